/** Small inline icons; decorative, so hidden from assistive technology. */
const common = { width: 22, height: 22, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;

export function FacebookIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9z" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

export function ArrowUpIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/**
 * The iKEY logo, drawn in the page rather than loaded as an SVG <img>: each SVG image costs the
 * browser a document of its own to set up and lay out (about 10 ms of a mid-range phone's main
 * thread per copy), and every page shows it twice, in the desktop and the mobile header.
 */
export function LogoMark() {
  return (
    <svg width="112" height="40" viewBox="0 0 112 40" aria-hidden focusable={false}>
      <rect x="1" y="4" width="32" height="32" rx="8" fill="#0b5cab" />
      <circle cx="13" cy="20" r="6" fill="none" stroke="#fff" strokeWidth="3.5" />
      <path d="M19 20h10M25 20v5M29 20v3" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <text x="40" y="29" fontFamily="Arial, Helvetica, sans-serif" fontSize="24" fontWeight="700" fill="#0b5cab">
        i<tspan fill="#1d2433">KEY</tspan>
      </text>
    </svg>
  );
}
