import type { SiteConfig } from "./site-config";

/**
 * The Content-Security-Policy every response carries. Script files come only
 * from this origin, and a page's own inline scripts (React Router's context and
 * entry) are allowed one by one by their hashes, so neither 'unsafe-inline' nor
 * 'unsafe-eval' is needed for script. Styles allow inline because the dialog
 * library sets element styles (docs/decisions/0003-content-security-policy.md).
 */
export const baseContentSecurityPolicy = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  // The video facade shows our own poster, so no third-party image host is needed.
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["https://www.youtube-nocookie.com"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const satisfies Record<string, readonly string[]>;

export type ContentSecurityPolicy = Readonly<Record<string, readonly string[]>>;

/** Every address the pages call: the API (leads, the account call, the checkers, attestation) and the status targets. */
export function apiBases(site: SiteConfig): readonly string[] {
  return [site.API_URL, site.STATUS_API_URL, site.STATUS_CENTER_URL, site.STATUS_SERVER1_URL, site.STATUS_SERVER2_URL];
}

/**
 * The policy for a site whose pages may call these API hosts, and no others.
 * `inlineScripts` are the hash sources of the inline scripts the page itself
 * carries (inlineScriptHashes), given for a page alone; every other response allows none, and only
 * pages may compile WebAssembly.
 */
export function contentSecurityPolicy(
  bases: readonly string[],
  inlineScripts?: readonly string[],
): ContentSecurityPolicy {
  // Paths ("/status/check") are this site's own and need no entry.
  const origins = [...new Set(bases.filter((base) => /^https?:/.test(base)).map((base) => new URL(base).origin))];
  return {
    ...baseContentSecurityPolicy,
    // A page's site search compiles Pagefind's WebAssembly: 'wasm-unsafe-eval' allows that and
    // nothing else, JavaScript's eval stays refused (docs/decisions/0018-help-centre.md).
    "script-src": inlineScripts
      ? [...baseContentSecurityPolicy["script-src"], "'wasm-unsafe-eval'", ...inlineScripts]
      : baseContentSecurityPolicy["script-src"],
    "connect-src": [...baseContentSecurityPolicy["connect-src"], ...origins],
  };
}

/** The serialized policy of a page of this site that carries these inline scripts. */
export function pageContentSecurityPolicy(site: SiteConfig, inlineScripts: readonly string[]): string {
  return serializeContentSecurityPolicy(contentSecurityPolicy(apiBases(site), inlineScripts));
}

// Script elements as React Router writes them: attributes without ">" inside values.
const SCRIPT_ELEMENT = /<script((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;

/**
 * The CSP hash source ('sha256-…') of every inline script in a page, in order
 * of first appearance. A browser hashes a script's text as it stands in the
 * HTML, so the hashes are taken from the built file itself: the build writes
 * them into the static host's rules and the server reads them at startup.
 * Data blocks (JSON) are not executed and need none.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const bodies = [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(
      ([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/\stype="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, , body = ""]) => body)
    .filter((body) => body !== "");
  const hashes = await Promise.all(
    [...new Set(bodies)].map(async (body) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    }),
  );
  return hashes;
}

export function serializeContentSecurityPolicy(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

const ONE_YEAR_SECONDS = 31_536_000;

/** The player's origin: its iframe is the only place the site uses any of these features. */
const VIDEO_PLAYER = `"${baseContentSecurityPolicy["frame-src"][0]}"`;

/**
 * Every powerful feature, denied to the site and anything it embeds, except what the intro video's
 * player uses (its iframe's `allow` list, and full screen). Only names Chromium recognises: an
 * unknown one is a console error on every page.
 */
export const permissionsPolicy: Readonly<Record<string, string>> = {
  accelerometer: "()",
  autoplay: `(${VIDEO_PLAYER})`,
  bluetooth: "()",
  "browsing-topics": "()",
  camera: "()",
  "clipboard-read": "()",
  "clipboard-write": "()",
  "display-capture": "()",
  "encrypted-media": `(${VIDEO_PLAYER})`,
  fullscreen: `(self ${VIDEO_PLAYER})`,
  gamepad: "()",
  geolocation: "()",
  gyroscope: "()",
  hid: "()",
  "identity-credentials-get": "()",
  "idle-detection": "()",
  "local-fonts": "()",
  magnetometer: "()",
  microphone: "()",
  midi: "()",
  "otp-credentials": "()",
  payment: "()",
  "picture-in-picture": `(${VIDEO_PLAYER})`,
  "publickey-credentials-create": "()",
  "publickey-credentials-get": "()",
  "screen-wake-lock": "()",
  serial: "()",
  "storage-access": "()",
  "sync-xhr": "()",
  usb: "()",
  "web-share": "()",
  "window-management": "()",
  "xr-spatial-tracking": "()",
};

export function serializePermissionsPolicy(policy: Readonly<Record<string, string>>): string {
  return Object.entries(policy)
    .map(([feature, allowlist]) => `${feature}=${allowlist}`)
    .join(", ");
}

/**
 * The security headers of every response, from the server and from a static
 * host alike (docs/decisions/0008-static-host-rules.md). HSTS only means
 * something over TLS: browsers ignore it on plain HTTP, and the server sends it
 * only on requests that arrived over TLS.
 */
export function securityHeaders(site: SiteConfig, { overTls }: { overTls: boolean }): Readonly<Record<string, string>> {
  return {
    // Not a page's: no inline script, no WebAssembly.
    "Content-Security-Policy": serializeContentSecurityPolicy(contentSecurityPolicy(apiBases(site))),
    "Permissions-Policy": serializePermissionsPolicy(permissionsPolicy),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Cross-Origin-Embedder-Policy stays unset: the video player's iframe sends no CORP header.
    "Cross-Origin-Resource-Policy": "same-origin",
    "Origin-Agent-Cluster": "?1",
    "X-DNS-Prefetch-Control": "off",
    "X-Download-Options": "noopen",
    "X-Permitted-Cross-Domain-Policies": "none",
    // Browsers' old XSS filter could itself be abused to alter pages; "0" turns it off.
    "X-XSS-Protection": "0",
    ...(overTls ? { "Strict-Transport-Security": `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` } : {}),
  };
}
