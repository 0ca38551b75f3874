import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Clock } from "../clock";
import type { DatabaseHandle } from "../db/connection";
import { deleteLeadsReceivedBefore } from "../leads/lead-store";
import { type FleetPass, type FleetPassOptions, startFleetPass } from "./fleet-pass";

const DAY_MS = 24 * 3_600_000;

interface LeadRetentionJobOptions {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  /** LEAD_RETENTION_DAYS: leads older than this are deleted, with their e-mails. */
  readonly retentionDays: number;
}

/** The daily pass, started (tests start it with a log of their own). */
export function startLeadRetention({
  db,
  clock,
  log,
  retentionDays,
}: Pick<FleetPassOptions, "db" | "clock" | "log"> & { readonly retentionDays: number }): FleetPass {
  return startFleetPass({
    db,
    clock,
    log,
    name: "lead-retention",
    intervalMs: DAY_MS,
    deleteDue: (on, now) => deleteLeadsReceivedBefore(on, now - retentionDays * DAY_MS),
    describe: (deleted) => `deleted ${deleted} lead(s) received more than ${retentionDays} days ago`,
  });
}

/**
 * Keeps leads no longer than the retention period (a PDPA duty: personal data is kept only
 * as long as it is needed): a pass when the server is ready, then daily, once for the fleet.
 * The log says how many went, never which.
 */
async function leadRetentionJob(app: FastifyInstance, { database, clock, retentionDays }: LeadRetentionJobOptions) {
  let pass: FleetPass | undefined;
  app.addHook("onReady", async () => {
    pass = startLeadRetention({ db: database.db, clock, log: app.log, retentionDays });
  });
  app.addHook("onClose", async () => {
    await pass?.stop();
  });
}

export default fp(leadRetentionJob, { name: "lead-retention-job" });
