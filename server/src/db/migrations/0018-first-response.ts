import { type Kysely, sql } from "kysely";
import { businessTimeBetween } from "../../calendar/business-hours";
import { isPostgres } from "../dialect";

/**
 * The first-response clock (docs/decisions/0029-first-response.md): when each lead was first
 * contacted, how, and the business time it had waited by then; and the admins' response target
 * (one row, absent until first saved: the default holds). As in 0002, SQLite runs this in a
 * transaction of its own.
 *
 * Leads already past New were answered before the clock existed: they count as contacted by a
 * status change, at the first status change a member made on their timeline, or at their receipt
 * when the timeline has none. A lead whose only changes the site made (its visitor booked a demo)
 * had no person contact it, so it stays uncontacted. Spam is never contacted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db);
  await db.transaction().execute((trx) => addAll(trx));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>): Promise<void> {
  const leads = () => db.schema.alterTable("leads");
  await leads().addColumn("first_contacted_at", "bigint").execute();
  await leads()
    .addColumn("first_contact_kind", "text", (column) =>
      column.check(sql`first_contact_kind in ('status', 'reply', 'call')`),
    )
    .execute();
  // Business milliseconds from receipt to first contact: worked out once, as the calendar cannot be in SQL.
  await leads().addColumn("first_response_ms", "bigint").execute();

  await db.schema
    .createTable("first_response_settings")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("target_minutes", "integer", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addCheckConstraint("first_response_settings_one_row", sql`id = 1`)
    .execute();

  const answered = await db
    .selectFrom("leads")
    .select(["id", "submitted_at"])
    .where("status", "not in", ["new", "spam"])
    .execute();
  for (const lead of answered) {
    const changes = await db
      .selectFrom("lead_events")
      .select(["at", "actor_id"])
      .where("lead_id", "=", lead.id)
      .where("kind", "=", "status")
      .orderBy("id")
      .execute();
    // A member's change has their id; the site's own (a visitor's booking) has none.
    const byMember = changes.find((change) => change.actor_id !== null);
    if (!byMember && changes.length > 0) continue;
    const receivedAt = Number(lead.submitted_at);
    const at = byMember ? Number(byMember.at) : receivedAt;
    await db
      .updateTable("leads")
      .set({
        first_contacted_at: at,
        first_contact_kind: "status",
        first_response_ms: businessTimeBetween(receivedAt, at),
      })
      .where("id", "=", lead.id)
      .execute();
  }

  // The leads still waiting, in order of receipt: the inbox's "longest waiting" view and the
  // count per member read only these, however many leads were answered before. The status leads
  // each key so that both engines take these over the plain status index: its equality and the
  // order come from one index, without a sort (unanswered-leads.ts).
  await sql`create index leads_unanswered on leads (status, submitted_at, id) where first_contacted_at is null`.execute(
    db,
  );
  await sql`create index leads_unanswered_assignee on leads (status, assignee_id, submitted_at, id) where first_contacted_at is null`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("first_response_settings").execute();
  await db.schema.dropIndex("leads_unanswered").execute();
  await db.schema.dropIndex("leads_unanswered_assignee").execute();
  // SQLite cannot drop a column with a check: there the columns stay, unused.
  if (!isPostgres(db)) return;
  for (const column of ["first_response_ms", "first_contact_kind", "first_contacted_at"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
