import type { Language } from "@ikey/contracts/languages";
import { memberDisplayName } from "@ikey/contracts/lead-replies";
import { contentLanguage } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";

/** What the site's address is called on a member's reply: "Mei Ling Tan at iKEY". */
export function replySenderName(member: { readonly email: string; readonly name: string | null }): string {
  const name = memberDisplayName(member);
  return name ? `${name} at iKEY` : "iKEY";
}

/**
 * A member's e-mail to a lead, as the outbox sends it: from the site's own address (the one its
 * mail domain vouches for, SPF and DKIM) under the member's name, with the lead's conversation
 * address as Reply-To, so the lead's answer comes back into the lead's history whoever answers it
 * (docs/decisions/0041-conversations.md), under its own Message-ID, which the answer's In-Reply-To
 * names. Plain text, as the member wrote it; no Auto-Submitted header, as a person wrote it
 * (docs/decisions/0031-lead-replies.md). Its Content-Language is the lead's page's: the language the
 * console offers its reply in.
 */
export function leadReplyMail({
  to,
  member,
  replyTo,
  messageId,
  subject,
  body,
  language,
}: {
  readonly to: string;
  readonly member: { readonly email: string; readonly name: string | null };
  readonly replyTo: string;
  readonly messageId: string;
  readonly subject: string;
  readonly body: string;
  readonly language: Language;
}): OutboxMessage {
  return {
    fromName: replySenderName(member),
    to,
    replyTo,
    messageId,
    subject,
    text: body,
    headers: contentLanguage(language),
  };
}
