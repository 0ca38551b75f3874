import type { StaffRole } from "../db/schema";
import { contentLanguage } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime } from "../time";

/** The page that accepts an invitation; the token travels in the fragment, so no server or proxy logs it. */
export function invitationLink(siteUrl: string, token: string): string {
  return new URL(`/staff/invitation#${token}`, siteUrl).href;
}

/** The invitation e-mail (the staff console stays in English). */
export function invitationMail(
  to: string,
  role: StaffRole,
  link: string,
  expiresAt: number,
  supportEmail: string,
): OutboxMessage {
  return {
    to,
    replyTo: supportEmail,
    subject: "Your invitation to the iKEY staff console",
    text: [
      `You have been invited to the iKEY staff console as ${role}.`,
      "",
      "Set your password and your authenticator app here:",
      link,
      "",
      `The link works once, until ${formatMalaysiaTime(expiresAt)}.`,
      "If you did not expect this e-mail, you can ignore it.",
    ].join("\n"),
    headers: contentLanguage("en"),
  };
}
