import { type Kysely, sql } from "kysely";
import type { Clock } from "../clock";
import type { Database } from "../db/schema";

export interface RateLimitResult {
  readonly allowed: boolean;
  /** Seconds until the current window ends. */
  readonly retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so the limit holds across
 * restarts and across several server instances sharing one database.
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
      return { allowed: hits <= max, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
    },

    /** Drops windows that ended before `olderThan`; run now and then. */
    async prune(olderThan: number): Promise<void> {
      await db.deleteFrom("rate_limits").where("window_start", "<", olderThan).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
