import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A member's own e-mail to a lead, written in the console or in a mail program. */
export interface SentMessage {
  readonly leadId: number;
  readonly member: { readonly id: number; readonly email: string; readonly name: string };
  readonly at: number;
  readonly subject: string;
  readonly text: string;
  readonly newText: string;
  readonly messageId: string;
  readonly inReplyTo: string | null;
}

/** Keeps a member's e-mail in the conversation, once per Message-ID; answers whether it was new. */
export async function keepSentMessage(trx: Kysely<Database>, sent: SentMessage): Promise<boolean> {
  const inserted = await trx
    .insertInto("conversation_messages")
    .values({
      lead_id: sent.leadId,
      at: sent.at,
      side: "member",
      staff_id: sent.member.id,
      from_address: sent.member.email,
      from_name: sent.member.name,
      subject: sent.subject,
      text: sent.text,
      new_text: sent.newText,
      message_id: sent.messageId,
      in_reply_to: sent.inReplyTo,
    })
    .onConflict((conflict) => conflict.columns(["lead_id", "message_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}
