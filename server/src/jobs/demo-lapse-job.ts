import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../db/connection";
import { type FleetPass, startFleetPass } from "../db/fleet-pass";
import { lapseUnconfirmed } from "../demo-booking/tentative-bookings";
import type { Clock } from "../time";
import { MINUTE_MS } from "../time";

/**
 * How often the fleet records unconfirmed bookings as lapsed. Their slots are free from the moment
 * their time to confirm passes, whenever this runs: a few minutes late only delays the lead's note.
 */
export const DEMO_LAPSE_INTERVAL_MS = 5 * MINUTE_MS;

interface DemoLapseJobOptions {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
}

/**
 * Every five minutes, once for the fleet (db/fleet-schedule.ts), from the moment the server is ready:
 * tentative demo bookings their visitors did not confirm in time become lapsed, each noted in its
 * lead's history once (demo-booking/tentative-bookings.ts). The log says how many, never which.
 */
async function demoLapseJob(app: FastifyInstance, { database, clock }: DemoLapseJobOptions) {
  let pass: FleetPass | undefined;
  app.addHook("onReady", async () => {
    pass = startFleetPass({
      db: database.db,
      clock,
      log: app.log,
      name: "demo-lapse",
      intervalMs: DEMO_LAPSE_INTERVAL_MS,
      deleteDue: lapseUnconfirmed,
      describe: (lapsed) => `released ${lapsed} demo booking(s) their visitors did not confirm in time`,
    });
  });
  app.addHook("onClose", async () => {
    await pass?.stop();
  });
}

export default fp(demoLapseJob, { name: "demo-lapse-job" });
