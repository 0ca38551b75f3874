import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Hand-offs that stick and mail that is never sent late (docs/decisions/0032-lead-assignment.md,
 * "Hand-offs stick"; docs/decisions/0004-lead-storage-and-outbox.md, "Stale mail").
 *
 * `leads.assigned_how` says how the lead got its assignee: "round-robin" or "re-offer" (the
 * server), "demo" (the booking gave it to the demo's host) or "person" (a member chose it, a
 * hand-off or the reassignment of a disabled member's leads). The re-offer moves only a lead the
 * round robin gave and nobody has touched since. Leads assigned before this migration take it from
 * their latest assignee entry in the history: a member's entry is a person's, the server's its
 * own; a lead assigned with no entry was a booked demo's.
 *
 * `outbox.stale_at`: the moment after which an e-mail says something no longer true (a reminder
 * after its demo began, a morning digest at noon); a worker drops it rather than send it late.
 *
 * `staff_notices`: what the console tells a member on their next look (a lead handed to them, with
 * the note), until they have read it.
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
    .alterTable("leads")
    .addColumn("assigned_how", "text", (column) =>
      column.check(sql`assigned_how in ('round-robin', 're-offer', 'demo', 'person')`),
    )
    .execute();
  await sql`
    update leads set assigned_how = coalesce(
      (select case
          when e.actor_id is not null then 'person'
          when e.actor = 'Re-offer past the response target' then 're-offer'
          else 'round-robin' end
        from lead_events e
        where e.lead_id = leads.id and e.kind = 'assignee'
        order by e.id desc limit 1),
      'demo')
    where assignee_id is not null`.execute(db);

  await db.schema.alterTable("outbox").addColumn("stale_at", "bigint").execute();

  await db.schema
    .createTable("staff_notices")
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("staff_id", "integer", (column) => column.notNull().references("staff.id"))
    .addColumn("lead_id", "integer", (column) => column.references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('hand-off')`))
    .addColumn("detail", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("read_at", "bigint")
    .execute();
  await db.schema.createIndex("staff_notices_unread").on("staff_notices").columns(["staff_id", "read_at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_notices").execute();
  await db.schema.alterTable("outbox").dropColumn("stale_at").execute();
  await db.schema.alterTable("leads").dropColumn("assigned_how").execute();
}
