import type { Kysely } from "kysely";

/**
 * The morning digest's claims (docs/decisions/0034-morning-digest.md): one row per member and
 * Malaysian day, inserted in the transaction that queues that member's digest, so however many
 * instances run the job, the key lets one of them have the day. A member removed takes their rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("morning_digests")
    .addColumn("staff_id", "bigint", (column) => column.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("claimed_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("morning_digests_key", ["staff_id", "day"])
    .execute();
  await db.schema.createIndex("morning_digests_claimed_at").on("morning_digests").column("claimed_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("morning_digests").execute();
}
