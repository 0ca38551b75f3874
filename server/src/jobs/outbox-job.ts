import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServerConfig } from "../config";
import type { DatabaseHandle } from "../db/connection";
import type { Limits } from "../limits/limits";
import { createSmtpSender } from "../outbox/mailer";
import { type OutboxWorker, startOutboxWorker } from "../outbox/outbox-worker";
import type { Clock } from "../time";

declare module "fastify" {
  interface FastifyInstance {
    /** Wakes the outbox worker: a lead or an account change has just committed its e-mail. */
    mailQueued(): void;
  }
}

interface OutboxJobOptions {
  readonly database: DatabaseHandle;
  readonly mail: ServerConfig["mail"] & Limits["outbox"];
  readonly clock: Clock;
}

/**
 * The outbox worker: delivers queued e-mails over SMTP from the moment the server
 * is ready until it closes. Without SMTP_URL the e-mails stay queued and it says so.
 */
async function outboxJob(app: FastifyInstance, { database, mail, clock }: OutboxJobOptions) {
  let worker: OutboxWorker | undefined;
  const smtp = mail.smtpUrl ? createSmtpSender(mail.smtpUrl, mail.from) : undefined;
  app.decorate("mailQueued", () => worker?.kick());

  app.addHook("onReady", async () => {
    if (!smtp) {
      app.log.warn("SMTP_URL is not set: leads and account changes are stored, and their e-mails wait in the outbox.");
      return;
    }
    worker = startOutboxWorker({
      db: database.db,
      send: smtp.send,
      clock,
      pollMs: mail.pollMs,
      leaseMs: mail.leaseMs,
      log: app.log,
    });
  });
  app.addHook("onClose", async () => {
    await worker?.stop();
    smtp?.close();
  });
}

export default fp(outboxJob, { name: "outbox-job" });
