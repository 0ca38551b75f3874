import type { LeadReply } from "@ikey/contracts/console-api-schemas";
import type { Language } from "@ikey/contracts/languages";
import { leadContact } from "@ikey/contracts/lead-kind";
import {
  type ContactChannel,
  type ContactOutcome,
  internationalDigits,
  memberDisplayName,
} from "@ikey/contracts/lead-replies";
import { isMailAddress } from "@ikey/contracts/validation";
import type { Kysely, Transaction } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import type { ReplyAddresses } from "../credentials/reply-addresses";
import { appendLeadEvents } from "../db/lead-events";
import type { Database } from "../db/schema";
import { StaffProblem } from "../http/staff-problem";
import { enqueue } from "../outbox/outbox-store";
import { keepSentMessage } from "./conversation-sent";
import { recordFirstContact } from "./first-contact";
import { leadReplyMail } from "./lead-reply-mail";
import { leadKind } from "./lead-store";
import { type LeadChange, LeadGone } from "./lead-workflow";

/** One time a member reached out to a lead, or what came of it (docs/decisions/0031-lead-replies.md). */
export type LeadContact =
  /** An e-mail sent from the lead's page, through the outbox. */
  | { readonly kind: "reply"; readonly channel: "email"; readonly subject: string }
  /** A call, WhatsApp or mail link on the lead's page followed. */
  | { readonly kind: "attempt"; readonly channel: ContactChannel }
  /** How a call or a chat went. */
  | {
      readonly kind: "outcome";
      readonly channel: ContactChannel;
      readonly outcome: ContactOutcome;
      readonly note?: string;
    };

export interface LeadContactEntry {
  readonly leadId: number;
  readonly member: { readonly id: number; readonly email: string };
  readonly at: number;
  readonly contact: LeadContact;
}

/**
 * The one place every contact with a lead is written: its entry in the lead's history, with who
 * made it. Call it in the transaction of the action itself, so the history and the action (a reply
 * queued) commit together; whatever else counts contacts (such as when a lead was first answered)
 * belongs here too, so no kind of contact can miss it.
 */
export async function recordLeadContact(trx: Transaction<Database>, entry: LeadContactEntry): Promise<void> {
  await appendLeadEvents(trx, [
    { leadId: entry.leadId, at: entry.at, by: entry.member, kind: "contact", detail: entry.contact },
  ]);
  // Every contact stops the first-response clock, if nothing has yet: an e-mail (a reply, or the
  // mail link followed) as a reply, a call or chat (its link followed, or its outcome logged) as a call.
  const kind = entry.contact.channel === "email" ? "reply" : "call";
  await recordFirstContact(trx, entry.leadId, kind, entry.at);
  await markContacted(trx, entry);
}

/** Who the history says moved a lead to Contacted on its first contact: the server, not a person (issue 49). */
export const FIRST_CONTACT_ACTOR = "First contact";

/**
 * A lead still "New" when a member reaches it has been contacted: the status says so, as a change
 * in its history by the server (the contact beside it names the member), so the history never
 * credits a person with a change they did not choose (docs/decisions/0041-conversations.md). Only
 * from New, by a conditional update, so it never undoes a status a person chose.
 */
async function markContacted(trx: Transaction<Database>, entry: LeadContactEntry): Promise<void> {
  const { numUpdatedRows } = await trx
    .updateTable("leads")
    .set({ status: "contacted" })
    .where("id", "=", entry.leadId)
    .where("status", "=", "new")
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) return;
  await appendLeadEvents(trx, [
    {
      leadId: entry.leadId,
      at: entry.at,
      by: { server: FIRST_CONTACT_ACTOR },
      kind: "status",
      detail: { from: "new", to: "contacted" },
    },
  ]);
}

/** A lead gave no e-mail address a reply could go to: nothing to send. */
export class NoReplyAddress extends Error {}

/** Why a lead in the spam folder is not answered (issue 49): the reply form says the same. */
export const SPAM_GETS_NO_REPLY = "This lead is marked as spam, so it gets no reply. Move it out of spam to answer it.";

interface ContactedLead {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly language: Language;
  /** In the spam folder. */
  readonly spam: boolean;
}

