import type { Kysely } from "kysely";

/**
 * When each address last got a lead's automatic reply (docs/decisions/0028-auto-replies.md), so it
 * gets at most one an hour: one row per address, keyed by the keyed hash of the address, never the
 * address itself. Rows over an hour old limit nothing, and the hourly pruning removes them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("auto_replies")
    .addColumn("address_hash", "text", (column) => column.primaryKey())
    .addColumn("sent_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("auto_replies_sent_at").on("auto_replies").column("sent_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("auto_replies").execute();
}
