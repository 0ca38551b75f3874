import nodemailer from "nodemailer";
import type { OutboxMessage } from "./outbox-store";

/** Sends one message and resolves with the SMTP server's message id once it has accepted it. */
export type SendMail = (message: OutboxMessage) => Promise<string>;

export function createSmtpSender(smtpUrl: string, from: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    send: async (message) => {
      const info = await transport.sendMail({
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
      });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}
