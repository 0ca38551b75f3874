import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createSpentStore } from "../attestation/spent-store";
import type { DatabaseHandle } from "../db/connection";
import { AUTO_REPLY_INTERVAL_MS, pruneAutoReplies } from "../leads/auto-reply-throttle";
import { pruneLockouts } from "../limits/attempt-limiter";
import type { RateLimiter } from "../limits/rate-limiter";
import type { Clock } from "../time";
import { DAY_MS, HOUR_MS } from "../time";

const PRUNE_INTERVAL_MS = HOUR_MS;

interface PruningJobOptions {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
}

/**
 * Hourly, from the moment the server is ready: rate-limit windows and lockouts
 * over a day old, the marks of expired attestation challenges and tokens, and
 * automatic replies' hours that have passed are of no more use.
 */
async function pruningJob(app: FastifyInstance, { database, clock, rateLimiter }: PruningJobOptions) {
  const spent = createSpentStore(database.db);
  let timer: NodeJS.Timeout | undefined;
  const prune = () => {
    const dayAgo = clock() - DAY_MS;
    Promise.all([rateLimiter.prune(dayAgo), pruneLockouts(database.db, dayAgo)]).catch((error: unknown) =>
      app.log.warn({ err: error }, "rate-limit pruning failed"),
    );
    spent.prune(clock()).catch((error: unknown) => app.log.warn({ err: error }, "attestation pruning failed"));
    // An address's last automatic reply limits the next for an hour, and is of no use after.
    pruneAutoReplies(database.db, clock() - AUTO_REPLY_INTERVAL_MS).catch((error: unknown) =>
      app.log.warn({ err: error }, "auto-reply pruning failed"),
    );
  };
  app.addHook("onReady", async () => {
    timer = setInterval(prune, PRUNE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
  });
}

export default fp(pruningJob, { name: "pruning-job" });
