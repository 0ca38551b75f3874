import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export type SpentKind = "challenge" | "token";

/**
 * Marks of spent challenges and single-use tokens, in the database so that a
 * replay is refused by every server instance sharing it.
 */
export function createSpentStore(db: Kysely<Database>) {
  return {
    /** True the first time an id is spent; false for a replay. Atomic on both engines. */
    async spend(kind: SpentKind, id: string, expiresAt: number): Promise<boolean> {
      const result = await db
        .insertInto("attestation_spent")
        .values({ kind, id, expires_at: expiresAt })
        .onConflict((conflict) => conflict.columns(["kind", "id"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Drops marks of what has expired: an expired challenge or token is refused anyway. */
    async prune(now: number): Promise<number> {
      const result = await db.deleteFrom("attestation_spent").where("expires_at", "<", now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SpentStore = ReturnType<typeof createSpentStore>;
