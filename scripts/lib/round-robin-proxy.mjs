// The cluster's front: a small round-robin HTTP proxy in Node, standing in for
// the load balancer of a real deployment (docs/decisions/0009-scaling-out.md).
// Each request goes to the next instance in turn. An instance that refuses the
// connection is skipped for a second and the request goes to the next one: a
// refused connection never reached an instance, so even a POST is safe to
// resend. Any other failure answers 502 with a JSON error.
import http from "node:http";

const MAX_BODY = 1024 * 1024;
const SKIP_MS = 1_000;

// Hop-by-hop headers describe one connection and must not be passed along.
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"];
function endToEnd(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

function sendJson(response, status, error, message) {
  if (response.headersSent) return response.destroy();
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", connection: "close" });
  response.end(JSON.stringify({ error, message }));
}

/** @param {{ upstreams: { host: string, port: number }[], port: number, host?: string }} options */
export function startRoundRobinProxy({ upstreams, port, host = "127.0.0.1" }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map();
  let next = 0;

  function pick(tried) {
    for (let step = 0; step < upstreams.length; step++) {
      const index = (next + step) % upstreams.length;
      if (tried.has(index) || (downUntil.get(index) ?? 0) > Date.now()) continue;
      next = (index + 1) % upstreams.length;
      return index;
    }
    return [...upstreams.keys()].find((index) => !tried.has(index));
  }

  function forward(request, response, body, tried) {
    const index = pick(tried);
    if (index === undefined) return sendJson(response, 503, "Service Unavailable", "No server instance is answering.");
    tried.add(index);
    const upstream = upstreams[index];
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const outgoing = http.request(
      {
        agent,
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: {
          ...endToEnd(request.headers),
          "x-forwarded-for": forwardedFor,
          "x-forwarded-proto": "http",
          "content-length": String(body.length),
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
        answer.on("error", () => response.destroy());
      },
    );
    outgoing.on("error", (error) => {
      if (error.code === "ECONNREFUSED" && !response.headersSent) {
        downUntil.set(index, Date.now() + SKIP_MS);
        return forward(request, response, body, tried);
      }
      sendJson(response, 502, "Bad Gateway", "A server instance failed while answering.");
    });
    outgoing.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        sendJson(response, 413, "Payload Too Large", "The request body is too large.");
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => {
      if (size <= MAX_BODY) forward(request, response, Buffer.concat(chunks), new Set());
    });
    request.on("error", () => response.destroy());
  });
  // The same protection against slow clients as the instances behind it.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
            agent.destroy();
          }),
      }),
    );
  });
}
