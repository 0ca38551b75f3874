import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type PurgeJob, startPurgeJob } from "../accounts/purge-job";
import type { DatabaseHandle } from "../db/connection";
import type { Clock } from "../time";

/** Deletes accounts deactivated 180 or more days ago: when the server is ready, then hourly. */
async function accountPurgeJob(app: FastifyInstance, { database, clock }: { database: DatabaseHandle; clock: Clock }) {
  let purge: PurgeJob | undefined;
  app.addHook("onReady", async () => {
    purge = startPurgeJob({ db: database.db, clock, log: app.log });
  });
  app.addHook("onClose", async () => {
    await purge?.stop();
  });
}

export default fp(accountPurgeJob, { name: "account-purge-job" });
