import type { Kysely } from "kysely";

/** The last slot each fleet-wide job ran in (src/db/fleet-schedule.ts): the hourly account purge. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("job", "text", (column) => column.primaryKey())
    .addColumn("last_slot", "bigint", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("scheduled_jobs").execute();
}
