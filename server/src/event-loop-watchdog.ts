import { Worker } from "node:worker_threads";

/*
 * A blocked event loop runs nothing: no request, no timer, and no SIGTERM handler, so a request
 * that held it (issue 48: a loop over days that never ended) made the process deaf to everything
 * but SIGKILL. The watchdog is a thread of its own that the main thread's heartbeat keeps quiet;
 * when the heartbeat has not moved for `stallMs`, it writes one line to the log and ends the
 * process, as a supervisor (systemd, the cluster's script) would after a failed health check,
 * so that SIGTERM's promise of an end within the grace holds whatever runs, and the instance is
 * started again. Nothing the server does should block it that long (the route fuzz holds every
 * request under a second of CPU, server/test/route-fuzz.test.ts); this is the net.
 */

/**
 * The thread's code, run from this string (eval) rather than a file: the server is bundled into
 * one file by esbuild, which would not carry a second entry along.
 */
const WATCHDOG_THREAD = `
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
const beats = new Int32Array(workerData.heartbeat);
let seen = Atomics.load(beats, 0);
let since = Date.now();
setInterval(() => {
  const now = Date.now();
  const beat = Atomics.load(beats, 0);
  if (beat !== seen) {
    seen = beat;
    since = now;
    return;
  }
  if (now - since < workerData.stallMs) return;
  const line = { level: 60, time: now, pid: process.pid, msg: "the event loop has been blocked for " + (now - since) + " ms: ending the process" };
  writeSync(2, JSON.stringify(line) + "\\n");
  process.kill(process.pid, "SIGKILL");
}, workerData.checkMs);
`;

export interface EventLoopWatchdog {
  stop(): Promise<void>;
}

/** Starts the watchdog: the process ends once its event loop has been blocked for `stallMs`. */
export function startEventLoopWatchdog({ stallMs }: { readonly stallMs: number }): EventLoopWatchdog {
  const heartbeat = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const beats = new Int32Array(heartbeat);
  const checkMs = Math.max(50, Math.min(500, Math.floor(stallMs / 10)));
  // A timer, so it beats only while the loop turns; unref'd, so it never keeps the process alive.
  const beat = setInterval(() => Atomics.add(beats, 0, 1), checkMs);
  beat.unref();
  const worker = new Worker(WATCHDOG_THREAD, { eval: true, workerData: { heartbeat, stallMs, checkMs } });
  worker.unref();
  return {
    stop: async () => {
      clearInterval(beat);
      await worker.terminate();
    },
  };
}
