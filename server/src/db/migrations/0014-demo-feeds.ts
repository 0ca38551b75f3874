import type { Kysely } from "kysely";

/**
 * Each member's private calendar feed of their demos (docs/decisions/0026-demo-booking.md): one
 * row per member who made one, keeping only the SHA-256 of the token in the feed's address, so a
 * copy of the table lets no one read a feed. Resetting replaces the row; the member's deletion
 * takes it with them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demo_feeds")
    .addColumn("staff_id", "bigint", (column) => column.primaryKey().references("staff.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
}
