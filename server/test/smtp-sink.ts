import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface DeliveredMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
  /** When it arrived (Date.now()): the fault tests tell a resend after a crash from a double send by it. */
  readonly at: number;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read plain-text mail. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read the
 * e-mails nodemailer actually delivered. `rejectNext` makes it refuse messages.
 */
export async function startSmtpSink() {
  const delivered: DeliveredMail[] = [];
  let rejecting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejecting > 0) {
          rejecting--;
          const error = Object.assign(new Error("Mailbox unavailable, try later"), { responseCode: 451 });
          return callback(error);
        }
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8")),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  // A client that dies mid-conversation (a SIGKILLed instance) resets its connection:
  // nothing the sink need report.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    rejectNext: (count: number) => {
      rejecting = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
