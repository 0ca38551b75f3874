import { CONVERSATION_PAGE, type Conversation } from "@ikey/contracts/console-api-schemas";
import { mayOpen } from "@ikey/contracts/staff";
import type { Kysely, Transaction } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import type { Database } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import type { InboundMessage } from "./conversation-mail";
import { answerNotice } from "./conversation-notice";
import { recordLeadContact } from "./lead-contacts";

/** What became of a received e-mail. */
export type Received =
  | { readonly kept: "lead" | "member"; readonly messageId: number }
  | { readonly kept: false; readonly reason: "duplicate" | "lead gone" };

/**
 * Keeps an e-mail received at lead `leadId`'s reply address, in one transaction. Sent by an active
 * member who may work leads (an answer to the sales notification, or a reply from their own mail
 * program), it is the member's: a contact like a reply from the console (first contact, "New" to
 * "Contacted"). From anyone else it is the lead's side, whoever wrote it, and marks the lead answered.
 * The same Message-ID twice (a retried delivery, on this instance or another) is kept once.
 */
export async function keepReceivedMessage(
  db: Kysely<Database>,
  { leadId, message, at }: { leadId: number; message: InboundMessage; at: number },
  links: { readonly conversationAddress: string; readonly consoleUrl: string },
): Promise<Received> {
  return db.transaction().execute(async (trx): Promise<Received> => {
    const lead = await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
    if (!lead) return { kept: false, reason: "lead gone" };
    const member = await memberWriting(trx, message.from.address);
    const row = {
      lead_id: leadId,
      at,
      side: member ? ("member" as const) : ("lead" as const),
      staff_id: member?.id ?? null,
      from_address: message.from.address,
      from_name: message.from.name,
      subject: message.subject,
      text: message.text,
      new_text: message.newText,
      message_id: message.messageId,
      in_reply_to: message.inReplyTo,
    };
    const inserted = await trx
      .insertInto("conversation_messages")
      .values(row)
      .onConflict((conflict) => conflict.columns(["lead_id", "message_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { kept: false, reason: "duplicate" };
    if (member) {
      await recordLeadContact(trx, {
        leadId,
        member,
        at,
        contact: { kind: "reply", channel: "email", subject: message.subject },
      });
      await appendAudit(trx, {
        at,
        actor: member,
        action: "lead.contact.reply",
        target: `lead ${leadId}`,
        detail: { channel: "email", by: "mail" },
      });
    } else {
      await trx.updateTable("leads").set({ answered_at: at }).where("id", "=", leadId).execute();
      await tellAssignee(trx, { leadId, message, at }, links);
    }
    return { kept: row.side, messageId: Number(inserted.id) };
  });
}

/** The lead's answer, told to the member it is assigned to (if an active one), in the same transaction. */
async function tellAssignee(
  trx: Transaction<Database>,
  { leadId, message, at }: { leadId: number; message: InboundMessage; at: number },
  links: { readonly conversationAddress: string; readonly consoleUrl: string },
): Promise<void> {
  const assignee = await trx
    .selectFrom("leads")
    .innerJoin("staff", "staff.id", "leads.assignee_id")
    .select(["staff.email", "staff.language", "staff.status"])
    .where("leads.id", "=", leadId)
    .executeTakeFirst();
  if (assignee?.status !== "active") return;
  const notice = answerNotice({
    leadId,
    to: { email: assignee.email, language: assignee.language },
    from: message.from,
    subject: message.subject,
    newText: message.newText,
    ...links,
  });
  await enqueue(trx, { leadId }, notice, at);
}

/** The active member who may work leads that an address belongs to, if any. */
async function memberWriting(trx: Transaction<Database>, address: string) {
  const member = await trx
    .selectFrom("staff")
    .select(["id", "email", "role", "status"])
    .where("email", "=", address)
    .executeTakeFirst();
  return member?.status === "active" && mayOpen(member.role, "leads")
    ? { id: Number(member.id), email: member.email }
    : undefined;
}

/** The latest CONVERSATION_PAGE e-mails of a lead's conversation, oldest first, each linked to what it answers. */
export async function conversationOf(db: Kysely<Database>, leadId: number): Promise<Conversation | null> {
  const lead = await db.selectFrom("leads").select("answered_at").where("id", "=", leadId).executeTakeFirst();
  if (!lead) return null;
  const [rows, count] = await Promise.all([
    db
      .selectFrom("conversation_messages")
      .select([
        "id",
        "at",
        "side",
        "from_name",
        "from_address",
        "subject",
        "text",
        "new_text",
        "message_id",
        "in_reply_to",
      ])
      .where("lead_id", "=", leadId)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(CONVERSATION_PAGE)
      .execute(),
    db
      .selectFrom("conversation_messages")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow(),
  ]);
  const byMessageId = new Map(rows.map((row) => [row.message_id, Number(row.id)]));
  return {
    messages: rows.reverse().map((row) => ({
      id: Number(row.id),
      at: Number(row.at),
      side: row.side,
      fromName: row.from_name,
      fromAddress: row.from_address,
      subject: row.subject,
      text: row.text,
      newText: row.new_text,
      answers: row.in_reply_to ? (byMessageId.get(row.in_reply_to) ?? null) : null,
    })),
    earlier: Math.max(Number(count.count) - rows.length, 0),
    answeredAt: lead.answered_at === null ? null : Number(lead.answered_at),
  };
}
