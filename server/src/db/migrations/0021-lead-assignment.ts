import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Fair assignment of new leads (docs/decisions/0032-lead-assignment.md): the admins' switch (one
 * row, absent until first saved: automatic assignment holds), the ledger the round robin counts
 * (one row per lead handed out by the server, kept a little over the week it looks back), and when
 * each lead was offered to another member for waiting past the response target: set once, by a
 * conditional update, so that a lead is re-offered once whichever instance gets there first. As
 * in 0002, SQLite runs this in a transaction of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db);
  await db.transaction().execute((trx) => addAll(trx));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_assignment_settings")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("mode", "text", (column) => column.notNull().check(sql`mode in ('automatic', 'manual-only')`))
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addCheckConstraint("lead_assignment_settings_one_row", sql`id = 1`)
    .execute();

  await db.schema
    .createTable("lead_assignments")
    .addColumn("id", isPostgres(db) ? "bigserial" : "integer", (column) =>
      isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("staff_id", "integer", (column) => column.notNull().references("staff.id"))
    .addColumn("at", "bigint", (column) => column.notNull())
    .addColumn("how", "text", (column) => column.notNull().check(sql`how in ('round-robin', 'demo', 're-offer')`))
    .execute();
  await db.schema.createIndex("lead_assignments_staff_at").on("lead_assignments").columns(["staff_id", "at"]).execute();

  await db.schema.alterTable("leads").addColumn("reoffered_at", "bigint").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_assignments").execute();
  await db.schema.dropTable("lead_assignment_settings").execute();
  await db.schema.alterTable("leads").dropColumn("reoffered_at").execute();
}
