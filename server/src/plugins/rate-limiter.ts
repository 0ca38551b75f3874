import { type Kysely, sql } from "kysely";
import type { Clock } from "../clock";
import type { Database } from "../db/schema";

export interface RateLimitResult {
  readonly allowed: boolean;
  /** Seconds until the current window ends. */
  readonly retryAfterSeconds: number;
  /** Hits in the current window, this one included. */
  readonly hits: number;
  /** Which window this hit was counted in, for `release`. */
  readonly windowStart: number;
}

/**
 * Fixed-window counters kept in the database, so the limit holds across
 * restarts and across several server instances sharing one database.
 * The lead forms count submissions with it; the account password checks count
 * attempts, releasing the ones that turn out not to be failures.
 */
export function createRateLimiter(db: Kysely<Database>, clock: Clock) {
  return {
    async hit(key: string, max: number, windowMs: number): Promise<RateLimitResult> {
      const now = clock();
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const { hits } = await db
        .insertInto("rate_limits")
        .values({ key, window_start: windowStart, hits: 1 })
        .onConflict((conflict) =>
          conflict.columns(["key", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
        )
        .returning("hits")
        .executeTakeFirstOrThrow();
      return {
        allowed: hits <= max,
        retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000),
        hits,
        windowStart,
      };
    },

    /** Takes back one hit counted in the window `windowStart` (by `hit`), even if that window has since ended. */
    async release(key: string, windowStart: number): Promise<void> {
      await db
        .updateTable("rate_limits")
        .set({ hits: sql<number>`hits - 1` })
        .where("key", "=", key)
        .where("window_start", "=", windowStart)
        .where("hits", ">", 0)
        .execute();
    },

    /** Drops windows that ended before `olderThan`; run now and then. */
    async prune(olderThan: number): Promise<void> {
      await db.deleteFrom("rate_limits").where("window_start", "<", olderThan).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
