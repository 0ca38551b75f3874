import { CSRF_HEADER, STAFF_API } from "@ikey/contracts/staff";

/**
 * A refusal from the console's API: its status, the sentence it gave and, when a form's check failed,
 * the field at fault. `reply` is the whole answer, for a refusal that carries more (a draft saved over
 * a newer version answers 409 with that version: features/cms/use-autosave.ts).
 */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly reply?: unknown,
  ) {
    super(message);
  }
}

/** The session's CSRF token, set whenever the session is read (features/staff/staff-session.ts). */
let csrfToken = "";
export function rememberCsrfToken(token: string): void {
  csrfToken = token;
}

/**
 * A call to the console's API: JSON both ways, the session cookie sent by the browser, and the
 * CSRF token on every state change. A refusal throws ConsoleApiError with the server's sentence.
 * `keepalive` lets a call finish after the page has gone (a draft saved as its tab closes); the
 * browser refuses such a call whose body is over 64 KB.
 */
export async function consoleApi<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  { keepalive = false }: { readonly keepalive?: boolean } = {},
): Promise<T> {
  const changes = method !== "GET";
  const response = await fetch(`${STAFF_API}${path}`, {
    method,
    credentials: "same-origin",
    headers: changes ? { "content-type": "application/json", [CSRF_HEADER]: csrfToken } : {},
    body: changes ? JSON.stringify(body ?? {}) : undefined,
    ...(keepalive ? { keepalive } : {}),
  });
  return answerOf<T>(response);
}

/** A call's JSON answer, or ConsoleApiError with the server's sentence when it refused. */
async function answerOf<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
    throw new ConsoleApiError(
      response.status,
      problem?.message ?? `The server answered ${response.status}.`,
      problem?.field,
      problem,
    );
  }
  return (await response.json()) as T;
}

/**
 * A file sent as it is, not as JSON (a picture for a post): the server reads what it is from its
 * bytes, never from the name or type the browser gives it, so the type sent is the generic one.
 */
export async function consoleUpload<T>(path: string, file: Blob): Promise<T> {
  const response = await fetch(`${STAFF_API}${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/octet-stream", [CSRF_HEADER]: csrfToken },
    body: file,
  });
  return answerOf<T>(response);
}

/**
 * A small state change sent alongside a navigation the member started (following a call or mail
 * link): `keepalive` lets it finish if the page goes away, and nothing waits for it, so the link
 * opens at once. Unlike navigator.sendBeacon, fetch can carry the CSRF header. Resolves whether
 * the server took it; never throws.
 */
export function consoleBeacon(path: string, body: unknown): Promise<boolean> {
  return fetch(`${STAFF_API}${path}`, {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json", [CSRF_HEADER]: csrfToken },
    body: JSON.stringify(body),
  }).then(
    (response) => response.ok,
    () => false,
  );
}

/** A query string from a filter's set values. */
export function queryOf(values: Readonly<Record<string, string | number | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== "") query.set(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : "";
}
