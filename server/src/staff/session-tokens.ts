import { createHash, randomBytes } from "node:crypto";

/** The console's session cookie: `__Host-` binds it to this host, over HTTPS, for every path. */
export const STAFF_SESSION_COOKIE = "__Host-ikey-staff";
/** A session ends this long after its last request (docs/decisions/0015)… */
export const STAFF_IDLE_MS = 30 * 60_000;
/** …and this long after sign-in, however busy. */
export const STAFF_SESSION_MAX_MS = 12 * 3_600_000;

/** 256 random bits, base64url: the session id in the cookie, or a CSRF token, or an invitation token. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a token: its SHA-256. A token this random needs no salt or slow
 * hash, and a copy of the table cannot be turned back into cookies or links.
 */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * The Set-Cookie value of a session (or its removal, with `maxAgeSeconds` 0). Always `Secure`: the
 * `__Host-` prefix requires it, and browsers take a Secure cookie from plain-HTTP localhost too
 * (it is a secure context), so development needs no exception.
 */
export function sessionCookie(token: string, maxAgeSeconds = STAFF_SESSION_MAX_MS / 1000): string {
  return `${STAFF_SESSION_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Strict; Secure`;
}

/**
 * The first CSRF check of a state-changing request: it comes from a page of this site. The
 * `Origin` header decides when present; a browser that sends none says where the request came
 * from in `Sec-Fetch-Site`. A request with neither (not a browser) is refused: the console is
 * only for browsers.
 */
export function fromOwnOrigin(
  headers: { readonly origin?: string; readonly "sec-fetch-site"?: string },
  siteUrl: string,
): boolean {
  if (headers.origin !== undefined) return headers.origin === new URL(siteUrl).origin;
  return headers["sec-fetch-site"] === "same-origin";
}
