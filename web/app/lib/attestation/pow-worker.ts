// The proof of work, off the main thread: tries counters until the derived key
// matches the challenge (altcha-lib, PBKDF2 through Web Crypto). The page stays
// responsive however long it takes. Loaded by solve-in-worker.ts as a
// same-origin hashed file, as the CSP's worker-src 'self' requires.
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/** Longer than any default-difficulty solve on a slow phone; the page gives up sooner. */
const SOLVE_TIMEOUT_MS = 90_000;

interface WorkerScope {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage(message: unknown): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  try {
    const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    scope.postMessage(
      solution
        ? { counter: solution.counter, derivedKey: solution.derivedKey, took: solution.time }
        : { error: "no solution in time" },
    );
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
