import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Runs only at build time: with `ssr: false` every page is prerendered.
 * Waiting for the whole tree (as for a crawler) writes each page complete, with
 * no streamed Suspense boundaries and so none of React's little inline scripts
 * that would stitch them together; fewer scripts to move out of the HTML for the CSP.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let failed = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      failed = true;
      console.error(error);
    },
  });
  const prerendering = !routerContext.isSpaMode || isbot(request.headers.get("user-agent") ?? "");
  if (prerendering) await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status: failed ? 500 : status });
}
