import { vi } from "vitest";

export type Reply = { readonly status?: number; readonly body: unknown };
export type Handler = (body: unknown) => Reply;

/** How a console call is named in a test: "METHOD /path?query", the path under /staff/api. */
function keyOf(input: unknown, init: RequestInit | undefined): string {
  return `${init?.method ?? "GET"} ${String(input).replace("/staff/api", "")}`;
}

/** A call's body as the handler is given it: JSON parsed, a file (an upload) as it was sent. */
const bodyOf = (body: RequestInit["body"]) =>
  body instanceof Blob ? body : body ? JSON.parse(String(body)) : undefined;

/** The console's API as the test's handlers answer it, by "METHOD /path?query"; every call is kept. */
export function serveConsoleApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const key = keyOf(input, init);
    const handler = handlers[key];
    if (!handler) throw new Error(`No handler for ${key}`);
    const { status = 200, body } = handler(bodyOf(init?.body));
    return Response.json(body, { status });
  });
}

/** The calls made to "METHOD /path" so far, each with its parsed body and headers. */
export function callsTo(fetch: ReturnType<typeof serveConsoleApi>, key: string) {
  return fetch.mock.calls
    .filter(([input, init]) => keyOf(input, init) === key)
    .map(([, init]) => ({ body: bodyOf(init?.body), headers: init?.headers as Record<string, string> }));
}
