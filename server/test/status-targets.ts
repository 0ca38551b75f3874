import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { KEEPALIVE_TEXT, type StatusResultKey } from "@ikey/contracts/app-status";
import { type StatusTarget, targetResultKeys } from "@ikey/contracts/status-history";

/** How a fake target answers: as a keepalive should, with 503, with the wrong text, or never. */
export type TargetMode = "up" | "status" | "content" | "silent";

/**
 * Four keepalive targets on loopback whose answers a test switches, plus "refused": a port nothing
 * listens on. Real HTTP, so the probes run the checker's own code.
 */
export async function fakeTargets() {
  const modes = new Map<StatusTarget, TargetMode | "refused">();
  const server: Server = createServer((request, response) => {
    const target = request.url?.slice(1) as StatusTarget;
    const mode = modes.get(target) ?? "up";
    if (mode === "silent") return; // the probe's timeout ends it
    if (mode === "status") return response.writeHead(503).end("down");
    response.writeHead(200, { "content-type": "text/plain" }).end(mode === "content" ? "maintenance" : KEEPALIVE_TEXT);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // A port just freed: nothing listens there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  return {
    set: (target: StatusTarget, mode: TargetMode | "refused") => modes.set(target, mode),
    /** The targets by the checker's result keys, as targetsOf gives them. */
    urls: (): Record<StatusResultKey, string> => {
      const entries = (Object.keys(targetResultKeys) as StatusTarget[]).map((target) => {
        const base = modes.get(target) === "refused" ? `http://127.0.0.1:${closedPort}` : `http://127.0.0.1:${port}`;
        return [targetResultKeys[target], `${base}/${target}`] as const;
      });
      return Object.fromEntries(entries) as Record<StatusResultKey, string>;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
