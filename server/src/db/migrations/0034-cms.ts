import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The console's publishing (docs/decisions/0045-cms.md). An item (an announcement or a help
 * article) has one text per language, each with a state of its own and the revision that is live;
 * every save is a revision; a slug, once taken by an item in a language, stays that item's for
 * good, so an old address never leads to another page. Staff gain the role "marketing", which
 * publishes announcements: the role's CHECK (migration 0007) is widened as 0015 widened the leads'
 * statuses, SQLite by rebuilding the table from its stored definition with foreign keys off.
 */
const ROLES_BEFORE = "role in ('admin', 'sales', 'support')";
const ROLES_AFTER = "role in ('admin', 'sales', 'support', 'marketing')";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table staff drop constraint staff_role`.execute(db);
    await sql`alter table staff add constraint staff_role check (${sql.raw(ROLES_AFTER)})`.execute(db);
    await createAll(db);
    return;
  }
  // Outside a transaction: SQLite ignores this pragma within one.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await widenSqliteStaffRoles(trx);
      await createAll(trx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function widenSqliteStaffRoles(trx: Kysely<any>): Promise<void> {
  const schema = (type: string) =>
    sql<{ sql: string }>`select sql from sqlite_schema
      where type = ${type} and tbl_name = 'staff' and sql is not null`.execute(trx);
  const [table] = (await schema("table")).rows;
  const create = table?.sql ?? "";
  if (create.split(ROLES_BEFORE).length !== 2) throw new Error("staff.role is not as migration 0007 made it");
  const widened = create
    .replace(ROLES_BEFORE, ROLES_AFTER)
    .replace(/^create table\s+"?staff"?/i, 'create table "staff_widened"');
  const dependents = [...(await schema("index")).rows, ...(await schema("trigger")).rows];
  await sql.raw(widened).execute(trx);
  await sql`insert into staff_widened select * from staff`.execute(trx);
  await sql`drop table staff`.execute(trx);
  await sql`alter table staff_widened rename to staff`.execute(trx);
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
  const broken = await sql`pragma foreign_key_check`.execute(trx);
  if (broken.rows.length > 0) throw new Error(`rebuilding staff broke ${broken.rows.length} foreign keys`);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createAll(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema
    .createTable("cms_items")
    .addColumn("id", postgres ? "serial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('announcement', 'help-article')`))
    .addColumn("audience", "text", (column) => column.check(sql`audience in ('centre-owners', 'teachers', 'parents')`))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("created_by", "integer", (column) => column.references("staff.id").onDelete("set null"))
    .addCheckConstraint("cms_items_audience", sql`(kind = 'help-article') = (audience is not null)`)
    .execute();

  await db.schema
    .createTable("cms_revisions")
    .addColumn("id", postgres ? "serial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("item_id", "integer", (column) => column.notNull().references("cms_items.id").onDelete("cascade"))
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("summary", "text", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("slug", "text", (column) => column.notNull())
    .addColumn("saved_at", "bigint", (column) => column.notNull())
    .addColumn("saved_by", "integer", (column) => column.references("staff.id").onDelete("set null"))
    // Why this revision was made beyond typing: "published", "restored #12".
    .addColumn("note", "text")
    .execute();
  await db.schema
    .createIndex("cms_revisions_text")
    .on("cms_revisions")
    .columns(["item_id", "language", "saved_at"])
    .execute();

  await db.schema
    .createTable("cms_texts")
    .addColumn("item_id", "integer", (column) => column.notNull().references("cms_items.id").onDelete("cascade"))
    .addColumn("language", "text", (column) => column.notNull().check(sql`language in ('en', 'ms', 'zh')`))
    .addColumn("title", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("summary", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("body", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("slug", "text", (column) => column.notNull().defaultTo(""))
    // Counts saves: an editor saving over a version newer than the one it loaded is told.
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(0))
    // The draft's own revision (the last save), and the one the site shows.
    .addColumn("draft_revision_id", "integer", (column) => column.references("cms_revisions.id"))
    .addColumn("live_revision_id", "integer", (column) => column.references("cms_revisions.id"))
    .addColumn("state", "text", (column) =>
      column.notNull().defaultTo("draft").check(sql`state in ('draft', 'scheduled', 'published', 'unpublished')`),
    )
    .addColumn("publish_at", "bigint")
    .addColumn("unpublish_at", "bigint")
    .addColumn("first_published_at", "bigint")
    // A translation's English source: the English revision current when it was last published.
    .addColumn("source_revision_id", "integer", (column) => column.references("cms_revisions.id"))
    // A publication held for a second member's approval: who asked, and the times they chose.
    .addColumn("approval_requested_by", "integer", (column) => column.references("staff.id").onDelete("set null"))
    .addColumn("approval_requested_at", "bigint")
    .addColumn("approval_publish_at", "bigint")
    .addColumn("approval_unpublish_at", "bigint")
    .addColumn("updated_at", "bigint")
    .addColumn("updated_by", "integer", (column) => column.references("staff.id").onDelete("set null"))
    .addPrimaryKeyConstraint("cms_texts_pk", ["item_id", "language"])
    .addCheckConstraint("cms_texts_live", sql`(state = 'draft') = (live_revision_id is null)`)
    .execute();
  // What the site shows, read by every instance every few seconds.
  await db.schema.createIndex("cms_texts_state").on("cms_texts").columns(["state", "language"]).execute();

  // A slug is an item's in its language and kind for good: the address never leads elsewhere.
  await db.schema
    .createTable("cms_slugs")
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("slug", "text", (column) => column.notNull())
    .addColumn("item_id", "integer", (column) => column.notNull().references("cms_items.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("cms_slugs_pk", ["kind", "language", "slug"])
    .execute();

  // Per kind: whether a publication waits for a second member's approval.
  await db.schema
    .createTable("cms_settings")
    .addColumn("kind", "text", (column) => column.primaryKey())
    .addColumn("approval", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["cms_settings", "cms_slugs", "cms_texts", "cms_revisions", "cms_items"]) {
    await db.schema.dropTable(table).execute();
  }
}
