import { type Kysely, sql } from "kysely";

/**
 * A member's own name and the language their e-mails are written in (docs/decisions/0039-staff-profile.md).
 * Earlier members have no name (their address stands for it) and English, the console's language.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff").addColumn("name", "text").execute();
  await db.schema
    .alterTable("staff")
    .addColumn("language", "text", (column) =>
      column.notNull().defaultTo("en").check(sql`language in ('en', 'ms', 'zh')`),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff").dropColumn("language").execute();
  await db.schema.alterTable("staff").dropColumn("name").execute();
}
