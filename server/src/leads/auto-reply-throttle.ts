import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { KeyedHash } from "../privacy/keyed-hash";
import { HOUR_MS } from "../time";

/** An address gets at most one automatic reply in this long. */
export const AUTO_REPLY_INTERVAL_MS = HOUR_MS;

/** The key an address is throttled by: its keyed hash, the same whatever its case or surrounding spaces. */
export function autoReplyKey(hash: KeyedHash, address: string): Promise<string> {
  return hash(`lead-email:${address.trim().toLowerCase()}`);
}

/**
 * Takes the address's reply for the hour, in the lead's transaction: true when it had none in the
 * last hour, and the row now says one goes at `now`. One conditional upsert: inserted when new,
 * updated only when the last reply is an hour old. On PostgreSQL a second transaction upserting
 * the same address waits for the first's row; once the first commits, the second's condition is
 * checked against the row as committed (an hour has not passed) and nothing is returned. If the
 * first rolls back, its lead and its claim vanish together and the second inserts. SQLite runs
 * one writing transaction at a time. Either way two concurrent leads cannot both get a reply.
 */
export async function claimAutoReply(trx: Kysely<Database>, addressHash: string, now: number): Promise<boolean> {
  const claimed = await trx
    .insertInto("auto_replies")
    .values({ address_hash: addressHash, sent_at: now })
    .onConflict((conflict) =>
      conflict
        .column("address_hash")
        .doUpdateSet({ sent_at: now })
        .where("auto_replies.sent_at", "<=", now - AUTO_REPLY_INTERVAL_MS),
    )
    .returning("address_hash")
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Records a reply that goes whatever the hour holds (a booked demo's confirmation, which carries
 * the demo's invitation and link), so the next hour's leads from the address get none.
 */
export async function recordAutoReply(trx: Kysely<Database>, addressHash: string, now: number): Promise<void> {
  await trx
    .insertInto("auto_replies")
    .values({ address_hash: addressHash, sent_at: now })
    .onConflict((conflict) => conflict.column("address_hash").doUpdateSet({ sent_at: now }))
    .execute();
}

/** Drops the rows that no longer limit anything: replies sent before `olderThan`. */
export async function pruneAutoReplies(db: Kysely<Database>, olderThan: number): Promise<void> {
  await db.deleteFrom("auto_replies").where("sent_at", "<", olderThan).execute();
}
