import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Two of the console's reads kept fast at 100,000 leads.
 *
 * The inbox's counts per status (docs/decisions/0029-first-response.md): `lead_status_counts`
 * holds signed changes (+1, -1) per status, written by triggers on `leads` in the writing
 * statement's own transaction, whatever code inserts, deletes or moves a lead. Inserting a row
 * per change rather than updating one row per status means no two writers ever wait for the same
 * row (a lead's transaction may move its status twice, so row locks could deadlock). The table
 * starts with one row per status counted from the leads: after the triggers exist, in this
 * migration's transaction (on PostgreSQL creating the triggers holds off other writers until it
 * commits; on SQLite the transaction holds the write lock).
 *
 * The sources-and-speed report (docs/decisions/0033-lead-reports.md) filtered by a source or a
 * campaign: indexes on the tag and the receipt time read only the period's leads of that tag; the
 * tag and id indexes of 0016 led the planner through every lead with the tag, years of them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db);
  await db.transaction().execute((trx) => addAll(trx));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("lead_status_counts")
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("n", "bigint", (column) => column.notNull())
    .execute();
  if (postgres) {
    await sql`create function lead_status_counts_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          insert into lead_status_counts (status, n) values (old.status, -1);
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into lead_status_counts (status, n) values (new.status, 1);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger lead_status_counts_insert_delete after insert or delete on leads
      for each row execute function lead_status_counts_change()`.execute(db);
    await sql`create trigger lead_status_counts_update after update of status on leads
      for each row when (old.status is distinct from new.status) execute function lead_status_counts_change()`.execute(
      db,
    );
  } else {
    await sql`create trigger lead_status_counts_insert after insert on leads
      begin insert into lead_status_counts (status, n) values (new.status, 1); end`.execute(db);
    await sql`create trigger lead_status_counts_delete after delete on leads
      begin insert into lead_status_counts (status, n) values (old.status, -1); end`.execute(db);
    await sql`create trigger lead_status_counts_update after update of status on leads
      when old.status is not new.status
      begin insert into lead_status_counts (status, n) values (old.status, -1), (new.status, 1); end`.execute(db);
  }
  await sql`insert into lead_status_counts (status, n) select status, count(*) from leads group by status`.execute(db);

  await db.schema
    .createIndex("leads_utm_source_submitted_at")
    .on("leads")
    .columns(["utm_source", "submitted_at"])
    .execute();
  await db.schema
    .createIndex("leads_utm_campaign_submitted_at")
    .on("leads")
    .columns(["utm_campaign", "submitted_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_utm_campaign_submitted_at").execute();
  await db.schema.dropIndex("leads_utm_source_submitted_at").execute();
  if (isPostgres(db)) {
    await sql`drop trigger lead_status_counts_update on leads`.execute(db);
    await sql`drop trigger lead_status_counts_insert_delete on leads`.execute(db);
    await sql`drop function lead_status_counts_change()`.execute(db);
  } else {
    for (const name of ["insert", "delete", "update"]) {
      await sql`drop trigger ${sql.raw(`lead_status_counts_${name}`)}`.execute(db);
    }
  }
  await db.schema.dropTable("lead_status_counts").execute();
}
