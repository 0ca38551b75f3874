import type { PowSolution } from "./exchange-client";

/** The page stops waiting for the worker after this; the token manager then backs off. */
const WORKER_TIMEOUT_MS = 60_000;

interface WorkerAnswer {
  readonly counter?: unknown;
  readonly derivedKey?: unknown;
  readonly took?: unknown;
  readonly error?: unknown;
}

/**
 * Solves a challenge in a new Web Worker and ends the worker. The time it took
 * is recorded as the user timing measure "attestation:solve" (what the
 * benchmark reads), with the worker's own solving time as its detail.
 */
export function solveInWorker(challenge: unknown): Promise<PowSolution> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const worker = new Worker(new URL("./pow-worker.ts", import.meta.url), { type: "module" });
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.terminate();
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error("the proof of work took too long"))),
      WORKER_TIMEOUT_MS,
    );
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const { counter, derivedKey, took, error } = event.data ?? {};
      if (typeof counter !== "number" || typeof derivedKey !== "string") {
        finish(() => reject(new Error(String(error ?? "the worker answered nothing useful"))));
        return;
      }
      finish(() => resolve({ counter, derivedKey }));
      try {
        performance.measure("attestation:solve", { start: started, detail: { took } });
      } catch {
        // Browsers before User Timing level 3 take no options; the measure is only for benchmarks.
      }
    };
    worker.onerror = (event) => finish(() => reject(new Error(event.message || "the worker failed to run")));
    worker.postMessage(challenge);
  });
}
