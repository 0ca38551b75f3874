import { type Kysely, sql } from "kysely";
import { emailMatchKey, phoneMatchKey } from "../../leads/same-person-keys";
import { isPostgres } from "../dialect";

/**
 * The same person twice (docs/decisions/0030-same-person.md): each lead keeps its e-mail and phone
 * number normalised, indexed with its time, and a lead is linked to the leads of the 90 days before
 * it that share either, one row each way, deleted with either lead. Existing leads get their keys
 * and their links here, as if each had just arrived. As in 0002, SQLite runs this in a transaction
 * of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db, true);
  await db.transaction().execute((trx) => addAll(trx, false));
}

/**
 * Where each kind's e-mail and phone were when this migration was written (a kind's phone joins its
 * fields with a space), frozen so later changes to the contracts never change this migration.
 */
const contactFields: Record<string, { email: string[]; phone: string[] }> = {
  "request-demo": { email: ["email"], phone: ["contactNumber"] },
  "centre-sign-up": { email: ["email"], phone: ["contactNumber"] },
  "campaign-application": { email: ["email"], phone: ["areaCode", "phoneNumber"] },
};

const NINETY_DAYS_MS = 90 * 24 * 3_600_000;

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>, postgres: boolean): Promise<void> {
  await db.schema.alterTable("leads").addColumn("normalised_email", "text").execute();
  await db.schema.alterTable("leads").addColumn("normalised_phone", "text").execute();

  const rows = await db.selectFrom("leads").select(["id", "type", "payload"]).execute();
  for (const row of rows) {
    const fields = contactFields[row.type];
    if (!fields) continue;
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const joined = (names: string[]) =>
      names
        .map((name) => String(payload[name] ?? "").trim())
        .filter(Boolean)
        .join(" ");
    await db
      .updateTable("leads")
      .set({
        normalised_email: emailMatchKey(joined(fields.email)),
        normalised_phone: phoneMatchKey(joined(fields.phone)),
      })
      .where("id", "=", row.id)
      .execute();
  }

  // A new lead looks up the leads of the last 90 days by each key: the key, then the time.
  for (const key of ["normalised_email", "normalised_phone"]) {
    await db.schema
      .createIndex(`leads_${key}`)
      .on("leads")
      .columns([key, "submitted_at"])
      .where(sql.ref(key), "is not", null)
      .execute();
  }

  await db.schema
    .createTable("same_person_links")
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("other_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("same_person_links_pk", ["lead_id", "other_id"])
    .addCheckConstraint("same_person_links_other", sql`lead_id <> other_id`)
    .execute();
  // Deleting a lead finds the rows that point at it from the other side.
  await db.schema.createIndex("same_person_links_other").on("same_person_links").column("other_id").execute();

  // Every pair of leads not caught by the honeypot that share a key and came within 90 days of
  // each other, both ways: what linking each lead as it arrived would have made.
  for (const key of ["normalised_email", "normalised_phone"]) {
    await sql`
      insert into same_person_links (lead_id, other_id)
      select a.id, b.id from leads a join leads b
        on b.${sql.ref(key)} = a.${sql.ref(key)} and b.id <> a.id
        and b.submitted_at between a.submitted_at - ${NINETY_DAYS_MS} and a.submitted_at + ${NINETY_DAYS_MS}
      where a.is_spam = 0 and b.is_spam = 0
        and not exists (select 1 from same_person_links l where l.lead_id = a.id and l.other_id = b.id)
    `.execute(db);
  }
  if (postgres) await sql`analyze leads`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("same_person_links").execute();
  await db.schema.dropIndex("leads_normalised_email").execute();
  await db.schema.dropIndex("leads_normalised_phone").execute();
  await db.schema.alterTable("leads").dropColumn("normalised_phone").execute();
  await db.schema.alterTable("leads").dropColumn("normalised_email").execute();
}
