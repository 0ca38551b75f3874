import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * React outlines a finished Suspense boundary once the page written so far passes
 * this many bytes (12,800 by default): it writes the boundary's content into a
 * hidden <div> at the end of <body> and moves it into place from a script, batched
 * to animation frames. Nothing gains from that when the whole page is written at
 * once, and it costs: the content sits hidden until the script runs (the sign-up
 * form at the foot of /center-management-system came up to a second after the load
 * event), and a boundary still pending when React hydrates is thrown away and
 * client-rendered on the first update that reaches it. Without a limit, every
 * boundary is written in place.
 */
const WRITE_EVERY_BOUNDARY_IN_PLACE = Number.POSITIVE_INFINITY;

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
    progressiveChunkSize: WRITE_EVERY_BOUNDARY_IN_PLACE,
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
