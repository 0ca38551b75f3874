// A calibration for bench/web.mjs (BENCH_WITHOUT_SCRIPTS=1): a loopback proxy in front of the site
// that sends every page without its scripts. The pages keep their HTML, styles, images, fonts and
// headers, so Lighthouse then measures what the browser alone costs on this machine, and the
// difference from the normal run is what the scripts (hydration, the status checks) cost.
import http from "node:http";

/** Every script element and every module preload link: what the page runs, and nothing else. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

export function withoutScripts(html) {
  return html.replace(SCRIPT_ELEMENT, "").replace(MODULE_PRELOAD, "");
}

/** Starts the proxy on a free loopback port, forwarding to the site on `targetPort`; resolves to its origin and a close function. */
export async function startWithoutScriptsProxy(targetPort) {
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: `127.0.0.1:${targetPort}` };
    // Plain bodies, so the HTML can be edited; the loopback hop costs nothing measurable.
    delete headers["accept-encoding"];
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort, path: request.url, method: request.method, headers },
      (answer) => {
        const isHtml = String(answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString("utf8")));
          const { "content-length": _length, etag: _etag, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": body.length });
          response.end(body);
        });
      },
    );
    upstream.on("error", (error) => {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
