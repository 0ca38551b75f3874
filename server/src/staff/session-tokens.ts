import { HOUR_MS, MINUTE_MS } from "../time";

/** The console's session cookie: `__Host-` binds it to this host, over HTTPS, for every path. */
export const STAFF_SESSION_COOKIE = "__Host-ikey-staff";
/** A session ends this long after its last request (docs/decisions/0015)… */
export const STAFF_IDLE_MS = 30 * MINUTE_MS;
/** …and this long after sign-in, however busy. */
export const STAFF_SESSION_MAX_MS = 12 * HOUR_MS;

/**
 * The Set-Cookie value of a session (or its removal, with `maxAgeSeconds` 0). Always `Secure`: the
 * `__Host-` prefix requires it, and browsers take a Secure cookie from plain-HTTP localhost too
 * (it is a secure context), so development needs no exception.
 */
export function sessionCookie(token: string, maxAgeSeconds = STAFF_SESSION_MAX_MS / 1000): string {
  return `${STAFF_SESSION_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Strict; Secure`;
}

/**
 * The first CSRF check of a state-changing request: it comes from a page of the origin it was made
 * to (`ownOrigin`: the request's scheme and Host, or those a trusted proxy forwarded). The `Origin`
 * header decides when present; a browser that sends none says where the request came from in
 * `Sec-Fetch-Site`. A request with neither (not a browser) is refused: the console is only for
 * browsers. Judged against the request itself, not a configured address, so the console works at
 * whichever address it is opened (localhost, 127.0.0.1, any port) while another site's pages still
 * cannot make changes (docs/decisions/0015).
 */
export function fromOwnOrigin(
  headers: { readonly origin?: string; readonly "sec-fetch-site"?: string },
  ownOrigin: string | null,
): boolean {
  if (headers.origin !== undefined) return ownOrigin !== null && headers.origin === ownOrigin;
  return headers["sec-fetch-site"] === "same-origin";
}

/** The origin a request was made to, as a browser would write it in `Origin`; null when its Host is not a host. */
export function originOf(protocol: string, host: string): string | null {
  if (!/^https?$/.test(protocol) || host === "") return null;
  try {
    const url = new URL(`${protocol}://${host}`);
    // A Host with a path, credentials or the like is no origin: refuse rather than guess.
    return url.host === host.toLowerCase() || url.host === host.toLowerCase().replace(/:(80|443)$/, "")
      ? url.origin
      : null;
  } catch {
    return null;
  }
}
