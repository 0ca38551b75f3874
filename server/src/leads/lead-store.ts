import type { Language } from "@ikey/contracts/languages";
import type { LeadAttribution } from "@ikey/contracts/lead-attribution";
import type { LeadKind } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../db/errors";
import type { Database } from "../db/schema";
import { enqueue, type OutboxMessage } from "../outbox/outbox-store";
import { type AttributionColumn, attributionOfRow, attributionRow } from "./attribution-columns";
import { leadSearchText } from "./lead-search";
import { contactKeysOf, type Linking, linkSamePerson } from "./same-person-links";

/** The kind a stored lead's type names (contracts/leads.ts). */
export function leadKind(type: string): LeadKind {
  const kind = leadKinds.find((candidate) => candidate.name === type);
  if (!kind) throw new Error(`Unknown lead type: ${type}`);
  return kind;
}

export interface NewLead {
  /** The lead kind's name (contracts/leads.ts). */
  readonly type: string;
  readonly payload: Record<string, unknown>;
  readonly submittedAt: number;
  readonly userAgent: string;
  readonly clientHash: string;
  readonly spam: boolean;
  readonly idempotencyKey: string | null;
  /** The path of the page it was sent from, when known. */
  readonly page?: string | null;
  /** The language of the page it was sent from; English when absent. */
  readonly language?: Language;
  /** Whether a valid attestation token came with it; absent or null when attestation is not configured. */
  readonly attested?: boolean | null;
  /** Where it came from, as checked apart from the payload (docs/decisions/0027-lead-attribution.md). */
  readonly attribution?: LeadAttribution;
  /** The sales e-mail, queued in the same transaction; null for spam. */
  readonly notification: OutboxMessage | null;
}

export interface SavedLead {
  readonly id: number;
  /** True when the same Idempotency-Key was stored before: nothing new was written. */
  readonly duplicate: boolean;
  /** What linking it to the same person's other leads did; absent for a retry and for spam. */
  readonly samePerson?: Linking;
}

/** More work on a new lead inside its transaction (a demo's booking), committed with it. */
export type AlongsideLead = (trx: Kysely<Database>, leadId: number) => Promise<void>;

async function findByKey(db: Kysely<Database>, type: string, key: string) {
  return db
    .selectFrom("leads")
    .select("id")
    .where("type", "=", type)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/**
 * Stores a lead and its notification in one transaction: both or neither. The
 * caller answers 2xx only after this resolves, that is, after the commit. A lead not
 * caught by the honeypot is linked to the same person's recent leads in the same
 * transaction, in a savepoint of its own, so that a failure there never costs the lead.
 */
export async function saveLead(db: Kysely<Database>, lead: NewLead, alongside?: AlongsideLead): Promise<SavedLead> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (lead.idempotencyKey) {
        const existing = await findByKey(trx, lead.type, lead.idempotencyKey);
        if (existing) return { id: existing.id, duplicate: true };
      }
      const kind = leadKind(lead.type);
      const keys = contactKeysOf(kind, lead.payload);
      const { id } = await trx
        .insertInto("leads")
        .values({
          type: lead.type,
          payload: JSON.stringify(lead.payload),
          submitted_at: lead.submittedAt,
          user_agent: lead.userAgent,
          client_hash: lead.clientHash,
          is_spam: lead.spam ? 1 : 0,
          idempotency_key: lead.idempotencyKey,
          status: lead.spam ? "spam" : "new",
          search_text: leadSearchText(kind, lead.payload),
          page: lead.page ?? null,
          language: lead.language ?? "en",
          attested: lead.attested == null ? null : Number(lead.attested),
          assignee_id: null,
          viewed_at: null,
          normalised_email: keys.email,
          normalised_phone: keys.phone,
          ...attributionRow(lead.attribution),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // First after the insert: its locks (linkSamePerson) come before any the work below takes.
      const samePerson = lead.spam ? undefined : await linkSamePerson(trx, { id, submittedAt: lead.submittedAt, keys });
      if (lead.notification) await enqueue(trx, { leadId: id }, lead.notification, lead.submittedAt);
      if (alongside) await alongside(trx, id);
      return { id, duplicate: false, samePerson };
    });
  } catch (error) {
    // Two retries of one submission raced: the other one committed first.
    if (lead.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByKey(db, lead.type, lead.idempotencyKey);
      if (existing) return { id: existing.id, duplicate: true };
    }
    throw error;
  }
}

export interface StoredLead {
  readonly id: number;
  readonly submittedAt: number;
  readonly userAgent: string;
  readonly spam: boolean;
  readonly payload: Record<string, unknown>;
  /** Each part of where it came from, null where it had none. */
  readonly attribution: ReturnType<typeof attributionOfRow>;
}

/** A stored row as the exports read it (`npm run leads` and the console's CSV). */
export function storedLeadOf(
  row: {
    readonly id: number;
    readonly type: string;
    readonly submitted_at: number;
    readonly user_agent: string;
    readonly is_spam: number;
    readonly payload: string;
  } & Readonly<Record<AttributionColumn, string | null>>,
): StoredLead & { readonly type: string } {
  return {
    id: Number(row.id),
    type: row.type,
    submittedAt: Number(row.submitted_at),
    userAgent: row.user_agent,
    spam: row.is_spam === 1,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    attribution: attributionOfRow(row),
  };
}

export async function listLeads(
  db: Kysely<Database>,
  { type, since, includeSpam }: { type: string; since?: number; includeSpam: boolean },
): Promise<StoredLead[]> {
  let query = db.selectFrom("leads").selectAll().where("type", "=", type).orderBy("id");
  if (since !== undefined) query = query.where("submitted_at", ">=", since);
  if (!includeSpam) query = query.where("is_spam", "=", 0);
  return (await query.execute()).map(storedLeadOf);
}

/**
 * Deletes, for good, every lead received before `cutoff` (epoch ms) with its e-mails, and
 * counts them. The foreign key cascades too; deleting explicitly does not depend on
 * SQLite's foreign_keys pragma.
 */
export async function deleteLeadsReceivedBefore(db: Kysely<Database>, cutoff: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = trx.selectFrom("leads").select("id").where("submitted_at", "<", cutoff);
    await trx.deleteFrom("outbox").where("lead_id", "in", due).execute();
    await trx.deleteFrom("lead_events").where("lead_id", "in", due).execute();
    await trx.deleteFrom("conversation_messages").where("lead_id", "in", due).execute();
    await trx
      .deleteFrom("same_person_links")
      .where((eb) => eb.or([eb("lead_id", "in", due), eb("other_id", "in", due)]))
      .execute();
    const { numDeletedRows } = await trx.deleteFrom("leads").where("submitted_at", "<", cutoff).executeTakeFirst();
    return Number(numDeletedRows);
  });
}
