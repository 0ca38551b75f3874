import nodemailer from "nodemailer";
import type { OutboxMessage } from "./outbox-store";

/**
 * Sends one message and resolves with the SMTP server's message id once it has
 * accepted it. `outboxId` makes the Message-ID: if a crash makes the worker send
 * a message again, the copy carries the same Message-ID, which mail systems use
 * to recognise it as the same message.
 */
export type SendMail = (message: OutboxMessage, outboxId: number) => Promise<string>;

export function createSmtpSender(smtpUrl: string, from: string): { send: SendMail; close: () => void } {
  // A pooled connection: no connect and greeting per message, and sendMail
  // resolves as soon as the server accepts the message, so the worker records
  // it as sent that much sooner (the window in which a crash means a resend).
  const pooled = new URL(smtpUrl);
  pooled.searchParams.set("pool", "true");
  const transport = nodemailer.createTransport(pooled.href, { from });
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "ikey.invalid";
  return {
    send: async (message, outboxId) => {
      const info = await transport.sendMail({
        messageId: `<outbox-${outboxId}@${domain}>`,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        headers: message.headers,
      });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}
