import { CSRF_HEADER, STAFF_API } from "@ikey/contracts/staff";

/** A refusal from the console's API: its status, the sentence it gave and, when a form's check failed, the field at fault. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
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
 */
export async function consoleApi<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
  const changes = method !== "GET";
  const response = await fetch(`${STAFF_API}${path}`, {
    method,
    credentials: "same-origin",
    headers: changes ? { "content-type": "application/json", [CSRF_HEADER]: csrfToken } : {},
    body: changes ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
    throw new ConsoleApiError(
      response.status,
      problem?.message ?? `The server answered ${response.status}.`,
      problem?.field,
    );
  }
  return (await response.json()) as T;
}

/** A query string from a filter's set values. */
export function queryOf(values: Readonly<Record<string, string | number | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== "") query.set(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : "";
}
