import { type Kysely, sql } from "kysely";
import type { Clock } from "../clock";
import type { Database } from "../db/schema";

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
 * window boundary. `take` is the limit built on it: at most `max` uses in any
 * `windowMs`, and a use that turns out not to count (an invalid body, a repeat)
 * is given back.
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

  const limiter = {
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

    async take(key: string, max: number, windowMs: number): Promise<Taken> {
      const event = await limiter.record(key, windowMs);
      if (event.count <= max) return { allowed: true, giveBack: () => limiter.release(key, event.at) };
      // Refused uses do not count, or a client that keeps trying would never get in again.
      await limiter.release(key, event.at);
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((event.oldestAt + windowMs - event.at) / 1000)),
      };
    },

    /** Drops windows that ended before `olderThan`; run now and then. */
    async prune(olderThan: number): Promise<void> {
      await db.deleteFrom("rate_limits").where("window_start", "<", olderThan).execute();
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
