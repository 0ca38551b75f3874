import type { Language } from "@ikey/contracts/languages";
import type { LeadStatus } from "@ikey/contracts/lead-inbox";
import { leadContact } from "@ikey/contracts/lead-kind";
import { mayOpen } from "@ikey/contracts/staff";
import type { Kysely, Transaction } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { appendLeadEvents } from "../db/lead-events";
import type { Database } from "../db/schema";
import { StaffProblem } from "../http/staff-problem";
import { enqueue } from "../outbox/outbox-store";
import { recordFirstContact } from "./first-contact";
import { handOffNotice } from "./hand-off-notice";
import { hasDemoToCome } from "./lead-demo";
import { leadKind } from "./lead-store";
import { linkLeadOutOfSpam } from "./same-person-links";

/** Who changes a lead, from which client (a keyed hash), and when. */
export interface LeadChange {
  readonly leadId: number;
  readonly actor: { readonly id: number; readonly email: string };
  readonly clientHash: string;
  readonly now: number;
}

export class LeadGone extends Error {}

/** The refusal of "Demo scheduled" by hand for a lead without a confirmed demo to come. */
export const DEMO_SCHEDULED_BY_BOOKING =
  '"Demo scheduled" is set by booking the demo: use "Book a demo" on the lead\'s page.';

/** Runs a change on an existing lead in one transaction: its timeline entry and audit entry commit with it. */
async function onLead<T>(
  db: Kysely<Database>,
  change: LeadChange,
  apply: (trx: Transaction<Database>, lead: { status: LeadStatus; assignee_id: number | null }) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["status", "assignee_id"])
      .where("id", "=", change.leadId)
      .executeTakeFirst();
    if (!lead) throw new LeadGone();
    return apply(trx, lead);
  });
}

async function record(
  trx: Transaction<Database>,
  change: LeadChange,
  kind: "status" | "assignee" | "note",
  detail: Record<string, unknown>,
) {
  await appendLeadEvents(trx, [{ leadId: change.leadId, at: change.now, by: change.actor, kind, detail }]);
  // The audit log keeps that it happened; a note's words stay on the lead alone.
  const facts = kind === "note" ? undefined : detail;
  await appendAudit(trx, {
    at: change.now,
    actor: change.actor,
    action: `lead.${kind}`,
    target: `lead ${change.leadId}`,
    detail: facts,
    clientHash: change.clientHash,
  });
}

/**
 * Moves a lead along new → contacted → demo scheduled → won or lost, to spam, or back out of spam.
 * A member moving it on from New has dealt with it: its first contact, unless it had one
 * (docs/decisions/0029-first-response.md). Calling it spam contacts no one. A lead back out of spam
 * is linked to the same person's other leads (docs/decisions/0030-same-person.md).
 */
export async function changeLeadStatus(db: Kysely<Database>, change: LeadChange, status: LeadStatus): Promise<void> {
  await onLead(db, change, async (trx, lead) => {
    if (lead.status === status) return;
    // "Demo scheduled" names a demo: a booking sets it (demo-booking/console-booking.ts), never a hand alone.
    if (status === "demo-scheduled" && !(await hasDemoToCome(trx, change.leadId, change.now))) {
      throw new StaffProblem(DEMO_SCHEDULED_BY_BOOKING);
    }
    await trx.updateTable("leads").set({ status }).where("id", "=", change.leadId).execute();
    await record(trx, change, "status", { from: lead.status, to: status });
    if (lead.status === "new" && status !== "spam") {
      await recordFirstContact(trx, change.leadId, "status", change.now);
    }
    if (lead.status === "spam") await linkLeadOutOfSpam(trx, change.leadId);
  });
}

/** A member's change of assignee: to whom (null: nobody), with any note for them. */
export interface AssigneeChange {
  readonly assigneeId: number | null;
  readonly note?: string;
}

/**
 * Hands a lead to an active sales member or admin, or to nobody (null): a person's choice, which
 * the round robin and the re-offer never undo (docs/decisions/0032-lead-assignment.md, "Hand-offs
 * stick"). A colleague handed it is told, by e-mail in their language and by a console notice,
 * with the note, which also joins the lead's history. Answers whether an e-mail was queued.
 */
