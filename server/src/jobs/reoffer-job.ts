import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../db/connection";
import { type FleetPass, startFleetPass } from "../db/fleet-pass";
import { onDutyFrom } from "../demo-booking/on-duty";
import { pruneAssignments } from "../leads/assignment-store";
import { reofferDue } from "../leads/reoffer";
import type { Clock } from "../time";
import { MINUTE_MS } from "../time";

/** How often the fleet looks for leads past the response target: a few minutes late is within any target. */
export const REOFFER_INTERVAL_MS = 5 * MINUTE_MS;

interface ReofferJobOptions {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly consoleUrl: string;
  /** Wakes the outbox worker for the e-mails a pass queued. */
  readonly onMailQueued: () => void;
}

/**
 * Every five minutes, once for the fleet (db/fleet-schedule.ts), from the moment the server is
 * ready: leads unanswered past the response target go to the next member on duty
 * (leads/reoffer.ts), and the round robin's ledger sheds what it no longer counts. The
 * log says how many, never which.
 */
async function reofferJob(app: FastifyInstance, { database, clock, consoleUrl, onMailQueued }: ReofferJobOptions) {
  let pass: FleetPass | undefined;
  app.addHook("onReady", async () => {
    pass = startFleetPass({
      db: database.db,
      clock,
      log: app.log,
      name: "lead-reoffer",
      intervalMs: REOFFER_INTERVAL_MS,
      deleteDue: async (db, now) => {
        await pruneAssignments(db, now);
        const reoffered = await reofferDue(db, now, { consoleUrl, onDutyFrom });
        if (reoffered > 0) onMailQueued();
        return reoffered;
      },
      describe: (reoffered) => `offered ${reoffered} lead(s) past the response target to the next member on duty`,
    });
  });
  app.addHook("onClose", async () => {
    await pass?.stop();
  });
}

export default fp(reofferJob, { name: "reoffer-job" });
