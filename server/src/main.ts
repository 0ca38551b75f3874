import { pruneLockouts } from "./accounts/attempt-limiter";
import { type PurgeJob, startPurgeJob } from "./accounts/purge-job";
import { buildApp } from "./app";
import { attestationNotice } from "./attestation/attestation-notice";
import { createSpentStore } from "./attestation/spent-store";
import { systemClock } from "./clock";
import { loadConfig } from "./config";
import { connectDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { createSmtpSender } from "./outbox/mailer";
import { type OutboxWorker, startOutboxWorker } from "./outbox/outbox-worker";
import { createRateLimiter } from "./plugins/rate-limiter";

/** Starts the server: validate configuration, open the database, listen, and stop cleanly on SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = connectDatabase(config.database);
  await migrateToLatest(database.db);
  let outbox: OutboxWorker | undefined;
  const app = await buildApp({ config, database, onMailQueued: () => outbox?.kick() });

  const smtp = config.mail.smtpUrl ? createSmtpSender(config.mail.smtpUrl, config.mail.from) : undefined;
  if (smtp) {
    outbox = startOutboxWorker({
      db: database.db,
      send: smtp.send,
      clock: systemClock,
      pollMs: config.mail.pollMs,
      leaseMs: config.mail.leaseMs,
      log: app.log,
    });
  } else {
    app.log.warn("SMTP_URL is not set: leads and account changes are stored, and their e-mails wait in the outbox.");
  }
  if (!config.ipHashSecret) {
    app.log.info("IP_HASH_SECRET is not set: client and e-mail hashes use a key kept in the database.");
  }
  const notice = attestationNotice(config);
  if (notice) app.log[notice.level](notice.message);
  // Old rate-limit windows, ended lockouts and marks of expired challenges and tokens are of no use; clear them hourly.
  const rateLimiter = createRateLimiter(database.db, systemClock);
  const spent = createSpentStore(database.db);
  const pruning = setInterval(() => {
    const dayAgo = Date.now() - 24 * 3_600_000;
    Promise.all([rateLimiter.prune(dayAgo), pruneLockouts(database.db, dayAgo)]).catch((error: unknown) =>
      app.log.warn({ err: error }, "rate-limit pruning failed"),
    );
    spent.prune(Date.now()).catch((error: unknown) => app.log.warn({ err: error }, "attestation pruning failed"));
  }, 3_600_000);
  pruning.unref();
  // Started once listening (below), so its first report is not lost to the quiet startup.
  let purge: PurgeJob | undefined;
  app.addHook("onClose", async () => {
    clearInterval(pruning);
    await purge?.stop();
    await outbox?.stop();
    smtp?.close();
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      app.log.error("shutdown grace period over; exiting with requests still open");
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  await database.ping();
  // Fastify logs one line per interface when bound to 0.0.0.0; say it once, with the database.
  const level = app.log.level;
  app.log.level = "warn";
  const bound = await app.listen({ host: config.host, port: config.port });
  app.log.level = level;
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const port = new URL(bound).port;
  app.log.info(`iKEY site listening on http://${shown}:${port}, database: ${database.description}`);
  // Deactivated accounts are deleted 180 days on: checked now, then hourly.
  purge = startPurgeJob({ db: database.db, clock: systemClock, log: app.log });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
