import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";

/**
 * The built server on a port of its own, beside the suite's: for tests that
 * kill it or need other settings. It inherits the test process's environment,
 * which carries none of the suite server's settings. `limits` replace some of the
 * server's named limits (server/src/limits/limits.ts), as the server tests do with buildApp.
 */
export function startSideServer(port: number, env: Record<string, string>, limits?: object): ChildProcess {
  const entry = limits ? ["test-support/serve-with-limits.mjs", JSON.stringify(limits)] : ["server/dist/main.js"];
  return spawn(process.execPath, entry, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: "ignore",
  });
}

/**
 * Until the server on `port` answers /healthz with 200; fails the test after `timeoutMs`. A side
 * server usually starts on a fresh database it first creates and migrates: on a machine busy with
 * the rest of the suite that has taken more than 15 s.
 */
export async function waitHealthy(port: number, timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
      timeout: timeoutMs,
      intervals: [50],
    })
    .toBe(200);
}
