import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Clock } from "../time";
import { oncePerSlot } from "./fleet-schedule";
import type { Database } from "./schema";

export interface FleetPass {
  /** One pass now; resolves with how many rows it deleted. */
  readonly runOnce: () => Promise<number>;
  readonly stop: () => Promise<void>;
}

export interface FleetPassOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly log: Pick<FastifyBaseLogger, "info" | "error">;
  /** The job's name in `scheduled_jobs` and in the log. */
  readonly name: string;
  readonly intervalMs: number;
  /** Deletes what is due as of `now`, on `db` (the connection holding the fleet's lock), and counts it. */
  readonly deleteDue: (db: Kysely<Database>, now: number) => Promise<number>;
  /** The log line for a pass: how many went, never which. */
  readonly describe: (deleted: number) => string;
}

/**
 * A deleting pass at startup, then every `intervalMs`, once per interval for the whole
 * fleet: every instance looks each interval, and the first to claim the interval's slot
 * does the pass (db/fleet-schedule.ts). A pass still running (a slow database) is not
 * doubled up, and a failed one is retried at the next interval.
 */
export function startFleetPass({ db, clock, log, name, intervalMs, deleteDue, describe }: FleetPassOptions): FleetPass {
  let running: Promise<unknown> | undefined;

  const runOnce = async (on: Kysely<Database> = db) => {
    const deleted = await deleteDue(on, clock());
    log.info({ deleted }, `${name}: ${describe(deleted)}`);
    return deleted;
  };

  const tick = () => {
    running ??= oncePerSlot(db, name, clock(), intervalMs, runOnce)
      .catch((error: unknown) => log.error({ err: error }, `${name} failed; retrying at the next pass`))
      .finally(() => {
        running = undefined;
      });
  };

  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    runOnce: () => runOnce(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
