import { memberDisplayName } from "@ikey/contracts/lead-replies";
import type { OutboxMessage } from "../outbox/outbox-store";

/** What the site's address is called on a member's reply: "Mei Ling Tan at iKEY". */
export function replySenderName(member: { readonly email: string; readonly name: string | null }): string {
  const name = memberDisplayName(member);
  return name ? `${name} at iKEY` : "iKEY";
}

/**
 * A member's e-mail to a lead, as the outbox sends it: from the site's own address (the one its
 * mail domain vouches for, SPF and DKIM) under the member's name, with the member's address as
 * Reply-To, so the lead's answer reaches the member. Plain text, as the member wrote it; no
 * Auto-Submitted header, as a person wrote it (docs/decisions/0031-lead-replies.md).
 */
export function leadReplyMail({
  to,
  member,
  subject,
  body,
}: {
  readonly to: string;
  readonly member: { readonly email: string; readonly name: string | null };
  readonly subject: string;
  readonly body: string;
}): OutboxMessage {
  return { fromName: replySenderName(member), to, replyTo: member.email, subject, text: body };
}
