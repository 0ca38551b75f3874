import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Clock } from "../clock";
import { type ProbeRoundDeps, probeRound } from "../status-history/probe-round";

interface StatusProbeJobOptions extends Omit<ProbeRoundDeps, "clock"> {
  readonly clock: Clock;
}

/**
 * Check App Status's background probes (docs/decisions/0016): a round at the start of every
 * interval slot, from the moment the server is ready. Every instance wakes at the slot's start and
 * the first to claim it probes; a round still running is not doubled up, and a failed one is
 * logged and the next slot tries again.
 */
async function statusProbeJob(app: FastifyInstance, options: StatusProbeJobOptions) {
  const run = probeRound(options);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closed = false;

  const tick = () => {
    running ??= run()
      .then((report) => {
        if (report?.suggestions.length) {
          app.log.warn(
            { targets: report.suggestions.map((suggestion) => suggestion.target) },
            "status probes: incident suggested",
          );
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, "status probe round failed; trying again next slot"))
      .finally(() => {
        running = undefined;
      });
    schedule();
  };
  // Wake just after each slot begins (a few ms late, so the slot number is the new one everywhere).
  const schedule = () => {
    if (closed) return;
    const interval = options.intervalMs;
    const now = options.clock();
    timer = setTimeout(tick, interval - (now % interval) + 50);
    timer.unref();
  };

  app.addHook("onReady", async () => {
    tick();
  });
  app.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}

export default fp(statusProbeJob, { name: "status-probe-job" });
