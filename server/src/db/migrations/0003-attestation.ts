import type { Kysely } from "kysely";

// Spent attestation challenges and tokens: one row each until it would have expired
// anyway, so a replay is refused by every server instance sharing the database.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("attestation_spent")
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("id", "text", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("attestation_spent_pk", ["kind", "id"])
    .execute();
  await db.schema.createIndex("attestation_spent_expires_at").on("attestation_spent").column("expires_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("attestation_spent").execute();
}
