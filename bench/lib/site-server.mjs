// Starts and stops the site for a benchmark: `node scripts/start.mjs` (which
// builds when stale) in its own process group, logging to a file, with deadlines
// on every wait so a benchmark always ends.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import http from "node:http";
import { dirname } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { accepting } from "../../scripts/lib/ports.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// The first start builds the site; on a busy machine that can take longer (BENCH_READY_TIMEOUT_MS).
const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 5 * 60_000);
const KILL_GRACE_MS = 10_000;

function progress(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Resolves true when something already accepts connections on the port. */
export const portInUse = (port) => accepting(port);

/**
 * `cwd`: another checkout to run (bench/hardening.mjs measures the code before a change too).
 * `limits`: some of the server's named limits replaced (test-support/serve-with-limits.mjs), after
 * building what is stale as `npm start` would.
 */
export function startServer(port, { logFile, env = {}, cwd = ROOT, limits }) {
  mkdirSync(dirname(logFile), { recursive: true });
  if (limits) {
    const build = spawnSync(process.execPath, ["scripts/lib/ensure-build.mjs"], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const entry = limits ? ["test-support/serve-with-limits.mjs", JSON.stringify(limits)] : ["scripts/start.mjs"];
  // The child writes straight to the file, so its output survives even if we die.
  const logFd = openSync(logFile, "w");
  // detached: the server (and any build it runs through npm) gets its own process
  // group, so one signal to the group stops the whole tree.
  const child = spawn(process.execPath, entry, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", logFd, logFd],
    detached: true,
  });
  closeSync(logFd);
  child.exited = new Promise((resolve) => child.once("exit", resolve));
  child.logFile = logFile;
  return child;
}

export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** SIGTERM lets Fastify finish in-flight requests; SIGKILL if it is still up after the grace period. */
export async function stopServer(child) {
  if (!child || !isRunning(child)) return;
  progress(`stopping the server (pid ${child.pid})`);
  signalGroup(child, "SIGTERM");
  const stopped = await Promise.race([child.exited.then(() => true), sleep(KILL_GRACE_MS, false)]);
  if (!stopped) {
    progress("server ignored SIGTERM; sending SIGKILL");
    signalGroup(child, "SIGKILL");
    await child.exited;
  }
}

function logTail(child, lines = 20) {
  try {
    return readFileSync(child.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}

/** Polls /healthz until it answers 200; gives up if the server exits or the deadline passes. */
export async function waitUntilHealthy(child, port) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(child)) {
      throw new Error(`the server exited (code ${child.exitCode}) before it was ready:\n${logTail(child)}`);
    }
    const status = await httpGet(`http://127.0.0.1:${port}/healthz`, {}, 2_000).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(500);
  }
  throw new Error(`the server was not healthy within ${READY_TIMEOUT_MS / 1000} s; see ${child.logFile}`);
}

/**
 * GET with node:http, which (unlike fetch) leaves the body compressed, so the
 * byte count is what travels over the wire. `firstByteMs`: from the request's start to its answer's
 * status line and headers; `ms`: to the answer's last byte.
 */
export function httpGet(url, headers, timeoutMs) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers }, (response) => {
      const firstByteMs = performance.now() - started;
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body,
          bytes: body.length,
          firstByteMs,
          ms: performance.now() - started,
        });
      });
      response.on("error", reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`timed out after ${timeoutMs} ms: ${url}`)));
    request.on("error", reject);
  });
}
