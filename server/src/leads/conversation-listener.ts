import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";
import type { ReplyAddresses } from "../credentials/reply-addresses";
import type { Database } from "../db/schema";
import type { Clock } from "../time";
import { readInboundMail } from "./conversation-mail";
import { keepReceivedMessage } from "./conversation-store";

/** The largest e-mail the listener takes (announced as SIZE, refused past it): text answers, not files. */
export const INBOUND_MAIL_MAX_BYTES = 512 * 1024;
/** Recipients one message may name here: a lead's address, and a colleague's copy or two. */
export const INBOUND_RECIPIENTS_MAX = 5;
/** An idle or trickling client is dropped: the listener's sockets are not a stranger's to hold. */
const SOCKET_TIMEOUT_MS = 30_000;
const MAX_CLIENTS = 50;

export interface InboundSmtpOptions {
  readonly db: Kysely<Database>;
  readonly addresses: ReplyAddresses;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly host: string;
  readonly port: number;
  /** STAFF_CONSOLE_URL: the assignee's notice links the lead's page. */
  readonly consoleUrl: string;
  /** Told when a notice to the assignee has been queued. */
  readonly onMailQueued: () => void;
  /** The PEM file (certificate chain and key) STARTTLS offers; absent: plain SMTP (behind a TLS relay). */
  readonly tls?: string | undefined;
}

/** The one PEM file's key and certificate chain: TLS reads each from its own kind of block. */
const pemPair = (pem: Buffer) => ({ key: pem, cert: pem });

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/** The leads the envelope's recipients are the conversation addresses of, signed by this server. */
type LeadSession = SMTPServerSession & { leads?: number[] };

/**
 * The conversations' inbound SMTP listener (docs/decisions/0041-conversations.md): the MX of
 * CONVERSATIONS_DOMAIN delivers to it. It takes a recipient only when it is a reply address this
 * server signed (any instance's: the key is shared), so mail for an unknown or forged address is
 * refused at RCPT and never read; the refusal is logged without the address. A message is at most
 * INBOUND_MAIL_MAX_BYTES, read as text by a MIME parser, never rendered or run, and kept in the
 * database, which every instance shares: any number of instances can listen, behind one MX or
 * several, and a delivery retried to another is kept once (its Message-ID). No AUTH: nobody sends
 * through it, it only receives for its own domain.
 */
export async function startInboundSmtp(options: InboundSmtpOptions) {
  const { log, tls } = options;
  const server = new SMTPServer({
    name: options.addresses.domain,
    banner: "iKEY conversations",
    size: INBOUND_MAIL_MAX_BYTES,
    authOptional: true,
    // STARTTLS when the operator gave a certificate: senders then encrypt the lead's answer on its
    // way in (opportunistic, as MX delivery is; a sender that will not is still taken).
    ...(tls
      ? { ...pemPair(readFileSync(tls)), disabledCommands: ["AUTH"] }
      : { disabledCommands: ["AUTH", "STARTTLS"], hideSTARTTLS: true }),
    logger: false,
    maxClients: MAX_CLIENTS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    closeTimeout: 5_000,
    onRcptTo(address: SMTPServerAddress, session: LeadSession, callback) {
      if ((session.leads?.length ?? 0) >= INBOUND_RECIPIENTS_MAX) {
        return callback(refusal("Too many recipients", 452));
      }
      options.addresses.leadOf(address.address).then(
        (leadId) => {
          if (leadId === null) {
            // Never the address: it may be a person's, typed wrong.
            log.warn("conversation mail refused: an address this server did not sign");
            return callback(refusal("No such mailbox", 550));
          }
          session.leads = [...new Set([...(session.leads ?? []), leadId])];
          callback();
        },
        (error: unknown) => {
          log.error({ err: error }, "conversation mail: the signing key could not be read");
          callback(refusal("Try again later", 451));
        },
      );
    },
    onData(stream, session: LeadSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) return callback(refusal("Message too large", 552));
        keep(Buffer.concat(chunks), session.leads ?? []).then(
          () => callback(),
          (error: unknown) => {
            log.error({ err: error }, "conversation mail could not be kept: the sender will retry");
            callback(refusal("Try again later", 451));
          },
        );
      });
    },
  });

  const keep = async (raw: Buffer, leads: readonly number[]) => {
    const message = await readInboundMail(raw);
    if (!message) {
      log.warn("conversation mail dropped: no sender address");
      return;
    }
    // Read before the transactions, which on SQLite hold the one connection the key is read through.
    const sign = await options.addresses.signer();
    for (const leadId of leads) {
      const links = { conversationAddress: sign(leadId), consoleUrl: options.consoleUrl };
      const received = await keepReceivedMessage(options.db, { leadId, message, at: options.clock() }, links);
      if (received.kept) {
        log.info({ leadId, side: received.kept }, "conversation mail kept");
        options.onMailQueued();
      } else {
        log.info({ leadId, reason: received.reason }, "conversation mail not kept");
      }
    }
  };

  // A client that resets its connection, or breaks the protocol, is no fault of the server's.
  server.on("error", (error) =>
    log.warn({ code: (error as { code?: unknown }).code }, "conversation SMTP client error"),
  );
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
