import { DELETION_DAYS } from "@ikey/contracts/account-deactivation";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Clock } from "../clock";
import { oncePerSlot } from "../db/fleet-schedule";
import type { Database } from "../db/schema";
import { deletableBefore } from "./account-service";
import { purgeDeactivated } from "./account-store";

export interface PurgeJob {
  /** One pass now; resolves with how many accounts it deleted. */
  readonly runOnce: () => Promise<number>;
  readonly stop: () => Promise<void>;
}

export const PURGE_INTERVAL_MS = 3_600_000;

/**
 * Permanently deletes accounts deactivated 180 days ago or more: at startup, then
 * every `intervalMs`, once per interval for the whole fleet. Every instance looks
 * each interval, and the first to claim the interval's slot does the pass
 * (src/db/fleet-schedule.ts). The log says how many went, never which.
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
  let running: Promise<unknown> | undefined;

  // `on`: the connection holding the fleet's lock, when the schedule runs it.
  const runOnce = async (on: Kysely<Database> = db) => {
    const deleted = await purgeDeactivated(on, deletableBefore(clock()));
    log.info({ deleted }, `account purge: deleted ${deleted} account(s) deactivated ${DELETION_DAYS} or more days ago`);
    return deleted;
  };

  const tick = () => {
    // A pass still running (a slow database) is not doubled up.
    running ??= oncePerSlot(db, "account-purge", clock(), intervalMs, runOnce)
      .catch((error: unknown) => log.error({ err: error }, "account purge failed; retrying at the next pass"))
      .finally(() => {
        running = undefined;
      });
  };

  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