/** Runs a contact on an existing lead in one transaction, with its audit entry (facts only, no words). */
async function contacting(
  db: Kysely<Database>,
  change: LeadChange,
  contactOf: (trx: Transaction<Database>, lead: ContactedLead) => Promise<LeadContact>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("leads")
      .select(["type", "payload", "language", "status"])
      .where("id", "=", change.leadId)
      .executeTakeFirst();
    if (!row) throw new LeadGone();
    const contact = leadContact(leadKind(row.type), JSON.parse(row.payload) as Record<string, unknown>);
    const contactMade = await contactOf(trx, { ...contact, language: row.language, spam: row.status === "spam" });
    await recordLeadContact(trx, { leadId: change.leadId, member: change.actor, at: change.now, contact: contactMade });
    await appendAudit(trx, {
      at: change.now,
      actor: change.actor,
      action: `lead.contact.${contactMade.kind}`,
      target: `lead ${change.leadId}`,
      detail:
        "outcome" in contactMade
          ? { channel: contactMade.channel, outcome: contactMade.outcome }
          : { channel: contactMade.channel },
      clientHash: change.clientHash,
    });
  });
}

/** The lead's e-mail when a mail header may hold it, else null: a reply's To. */
export function replyAddressOf(email: string): string | null {
  return isMailAddress(email) ? email : null;
}

/**
 * Queues the member's e-mail to the lead through the outbox, from the site's address under the
 * member's name, replying to the lead's conversation address, and writes it in the lead's history
 * and, whole, in its conversation, threaded by its Message-ID (docs/decisions/0041-conversations.md).
 */
export async function replyToLead(
  db: Kysely<Database>,
  change: LeadChange,
  reply: LeadReply,
  addresses: ReplyAddresses,
): Promise<void> {
  const conversation = await addresses.address(change.leadId);
  const messageId = addresses.messageId(change.leadId);
  await contacting(db, change, async (trx, lead) => {
    // A spam lead's address is whoever the sender typed: an answer would go to a stranger.
    if (lead.spam) throw new StaffProblem(SPAM_GETS_NO_REPLY);
    const to = replyAddressOf(lead.email);
    if (!to) throw new NoReplyAddress();
    const { name } = await trx
      .selectFrom("staff")
      .select("name")
      .where("id", "=", change.actor.id)
      .executeTakeFirstOrThrow();
    const member = { email: change.actor.email, name };
    const mail = leadReplyMail({ to, member, replyTo: conversation, messageId, language: lead.language, ...reply });
    await enqueue(trx, { leadId: change.leadId }, mail, change.now);
    // The answer it replies to, when the member answers one: the lead's latest e-mail.
    const answered = await trx
      .selectFrom("conversation_messages")
      .select("message_id")
      .where("lead_id", "=", change.leadId)
      .where("side", "=", "lead")
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    await keepSentMessage(trx, {
      leadId: change.leadId,
      member: { id: change.actor.id, email: change.actor.email, name: memberDisplayName(member) },
      at: change.now,
      subject: reply.subject,
      text: reply.body,
      newText: reply.body,
      messageId,
      inReplyTo: answered?.message_id ?? null,
    });
    return { kind: "reply", channel: "email", subject: reply.subject };
  });
}

/** A call, WhatsApp or mail link followed: refused for a channel the lead gave nothing for. */
export async function logContactAttempt(
  db: Kysely<Database>,
  change: LeadChange,
  channel: ContactChannel,
): Promise<void> {
  await contacting(db, change, async (_trx, lead) => {
    const reachable = channel === "email" ? replyAddressOf(lead.email) : internationalDigits(lead.phone);
    if (!reachable) {
      throw new StaffProblem(
        channel === "email" ? "This lead gave no e-mail address." : "This lead gave no phone number.",
      );
    }
    return { kind: "attempt", channel };
  });
}

/** How a call or a chat went, with the member's note, if any. */
export async function logContactOutcome(
  db: Kysely<Database>,
  change: LeadChange,
  { channel, outcome, note }: { channel: ContactChannel; outcome: ContactOutcome; note?: string | undefined },
): Promise<void> {
  await contacting(db, change, async () => ({ kind: "outcome", channel, outcome, ...(note ? { note } : {}) }));
}
