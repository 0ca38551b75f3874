import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The help centre's "Was this helpful?" votes (decision 0018): one row per visitor and article, the
 * visitor known only by a keyed hash of the random identifier their browser keeps. As in 0002,
 * SQLite runs this in a transaction of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return createAll(db, true);
  await db.transaction().execute((trx) => createAll(trx, false));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createAll(db: Kysely<any>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable("help_votes")
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("article", "text", (column) => column.notNull())
    .addColumn("visitor_hash", "text", (column) => column.notNull())
    .addColumn("helpful", "integer", (column) => column.notNull())
    .addColumn("comment", "text")
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addUniqueConstraint("help_votes_once", ["article", "visitor_hash"])
    .addCheckConstraint("help_votes_helpful", sql`helpful in (0, 1)`)
    .addCheckConstraint("help_votes_language", sql`language in ('en', 'ms', 'zh')`)
    .execute();
}
