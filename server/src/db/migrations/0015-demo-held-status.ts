import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Leads gain the status "demo-held", between "demo-scheduled" and the outcomes won or lost: a
 * member who marks a demo held moves its lead there (docs/decisions/0026-demo-booking.md). The
 * status column's CHECK (migration 0008) is widened. PostgreSQL replaces the constraint; SQLite
 * cannot change a CHECK in place, so the table is rebuilt from its own stored definition (so
 * columns later migrations add are kept), in SQLite's documented order for changing a table:
 * foreign keys off, so that dropping the old table cascades to none of its lead_events,
 * e-mails and demos, then checked before the transaction commits.
 */
const BEFORE = "'demo-scheduled', 'won'";
const AFTER = "'demo-scheduled', 'demo-held', 'won'";
const STATUSES = "'new', 'contacted', 'demo-scheduled', 'demo-held', 'won', 'lost', 'spam'";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table leads drop constraint leads_status_check`.execute(db);
    await sql`alter table leads add constraint leads_status_check check (status in (${sql.raw(STATUSES)}))`.execute(db);
    return;
  }
  // Outside a transaction: SQLite ignores this pragma within one.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(rebuildSqliteLeads);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function rebuildSqliteLeads(trx: Kysely<any>): Promise<void> {
  const schema = (type: string) =>
    sql<{ sql: string }>`select sql from sqlite_schema
      where type = ${type} and tbl_name = 'leads' and sql is not null`.execute(trx);
  const [table] = (await schema("table")).rows;
  const create = table?.sql ?? "";
  if (create.split(BEFORE).length !== 2) throw new Error("leads.status is not as migration 0008 made it");
  const widened = create.replace(BEFORE, AFTER).replace(/^create table\s+"?leads"?/i, 'create table "leads_widened"');
  // Its indexes and triggers, as stored: made again on the new table.
  const dependents = [...(await schema("index")).rows, ...(await schema("trigger")).rows];

  await sql.raw(widened).execute(trx);
  await sql`insert into leads_widened select * from leads`.execute(trx);
  await sql`drop table leads`.execute(trx);
  await sql`alter table leads_widened rename to leads`.execute(trx);
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
  const broken = await sql`pragma foreign_key_check`.execute(trx);
  if (broken.rows.length > 0) throw new Error(`rebuilding leads broke ${broken.rows.length} foreign keys`);
}
