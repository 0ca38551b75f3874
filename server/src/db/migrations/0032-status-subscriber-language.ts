import type { Kysely } from "kysely";

/**
 * The language of the page each status subscriber subscribed on (issue 49): the confirmation and
 * every update go out in it. Addresses subscribed before read English, as their e-mails did.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("status_subscribers")
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("status_subscribers").dropColumn("language").execute();
}