export async function changeLeadAssignee(
  db: Kysely<Database>,
  change: LeadChange,
  { assigneeId, note }: AssigneeChange,
  consoleUrl: string,
): Promise<boolean> {
  return onLead(db, change, async (trx, lead) => {
    const current = lead.assignee_id === null ? null : Number(lead.assignee_id);
    const text = note?.trim() || null;
    // Nobody new to tell, but the words typed with it are kept: "Assignee saved." must lose none.
    if (current === assigneeId) {
      if (text) await record(trx, change, "note", { text });
      return false;
    }
    const memberOf = async (id: number | null) =>
      id === null
        ? undefined
        : trx
            .selectFrom("staff")
            .select(["email", "role", "status", "language"])
            .where("id", "=", id)
            .executeTakeFirst();
    const next = await memberOf(assigneeId);
    const mayTake = next?.status === "active" && mayOpen(next.role, "leads");
    if (assigneeId !== null && !mayTake) {
      throw new StaffProblem("Leads can be assigned only to an active sales member or admin.");
    }
    const previous = await memberOf(current);
    await trx
      .updateTable("leads")
      .set({ assignee_id: assigneeId, assigned_how: assigneeId === null ? null : "person" })
      .where("id", "=", change.leadId)
      .execute();
    await record(trx, change, "assignee", { from: previous?.email ?? null, to: next?.email ?? null });
    if (text) await record(trx, change, "note", { text });
    if (assigneeId === null || !next || assigneeId === change.actor.id) return false;
    await tellNewAssignee(
      trx,
      change,
      { id: assigneeId, email: next.email, language: next.language },
      text,
      consoleUrl,
    );
    return true;
  });
}

/** The console notice and the e-mail to the member a colleague handed the lead to, in the change's transaction. */
async function tellNewAssignee(
  trx: Transaction<Database>,
  change: LeadChange,
  to: { readonly id: number; readonly email: string; readonly language: Language },
  note: string | null,
  consoleUrl: string,
): Promise<void> {
  await trx
    .insertInto("staff_notices")
    .values({
      staff_id: to.id,
      lead_id: change.leadId,
      kind: "hand-off",
      detail: JSON.stringify({ from: change.actor.email, note }),
      created_at: change.now,
      read_at: null,
    })
    .execute();
  const lead = await trx
    .selectFrom("leads")
    .select(["type", "payload"])
    .where("id", "=", change.leadId)
    .executeTakeFirstOrThrow();
  const kind = leadKind(lead.type);
  const mail = handOffNotice({
    leadId: change.leadId,
    contact: leadContact(kind, JSON.parse(lead.payload) as Record<string, unknown>),
    form: kind,
    fromEmail: change.actor.email,
    toEmail: to.email,
    toLanguage: to.language,
    note,
    consoleUrl,
  });
  await enqueue(trx, { leadId: change.leadId }, mail, change.now);
}

export async function addLeadNote(db: Kysely<Database>, change: LeadChange, text: string): Promise<void> {
  await onLead(db, change, (trx) => record(trx, change, "note", { text }));
}

/**
 * Erases a lead for good (a PDPA request): the lead, its timeline, its e-mails, its conversation, its notices and its links to the
 * same person's other leads (which stay, each no longer pointing at it). The audit log
 * keeps that it was erased, by whom and which form it came from, and nothing of what it said.
 */
export async function eraseLead(db: Kysely<Database>, change: LeadChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("type").where("id", "=", change.leadId).executeTakeFirst();
    if (!lead) throw new LeadGone();
    await trx.deleteFrom("outbox").where("lead_id", "=", change.leadId).execute();
    await trx.deleteFrom("lead_events").where("lead_id", "=", change.leadId).execute();
    await trx.deleteFrom("conversation_messages").where("lead_id", "=", change.leadId).execute();
    // A hand-off's notice may quote the lead in its note.
    await trx.deleteFrom("staff_notices").where("lead_id", "=", change.leadId).execute();
    await trx
      .deleteFrom("same_person_links")
      .where((eb) => eb.or([eb("lead_id", "=", change.leadId), eb("other_id", "=", change.leadId)]))
      .execute();
    await trx.deleteFrom("leads").where("id", "=", change.leadId).execute();
    await appendAudit(trx, {
      at: change.now,
      actor: change.actor,
      action: "lead.erase",
      target: `lead ${change.leadId}`,
      detail: { form: lead.type },
      clientHash: change.clientHash,
    });
  });
}
