import { demoSlotsQuerySchema, demoSlotsSchema, problemSchema } from "@ikey/contracts/api-schemas";
import { DEMO_SLOTS_PATH, DEMO_TIME_ZONE } from "@ikey/contracts/demo-booking";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { nextDayWithSlots, slotsOn } from "../demo-booking/free-slots";
import type { Clock } from "../time";

export interface DemoBookingRoutesOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
}

/**
 * GET /api/demo-slots?date=YYYY-MM-DD: the day's free start times in Malaysia time, for the Request
 * a Demo dialog, and the next day that has one when this day has none. Never cached: a slot taken
 * a moment ago must not be offered.
 */
export async function demoBookingRoutes(server: FastifyInstance, deps: DemoBookingRoutesOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    DEMO_SLOTS_PATH,
    {
      schema: { querystring: demoSlotsQuerySchema, response: { 200: demoSlotsSchema, "4xx": problemSchema } },
      config: {
        rateLimit: { bucket: "demo-slots", ...deps.rateLimit, message: "Too many requests. Please try again later." },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      const now = deps.clock();
      const slots = await slotsOn(deps.db, date, now);
      const nextDate = slots.length > 0 ? null : await nextDayWithSlots(deps.db, date, now);
      reply.header("cache-control", "no-store");
      return { timeZone: DEMO_TIME_ZONE, date, slots: slots.map((time) => ({ time })), nextDate };
    },
  );
}
