import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The staff console's lead inbox (docs/decisions/0015): each lead's workflow status, assignee,
 * first view, searchable contact text and spam signals, and a timeline of changes and notes.
 * Spam caught by the honeypot starts in the spam status, so the inbox and the spam folder are one
 * column apart. As in 0002, SQLite runs this in a transaction of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db, true);
  await db.transaction().execute((trx) => addAll(trx, false));
}

/**
 * Where each kind's contact fields were when this migration was written: existing rows get their
 * search text from this frozen copy, so later changes to the contracts never change this migration.
 */
const contactFields: Record<string, string[]> = {
  "request-demo": ["name", "companyName", "email", "contactNumber"],
  "centre-sign-up": ["fullName", "businessName", "email", "contactNumber"],
  "campaign-application": ["firstName", "lastName", "centerName", "email", "areaCode", "phoneNumber"],
};

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>, postgres: boolean): Promise<void> {
  const leads = () => db.schema.alterTable("leads");
  await leads()
    .addColumn("status", "text", (column) =>
      column
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'contacted', 'demo-scheduled', 'won', 'lost', 'spam')`),
    )
    .execute();
  await leads()
    .addColumn("assignee_id", "bigint", (column) => column.references("staff.id").onDelete("set null"))
    .execute();
  // When a member first opened the lead: until then it counts as unread for the whole team.
  await leads().addColumn("viewed_at", "bigint").execute();
  // Lower-cased name, company, e-mail and phone (and the phone's digits), for the inbox's search.
  await leads()
    .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  // The page the form was sent from (the Referer's path), and whether an attestation token came with it.
  await leads().addColumn("page", "text").execute();
  await leads().addColumn("attested", "integer").execute();

  await db.updateTable("leads").set({ status: "spam" }).where("is_spam", "=", 1).execute();
  const rows = await db.selectFrom("leads").select(["id", "type", "payload"]).execute();
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const values = (contactFields[row.type] ?? []).map((field) => String(payload[field] ?? ""));
    const text = [...values, values.join("").replace(/\D/g, "")].join("\n").toLowerCase();
    await db.updateTable("leads").set({ search_text: text }).where("id", "=", row.id).execute();
  }

  // The inbox lists newest first (by id) under any one filter.
  await db.schema.createIndex("leads_status_id").on("leads").columns(["status", "id"]).execute();
  await db.schema.createIndex("leads_assignee_id").on("leads").columns(["assignee_id", "id"]).execute();
  await db.schema.createIndex("leads_submitted_at").on("leads").column("submitted_at").execute();
  // A lead's page counts the leads its client sent in the day before it (a spam signal).
  await db.schema.createIndex("leads_client").on("leads").columns(["client_hash", "submitted_at"]).execute();
  // Every column the inbox filters and counts by, so counting a view and searching it read this
  // narrow index instead of the wide rows (bench/results/console.md has the figures).
  await db.schema
    .createIndex("leads_inbox_scan")
    .on("leads")
    .columns(["status", "type", "submitted_at", "assignee_id", "search_text"])
    .execute();
  // The team's unread count reads only the unread leads.
  await db.schema
    .createIndex("leads_unread")
    .on("leads")
    .column("status")
    .where(sql.ref("viewed_at"), "is", null)
    .execute();
  // On PostgreSQL a search for three characters or more uses trigrams (pg_trgm, a trusted
  // extension shipped with PostgreSQL), when the server has it.
  if (postgres) {
    const { rows } = await sql<{
      name: string;
    }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (rows.length > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index leads_search_trigrams on leads using gin (search_text gin_trgm_ops)`.execute(db);
    }
  }

  await db.schema
    .createTable("lead_events")
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("at", "bigint", (column) => column.notNull())
    .addColumn("actor_id", "bigint")
    // Kept as text, like the audit log's, so the timeline stays readable after a member leaves.
    .addColumn("actor", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("detail", "text", (column) => column.notNull())
    .addCheckConstraint("lead_events_kind", sql`kind in ('status', 'assignee', 'note')`)
    .execute();
  await db.schema.createIndex("lead_events_lead").on("lead_events").columns(["lead_id", "id"]).execute();
  // Fresh statistics, so the planner picks the indexes above for an existing inbox at once.
  await sql`analyze`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_events").execute();
  for (const index of [
    "leads_status_id",
    "leads_assignee_id",
    "leads_submitted_at",
    "leads_client",
    "leads_inbox_scan",
    "leads_unread",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  if (isPostgres(db)) await sql`drop index if exists leads_search_trigrams`.execute(db);
  // SQLite cannot drop a column with a reference or a check: there the columns stay, unused.
  if (!isPostgres(db)) return;
  for (const column of ["attested", "page", "search_text", "viewed_at", "assignee_id", "status"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
