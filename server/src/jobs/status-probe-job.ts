import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type ProbeRoundDeps, probeRound } from "../status/probe-round";
import type { Clock } from "../time";

interface StatusProbeJobOptions extends Omit<ProbeRoundDeps, "clock"> {
  readonly clock: Clock;
}

/**
 * Check App Status's background probes (docs/decisions/0016): a round at the start of every
 * interval slot, from the moment the server listens. Every instance wakes at the slot's start and
 * the first to claim it probes; a round still running is not doubled up, and a failed one is
 * logged and the next slot tries again.
 *
 * Only while the server answers: the first round runs once it listens (not when it is ready, when
 * its own targets, reached over loopback, would be refused), and when it begins to stop, before it
 * closes its socket or its database, the round in flight is dropped rather than recorded, and
 * waited for if it is already recording. A server that never listens (tests driving it with
 * inject) never probes.
 */
async function statusProbeJob(app: FastifyInstance, options: StatusProbeJobOptions) {
  const run = probeRound(options);
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const tick = () => {
    running ??= run(stopping.signal)
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
    if (stopping.signal.aborted) return;
    const interval = options.intervalMs;
    const now = options.clock();
    timer = setTimeout(tick, interval - (now % interval) + 50);
    timer.unref();
  };

  app.addHook("onListen", async () => {
    tick();
  });
  // preClose, not onClose: onClose hooks run after the server has closed its database.
  app.addHook("preClose", async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  });
}

export default fp(statusProbeJob, { name: "status-probe-job" });
