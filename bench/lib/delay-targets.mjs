// The four keepalive targets for `bench:status`, each answering after a fixed
// delay. It runs in a worker thread so the timers keep time whatever the
// benchmark's own thread (Playwright) is busy with.
import { once } from "node:events";
import { createServer } from "node:http";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

if (!isMainThread) {
  const delays = workerData;
  const server = createServer((request, response) => {
    const delay = delays[request.url?.slice(1) ?? ""];
    if (delay === undefined) return response.writeHead(404).end();
    setTimeout(() => {
      response.writeHead(200, {
        "Content-Type": "text/plain",
        "Access-Control-Allow-Origin": "*",
        "Cache-Control": "no-store",
      });
      response.end("I am alive!");
    }, delay);
  });
  server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
  parentPort.on("message", () => server.close(() => parentPort.close()));
}

/** Starts the targets; resolves to their base URL and a stop function. */
export async function startDelayTargets(delays) {
  const worker = new Worker(new URL(import.meta.url), { workerData: delays });
  const [port] = await once(worker, "message");
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      worker.postMessage("stop");
      await Promise.race([once(worker, "exit"), new Promise((resolve) => setTimeout(resolve, 2_000))]);
      await worker.terminate();
    },
  };
}
