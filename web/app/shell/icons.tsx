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
 * The wordmark is outlines, not <text>: the same letters on every device (Android has no Arial),
 * and no font for the browser to look up during the first layout, which a text wordmark in its
 * own font cost every page (2 to 8 ms unthrottled). Outlines of Liberation Sans Bold, the metric
 * twin of the Arial Bold the wordmark was set in, at 24 px from x 40 on baseline 29.
 */
export function LogoMark() {
  return (
    <svg width="112" height="40" viewBox="0 0 112 40" aria-hidden focusable={false}>
      <rect x="1" y="4" width="32" height="32" rx="8" fill="#0b5cab" />
      <circle cx="13" cy="20" r="6" fill="none" stroke="#fff" strokeWidth="3.5" />
      <path d="M19 20h10M25 20v5M29 20v3" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <path fill="#0b5cab" d="M45 14h-3.3v-2.4H45V14m0 15h-3.3V16.3H45" />
      <path
        fill="#1d2433"
        d="M63.8 29h-4.1l-5.9-7.6-2.1 1.6v6h-3.4V12.5h3.4V20l7.5-7.5h4l-7.1 7zm15.3 0H65.6V12.5h13v2.7h-9.5v4.1h8.8V22h-8.8v4.3h10zm16.5-16.5-5.9 9.7V29h-3.4v-6.8l-5.9-9.7H84l4 7 4-7z"
      />
    </svg>
  );
}
