import { UNCONFIRMED_SUBSCRIBER_DAYS } from "@ikey/contracts/status-updates";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { deleteAuditEntriesBefore } from "../audit-log/audit-log-store";
import type { DatabaseHandle } from "../db/connection";
import { type FleetPass, type FleetPassOptions, startFleetPass } from "../db/fleet-pass";
import type { Database } from "../db/schema";
import { deleteLeadsReceivedBefore } from "../leads/lead-store";
import { deleteDigestClaimsBefore } from "../morning-digest/morning-digest";
import { deleteProbesBefore, deleteRollupsBefore } from "../status/probe-rollups";
import { deleteUnconfirmedBefore } from "../status/subscriber-store";
import type { Clock } from "../time";
import { DAY_MS } from "../time";

/** What is kept how long, and how it goes. */
export interface RetentionRule {
  /** The pass's name in `scheduled_jobs` and the log. */
  readonly name: string;
  readonly retentionDays: number;
  /** Deletes every row older than `cutoff` (epoch ms) and counts them. */
  readonly deleteBefore: (db: Kysely<Database>, cutoff: number) => Promise<number>;
  /** For the log line: "deleted 3 <noun> more than N days ago". */
  readonly noun: string;
}

/** Leads, with their e-mails and timelines, for LEAD_RETENTION_DAYS (a PDPA duty: no longer than needed). */
export function leadRetention(retentionDays: number): RetentionRule {
  return { name: "lead-retention", retentionDays, deleteBefore: deleteLeadsReceivedBefore, noun: "lead(s) received" };
}

/** The staff console's audit log, for a year (docs/decisions/0015). */
export const auditLogRetention: RetentionRule = {
  name: "audit-log-retention",
  retentionDays: 365,
  deleteBefore: deleteAuditEntriesBefore,
  noun: "audit log entries written",
};

/** Staff sessions end within 12 hours; a day after sign-in the row is only clutter, even if never used again. */
export const staffSessionRetention: RetentionRule = {
  name: "staff-session-retention",
  retentionDays: 1,
  deleteBefore: async (db, cutoff) => {
    const { numDeletedRows } = await db
      .deleteFrom("staff_sessions")
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    return Number(numDeletedRows);
  },
  noun: "staff session(s) started",
};

/** Check App Status's own probe results, for STATUS_RAW_RETENTION_DAYS (docs/decisions/0016). */
export function statusProbeRetention(retentionDays: number): RetentionRule {
  return {
    name: "status-probe-retention",
    retentionDays,
    deleteBefore: deleteProbesBefore,
    noun: "status probe result(s) taken",
  };
}

/** The hourly and daily rollups, for 400 days: a year's history and its same weeks a year ago. */
export const statusRollupRetention: RetentionRule = {
  name: "status-rollup-retention",
  retentionDays: 400,
  deleteBefore: deleteRollupsBefore,
  noun: "status rollup(s) begun",
};

/** An address that never confirmed its subscription is forgotten (the double opt-in's promise). */
export const unconfirmedSubscriberRetention: RetentionRule = {
  name: "status-subscriber-retention",
  retentionDays: UNCONFIRMED_SUBSCRIBER_DAYS,
  deleteBefore: deleteUnconfirmedBefore,
  noun: "unconfirmed status subscriber(s) added",
};

/** A morning digest's claim only stops a second digest that day; a week on it is clutter. */
export const morningDigestRetention: RetentionRule = {
  name: "morning-digest-retention",
  retentionDays: 7,
  deleteBefore: deleteDigestClaimsBefore,
  noun: "morning digest claim(s) made",
};

/** A rule's daily pass, started (tests start one with a log of their own). */
export function startRetention({
  rule,
  ...options
}: Pick<FleetPassOptions, "db" | "clock" | "log"> & { readonly rule: RetentionRule }): FleetPass {
  return startFleetPass({
    ...options,
    name: rule.name,
    intervalMs: DAY_MS,
    deleteDue: (on, now) => rule.deleteBefore(on, now - rule.retentionDays * DAY_MS),
    describe: (deleted) => `deleted ${deleted} ${rule.noun} more than ${rule.retentionDays} days ago`,
  });
}

/**
 * Keeps rows no longer than their rule says: a pass when the server is ready, then daily, once
 * for the fleet. The log says how many went, never which.
 */
async function retentionJob(
  app: FastifyInstance,
  { database, clock, rules }: { database: DatabaseHandle; clock: Clock; rules: readonly RetentionRule[] },
) {
  let passes: FleetPass[] = [];
  app.addHook("onReady", async () => {
    passes = rules.map((rule) => startRetention({ db: database.db, clock, log: app.log, rule }));
  });
  app.addHook("onClose", async () => {
    await Promise.all(passes.map((pass) => pass.stop()));
  });
}

export default fp(retentionJob, { name: "retention-job" });
