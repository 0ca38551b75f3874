import { cleanLine } from "@ikey/contracts/fields";
import { isMailAddress } from "@ikey/contracts/validation";
import nodemailer from "nodemailer";
import { parseSender, type Sender } from "./mail-addresses";
import type { OutboxMessage } from "./outbox-store";

/**
 * Sends one message and resolves with the SMTP server's message id once it has
 * accepted it. `outboxId` makes the Message-ID: if a crash makes the worker send
 * a message again, the copy carries the same Message-ID, which mail systems use
 * to recognise it as the same message.
 */
export type SendMail = (message: OutboxMessage, outboxId: number) => Promise<string>;

/**
 * A message the mailer will never send, however often it is tried: an address that is not one plain
 * address, or an extra header that could add recipients or headers. The outbox marks it failed at once.
 */
export class RefusedMail extends Error {}

/** Headers that name addresses: only the message's own fields may set them, each checked. */
const ADDRESS_HEADERS = new Set(["from", "sender", "to", "cc", "bcc", "reply-to", "return-path"]);

/** A display name that cannot read as a second address or header: MAIL_FROM's rule (mail-addresses.ts). */
function isDisplayName(name: string): boolean {
  return name.length <= 100 && /^[^\p{Cc}"<>,;:@\\()[\]]*$/u.test(name);
}

/**
 * Every address a message would put in a header, checked before nodemailer sees it: nodemailer reads
 * "a@x.example, b@y.example" as two recipients and "a@x.example\r\nBcc: c@z.example" as a group with
 * a third, so whatever queued the message, the mailer sends only to the one address each field holds
 * (docs/decisions/0021-mail-addresses-and-csv.md). The error names the field, never the address.
 * The Subject carries no control character or line break, whatever text it was built from.
 */
export function checkedMail(message: OutboxMessage, from: Sender) {
  if (!isMailAddress(message.to)) throw new RefusedMail("refused: the To address is not one plain e-mail address");
  if (message.replyTo !== "" && !isMailAddress(message.replyTo)) {
    throw new RefusedMail("refused: the Reply-To address is not one plain e-mail address");
  }
  if (message.alsoReplyTo !== undefined && (message.replyTo === "" || !isMailAddress(message.alsoReplyTo))) {
    throw new RefusedMail("refused: the second Reply-To address is not one plain e-mail address");
  }
  if (message.messageId !== undefined && !/^<[\w.+-]{1,64}@[a-z0-9.-]{1,253}>$/.test(message.messageId)) {
    throw new RefusedMail("refused: the Message-ID is not one the conversations make");
  }
  if (message.fromName !== undefined && !isDisplayName(message.fromName)) {
    throw new RefusedMail("refused: the From name holds a line break or an address's syntax");
  }
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || ADDRESS_HEADERS.has(name.toLowerCase())) {
      throw new RefusedMail(`refused: the extra header ${JSON.stringify(name.slice(0, 40))} is not allowed`);
    }
    if (/[\r\n]/.test(value)) throw new RefusedMail(`refused: the ${name} header holds a line break`);
  }
  return {
    from: { name: message.fromName ?? from.name, address: from.address },
    to: { name: "", address: message.to },
    ...(message.replyTo === ""
      ? {}
      : {
          replyTo: [message.replyTo, ...(message.alsoReplyTo ? [message.alsoReplyTo] : [])].map((address) => ({
            name: "",
            address,
          })),
        }),
    ...(message.messageId ? { messageId: message.messageId } : {}),
    // Cleaned where it was typed (contracts/fields.ts); again here, for what was stored before that.
    subject: cleanLine(message.subject),
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    headers: message.headers,
    // Calendars read the text/calendar alternative; the attachment is for those that do not.
    ...(message.calendar
      ? { icalEvent: { method: message.calendar.method, filename: "invite.ics", content: message.calendar.content } }
      : {}),
  };
}

export function createSmtpSender(smtpUrl: string, from: string): { send: SendMail; close: () => void } {
  const sender = parseSender(from);
  if (!sender) throw new Error("MAIL_FROM must be one address, or Name <address>, with no line break or comma.");
  // A pooled connection: no connect and greeting per message, and sendMail
  // resolves as soon as the server accepts the message, so the worker records
  // it as sent that much sooner (the window in which a crash means a resend).
  const pooled = new URL(smtpUrl);
  pooled.searchParams.set("pool", "true");
  const transport = nodemailer.createTransport(pooled.href);
  const domain = sender.address.split("@")[1] ?? "ikey.invalid";
  return {
    send: async (message, outboxId) => {
      const mail = checkedMail(message, sender);
      // The conversation's own Message-ID, when it has one, is as stable across a resend as the row's.
      const info = await transport.sendMail({ messageId: `<outbox-${outboxId}@${domain}>`, ...mail });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}
