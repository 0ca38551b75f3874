import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { ReplyAddresses } from "../credentials/reply-addresses";
import type { Database } from "../db/schema";
import { startInboundSmtp } from "../leads/conversation-listener";
import type { Clock } from "../time";

declare module "fastify" {
  interface FastifyInstance {
    /** The port the conversations' SMTP listener took, once the server is ready; undefined when it does not listen. */
    inboundSmtpPort(): number | undefined;
  }
}

interface InboundSmtpPluginOptions {
  readonly db: Kysely<Database>;
  readonly addresses: ReplyAddresses;
  readonly clock: Clock;
  /** CONVERSATIONS_SMTP_HOST and _PORT; absent: this instance does not listen. */
  readonly smtp: { readonly host: string; readonly port: number } | undefined;
  /** CONVERSATIONS_SMTP_TLS: the listener offers STARTTLS with its certificate. */
  readonly tls: string | undefined;
  readonly consoleUrl: string;
  /** Wakes the outbox: a notice to the lead's assignee has been queued. */
  readonly onMailQueued: () => void;
}

/** Runs the conversations' inbound SMTP listener from the moment the server is ready until it closes. */
async function inboundSmtpPlugin(app: FastifyInstance, options: InboundSmtpPluginOptions) {
  let listener: Awaited<ReturnType<typeof startInboundSmtp>> | undefined;
  app.decorate("inboundSmtpPort", () => listener?.port);
  const { smtp } = options;
  if (!smtp) return;
  app.addHook("onReady", async () => {
    listener = await startInboundSmtp({ ...options, ...smtp, log: app.log });
    app.log.info({ port: listener.port }, "conversations: receiving mail");
  });
  app.addHook("onClose", async () => {
    await listener?.close();
  });
}

export default fp(inboundSmtpPlugin, { name: "inbound-smtp" });
