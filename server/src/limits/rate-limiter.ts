import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../time";

/** A use `take` allowed, which can still be given back; or a refusal, with when to try again. */
export type Taken =
  | { readonly allowed: true; readonly giveBack: () => Promise<void> }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RecordedEvent {
  /** Events of the key in the last `windowMs`, this one included. */
  readonly count: number;
  /** When the oldest of them happened: the count drops once it is `windowMs` old. */
  readonly oldestAt: number;
  /** This event's time, to `release` it. */
  readonly at: number;
}

/**
 * Counters kept in the database, so limits hold across restarts and across
 * several server instances sharing one database.
 *
 * `record` gives each event its own one-millisecond window and sums the windows
 * of the last `windowMs`: an exact sliding window, so no burst slips through at a
 * window boundary, for the password checks' small counts. `take` is the request
 * limit: a token bucket, one row per key, where a use that turns out not to count
 * (an invalid body, a repeat) is given back.
 */
export function createRateLimiter(db: Kysely<Database>, clock: Clock) {
  const increment = async (key: string, windowStart: number) => {
    const { hits } = await db
      .insertInto("rate_limits")
      .values({ key, window_start: windowStart, hits: 1 })
      .onConflict((conflict) =>
        conflict.columns(["key", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
      )
      .returning("hits")
      .executeTakeFirstOrThrow();
    return hits;
  };

  return {
    async record(key: string, windowMs: number): Promise<RecordedEvent> {
      const at = clock();
      await increment(key, at);
      const { count, oldestAt } = await db
        .selectFrom("rate_limits")
        .select((eb) => [eb.fn.sum<number>("hits").as("count"), eb.fn.min<number>("window_start").as("oldestAt")])
        .where("key", "=", key)
        .where("window_start", ">", at - windowMs)
        .where("hits", ">", 0)
        .executeTakeFirstOrThrow();
      return { count: Number(count), oldestAt: Number(oldestAt), at };
    },

    /** Takes back one event counted by `record` at `at`: it turned out not to be one that counts. */
    async release(key: string, at: number): Promise<void> {
      await db
        .updateTable("rate_limits")
        .set({ hits: sql<number>`hits - 1` })
        .where("key", "=", key)
        .where("window_start", "=", at)
        .where("hits", ">", 0)
        .execute();
    },

    /**
     * A token bucket of `max` tokens refilled at `max` per `windowMs`: a burst of `max` at most,
     * wherever it falls, then one every `windowMs / max`. One upsert per call, however busy the key
     * (an exact sliding window would sum every event of the window on each call). A use that turns
     * out not to count is given back.
     */
    async take(key: string, max: number, windowMs: number): Promise<Taken> {
      const now = clock();
      const perMs = max / windowMs;
      // The bucket as it stands now, refilled since its last use and never above `max`. The casts
      // type the parameters for PostgreSQL; SQLite reads the same names as INTEGER and REAL.
      const ceiling = sql<number>`cast(${max} as double precision)`;
      const refilled = sql<number>`rate_buckets.tokens + (cast(${now} as bigint) - rate_buckets.updated_at) * cast(${perMs} as double precision)`;
      const { tokens } = await db
        .insertInto("rate_buckets")
        .values({ key, tokens: max - 1, updated_at: now })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            tokens: sql<number>`(case when ${refilled} > ${ceiling} then ${ceiling} else ${refilled} end) - 1`,
            updated_at: now,
          }),
        )
        .returning("tokens")
        .executeTakeFirstOrThrow();
      const giveBack = async () => {
        await db.updateTable("rate_buckets").set({ tokens: sql<number>`tokens + 1` }).where("key", "=", key).execute();
      };
      if (tokens >= 0) return { allowed: true, giveBack };
      // Refused uses do not count, or a client that keeps trying would never get in again.
      await giveBack();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(-tokens / perMs / 1000)) };
    },

    /** Drops windows that ended before `olderThan`; run now and then. */
    async prune(olderThan: number): Promise<void> {
      await db.deleteFrom("rate_limits").where("window_start", "<", olderThan).execute();
      // A bucket unused that long has refilled; a missing one starts full, the same thing.
      await db.deleteFrom("rate_buckets").where("updated_at", "<", olderThan).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
