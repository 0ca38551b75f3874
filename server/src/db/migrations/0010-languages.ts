import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The language a lead was sent in and an account was deactivated in (docs/decisions/0017): the
 * console and the sales e-mail show a lead's, and an account's e-mails are written in its. Leads
 * from before were all English. As in 0002, SQLite runs this in a transaction of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db);
  await db.transaction().execute((trx) => addAll(trx));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>): Promise<void> {
  const oneOfTheLanguages = sql`language in ('en', 'ms', 'zh')`;
  await db.schema
    .alterTable("leads")
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en").check(oneOfTheLanguages))
    .execute();
  await db.schema
    .alterTable("accounts")
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en").check(oneOfTheLanguages))
    .execute();
}
