import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

export interface DeliveredMail {
  readonly from: string;
  readonly to: string[];
  /** The message with its quoted-printable undone, which is enough to read plain-text mail. */
  readonly raw: string;
  /** The message exactly as received, for a MIME reader (test-support/mime-parts.ts). */
  readonly source: string;
  /** When it arrived (Date.now()): the fault tests tell a resend after a crash from a double send by it. */
  readonly at: number;
}

/** Where the end-to-end run's sink saves each message (e2e/global-setup.ts), for the tests to read. */
export const E2E_MAIL_DIR = ".tmp/e2e-mail";

/** Undoes quoted-printable soft breaks and escapes, enough to read plain-text mail. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read the
 * e-mails nodemailer actually delivered. `rejectNext` makes it refuse messages.
 * The server tests read `delivered`; the end-to-end run, whose tests run in other
 * processes, has each message saved as a file in `saveTo` (emptied first).
 */
export async function startSmtpSink({ port = 0, saveTo }: { port?: number; saveTo?: string } = {}) {
  const delivered: DeliveredMail[] = [];
  let rejecting = 0;
  if (saveTo) {
    rmSync(saveTo, { recursive: true, force: true });
    mkdirSync(saveTo, { recursive: true });
  }
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
        const raw = Buffer.concat(chunks);
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: decodeQuotedPrintable(raw.toString("utf8")),
          source: raw.toString("utf8"),
          at: Date.now(),
        });
        if (saveTo) writeFileSync(join(saveTo, `${Date.now()}-${delivered.length}.eml`), raw);
        callback();
      });
    },
  });
  // A client that dies mid-conversation (a SIGKILLed instance) resets its connection:
  // nothing the sink need report.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    delivered,
    rejectNext: (count: number) => {
      rejecting = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
