import { businessDuration } from "@ikey/contracts/first-response";
import type { OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime } from "../time";

export interface Reoffer {
  readonly leadId: number;
  readonly formTitle: string;
  readonly receivedAt: number;
  readonly targetMinutes: number;
  /** The member it was offered to, whom a reply reaches. */
  readonly toEmail: string;
  /** The member it was taken from: the e-mail's recipient. */
  readonly fromEmail: string;
  readonly consoleUrl: string;
}

/**
 * Tells the member a lead was taken from that it went to the next member on duty. In English: the
 * console has no language of a member's own to write in. No field of the lead's: the link opens it.
 */
export function reofferNotice(reoffer: Reoffer): OutboxMessage {
  const leadUrl = new URL(`/staff/leads/${reoffer.leadId}`, reoffer.consoleUrl).href;
  return {
    to: reoffer.fromEmail,
    replyTo: reoffer.toEmail,
    subject: `Lead ${reoffer.leadId} was offered to ${reoffer.toEmail}`,
    text: [
      `The ${reoffer.formTitle.toLowerCase()} received ${formatMalaysiaTime(reoffer.receivedAt)} waited past the response target of ${businessDuration(reoffer.targetMinutes)} of business time without a first contact.`,
      "",
      `It is now assigned to ${reoffer.toEmail}, who was next on duty. Reply to this e-mail to reach them.`,
      "",
      `The lead: ${leadUrl}`,
    ].join("\n"),
  };
}
