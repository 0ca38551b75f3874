import { DELETION_DAYS } from "@ikey/contracts/account-deactivation";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { type FleetPass, startFleetPass } from "../db/fleet-pass";
import type { Database } from "../db/schema";
import type { Clock } from "../time";
import { HOUR_MS } from "../time";
import { deletableBefore } from "./account-service";
import { purgeDeactivated } from "./account-store";

export type PurgeJob = FleetPass;

export const PURGE_INTERVAL_MS = HOUR_MS;

/**
 * Permanently deletes accounts deactivated 180 days ago or more: at startup, then every
 * `intervalMs`, once per interval for the whole fleet (db/fleet-pass.ts). The log says
 * how many went, never which.
 */
export function startPurgeJob({
  db,
  clock,
  log,
  intervalMs = PURGE_INTERVAL_MS,
}: {
  db: Kysely<Database>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  intervalMs?: number;
}): PurgeJob {
  return startFleetPass({
    db,
    clock,
    log,
    name: "account-purge",
    intervalMs,
    deleteDue: (on, now) => purgeDeactivated(on, deletableBefore(now)),
    describe: (deleted) => `deleted ${deleted} account(s) deactivated ${DELETION_DAYS} or more days ago`,
  });
}
