import { DELETION_DAYS } from "@ikey/contracts/account-deactivation";
import type { OutboxMessage } from "../outbox/outbox-store";

const DAY_MS = 86_400_000;

/** Times in e-mails are Malaysia time, where iKEY's parents are. */
const malaysiaTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kuala_Lumpur",
  dateStyle: "long",
  timeStyle: "short",
});

export function formatMalaysiaTime(at: number): string {
  return `${malaysiaTime.format(at)} (Malaysia time)`;
}

interface Notice {
  readonly to: string;
  readonly at: number;
  readonly supportEmail: string;
}

/** To the account holder, right after a deactivation: what happened, how to undo it, and when it becomes final. */
export function deactivationNotice({ to, at, supportEmail }: Notice): OutboxMessage {
  return {
    to,
    replyTo: supportEmail,
    subject: "Your iKEY account has been deactivated",
    text: [
      "Hello,",
      "",
      `Your iKEY app account (${to}) was deactivated on the iKEY website on ${formatMalaysiaTime(at)}.`,
      "",
      "Change your mind? Just log in to the iKEY app again to reactivate your account.",
      "",
      `If you do not log in, your account and its data will be permanently deleted on ${formatMalaysiaTime(at + DELETION_DAYS * DAY_MS)}, ${DELETION_DAYS} days after deactivation.`,
      "",
      `If you did not deactivate your account, log in to reactivate it, change your password, and tell us at ${supportEmail}.`,
      "",
      "iKEY",
    ].join("\n"),
  };
}

/** The activation e-mail notification, sent when a login reactivates the account (requirements: Deactivate Account). */
export function reactivationNotice({ to, at, supportEmail }: Notice): OutboxMessage {
  return {
    to,
    replyTo: supportEmail,
    subject: "Your iKEY account has been reactivated",
    text: [
      "Hello,",
      "",
      `Welcome back. Your iKEY app account (${to}) was reactivated when you logged in on ${formatMalaysiaTime(at)}.`,
      "It will not be deleted.",
      "",
      `If this was not you, change your password at once and tell us at ${supportEmail}.`,
      "",
      "iKEY",
    ].join("\n"),
  };
}
