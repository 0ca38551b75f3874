import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import { SAME_PERSON_DAYS } from "@ikey/contracts/lead-inbox";
import { type LeadKind, leadContact } from "@ikey/contracts/lead-kind";
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { DAY_MS } from "../time";
import { leadKind } from "./lead-store";
import { emailMatchKey, phoneMatchKey } from "./same-person-keys";

/** A lead's e-mail and phone as the same person's other leads have them (columns normalised_email, normalised_phone). */
export interface ContactKeys {
  readonly email: string | null;
  readonly phone: string | null;
}

export function contactKeysOf(kind: LeadKind, payload: Record<string, unknown>): ContactKeys {
  const contact = leadContact(kind, payload);
  return { email: emailMatchKey(contact.email), phone: phoneMatchKey(contact.phone) };
}

/**
 * A lead is linked to at most this many others, the newest: someone who sends the same address a
 * thousand times must not write a million rows. Each of those others still shows the rest.
 */
export const SAME_PERSON_LINKS_MAX = 50;

export type Linking = { readonly linked: number; readonly error?: undefined } | { readonly error: unknown };

/**
 * Links a lead, inside its transaction, to every lead within 90 days of it (before it, for a new
 * lead; on both sides, for one taken out of the spam folder) with the same normalised e-mail or
 * phone that is not in the spam folder and not linked to it yet, one row each way. This is optional
 * around the lead, so it runs in a savepoint: whatever fails in it (a lock that times out, a
 * deadlock PostgreSQL breaks, a table a half-finished deployment lacks) is rolled back alone and
 * answered as an error, and the lead commits unlinked. On PostgreSQL, two leads of one person
 * arriving at once would each miss the other, uncommitted: a transaction-scoped advisory lock per
 * key, taken in one order, makes the second wait for the first and see it.
 */
export async function linkSamePerson(
  trx: Kysely<Database>,
  lead: { readonly id: number; readonly submittedAt: number; readonly keys: ContactKeys },
): Promise<Linking> {
  const { email, phone } = lead.keys;
  if (email === null && phone === null) return { linked: 0 };
  await sql`savepoint same_person`.execute(trx);
  try {
    if (isPostgres(trx)) {
      const locks = [email && `email ${email}`, phone && `phone ${phone}`].filter((key) => key !== null).sort();
      for (const key of locks) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`same-person ${key}`}, 0))`.execute(trx);
      }
    }
    const others = await trx
      .selectFrom("leads")
      .select("id")
      .where("id", "<>", lead.id)
      .where("status", "<>", "spam")
      .where("submitted_at", ">=", lead.submittedAt - SAME_PERSON_DAYS * DAY_MS)
      .where("submitted_at", "<=", lead.submittedAt + SAME_PERSON_DAYS * DAY_MS)
      .where("id", "not in", (eb) =>
        eb.selectFrom("same_person_links").select("other_id").where("lead_id", "=", lead.id),
      )
      .where((eb) =>
        eb.or([
          ...(email === null ? [] : [eb("normalised_email", "=", email)]),
          ...(phone === null ? [] : [eb("normalised_phone", "=", phone)]),
        ]),
      )
      .orderBy("id", "desc")
      .limit(SAME_PERSON_LINKS_MAX)
      .execute();
    if (others.length > 0) {
      await trx
        .insertInto("same_person_links")
        .values(
          others.flatMap(({ id }) => [
            { lead_id: lead.id, other_id: Number(id) },
            { lead_id: Number(id), other_id: lead.id },
          ]),
        )
        .execute();
    }
    await sql`release savepoint same_person`.execute(trx);
    return { linked: others.length };
  } catch (error) {
    await sql`rollback to savepoint same_person`.execute(trx);
    return { error };
  }
}

/**
 * Links a lead a member took out of the spam folder as a new lead would have been: the honeypot
 * kept it apart when it came, and the same person's leads since then passed it by.
 */
export async function linkLeadOutOfSpam(trx: Kysely<Database>, leadId: number): Promise<Linking> {
  const lead = await trx
    .selectFrom("leads")
    .select(["submitted_at", "normalised_email", "normalised_phone"])
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  return linkSamePerson(trx, {
    id: leadId,
    submittedAt: Number(lead.submitted_at),
    keys: { email: lead.normalised_email, phone: lead.normalised_phone },
  });
}

/** The other leads linked to lead `id`, newest first, each with what it shares with it. */
export async function samePersonLeads(
  db: Kysely<Database>,
  lead: { readonly id: number; readonly normalised_email: string | null; readonly normalised_phone: string | null },
): Promise<LeadDetail["samePersonLeads"]> {
  const rows = await db
    .selectFrom("same_person_links")
    .innerJoin("leads", "leads.id", "same_person_links.other_id")
    .select([
      "leads.id",
      "leads.type",
      "leads.status",
      "leads.submitted_at",
      "leads.payload",
      "leads.normalised_email",
      "leads.normalised_phone",
    ])
    .where("same_person_links.lead_id", "=", lead.id)
    .orderBy("leads.id", "desc")
    .execute();
  return rows.map((row) => {
    const kind = leadKind(row.type);
    return {
      id: Number(row.id),
      formTitle: kind.title,
      status: row.status,
      receivedAt: Number(row.submitted_at),
      name: leadContact(kind, JSON.parse(row.payload) as Record<string, unknown>).name,
      sameEmail: row.normalised_email !== null && row.normalised_email === lead.normalised_email,
      samePhone: row.normalised_phone !== null && row.normalised_phone === lead.normalised_phone,
    };
  });
}
