import {
  demoLinkAnswerSchema,
  demoLinkSchema,
  demoMoveSchema,
  demoSlotsQuerySchema,
  demoSlotsSchema,
  problemSchema,
} from "@ikey/contracts/api-schemas";
import { DEMO_LINK_PATH, DEMO_SLOTS_PATH, DEMO_TIME_ZONE } from "@ikey/contracts/demo-booking";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { freeSlots } from "../demo-booking/free-slots";
import type { BookingLinks } from "../demo-booking/lead-booking";
import {
  type ChangeRefusal,
  cancelDemo,
  confirmDemo,
  type DemoTurnCounter,
  demoByToken,
  type ManagedDemo,
  moveDemo,
} from "../demo-booking/visitor-changes";
import { fail, requireJsonObject } from "../http/json-body";
import { countAssignment, takeAssignmentTurn } from "../leads/assignment-store";
import { type Clock, MINUTE_MS, malaysiaDay, malaysiaTime } from "../time";

export interface DemoBookingRoutesOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  /** Calls through a visitor's link per client: a stranger guessing tokens runs out fast. */
  readonly linkRateLimit: { readonly max: number; readonly windowMs: number };
  readonly links: BookingLinks;
  /** Called after a change queues its e-mails, so they go without waiting for the next poll. */
  readonly onMailQueued: () => void;
}

const refusals: Record<ChangeRefusal, { status: number; error: string; message: string }> = {
  unknown: { status: 404, error: "Unknown Link", message: "This link does not name a demo." },
  over: { status: 410, error: "Demo Over", message: "This demo has already begun; the link no longer changes it." },
  cancelled: { status: 410, error: "Demo Cancelled", message: "This demo is cancelled." },
  "not-free": { status: 409, error: "Not Free", message: "That time is not free. Please choose another." },
  lapsed: {
    status: 410,
    error: "Demo Lapsed",
    message: "This demo was not confirmed in time: its time is free again, and our sales team has the request.",
  },
  unconfirmed: { status: 409, error: "Not Confirmed", message: "Confirm this demo first." },
};

function answer(reply: FastifyReply, demo: ManagedDemo | ChangeRefusal) {
  reply.header("cache-control", "no-store");
  if (typeof demo === "string") {
    const refusal = refusals[demo];
    return fail(reply, refusal.status, refusal.error, refusal.message);
  }
  const tentative = demo.status === "tentative" && demo.confirmBy !== null;
  return reply.send({
    status: demo.status === "cancelled" ? "cancelled" : tentative ? "tentative" : "confirmed",
    date: malaysiaDay(demo.startsAt),
    time: malaysiaTime(demo.startsAt),
    minutes: Math.round((demo.endsAt - demo.startsAt) / MINUTE_MS),
    ...(tentative ? { confirmBy: demo.confirmBy } : {}),
  });
}

/** A confirmed demo's lead handed to its member is their turn, as a booked demo's is (leads/assign-new-lead.ts). */
const countDemoTurn: DemoTurnCounter = async (trx, staffId, now) => {
  await takeAssignmentTurn(trx);
  await countAssignment(trx, staffId, "demo", now);
};

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
      const { slots, nextDate } = await freeSlots(deps.db, date, deps.clock());
      reply.header("cache-control", "no-store");
      return { timeZone: DEMO_TIME_ZONE, date, slots: slots.map((time) => ({ time })), nextDate };
    },
  );

  const link = {
    config: {
      rateLimit: { bucket: "demo-link", ...deps.linkRateLimit, message: "Too many requests. Please try again later." },
    },
    preValidation: requireJsonObject(),
  };
  const answers = { 200: demoLinkAnswerSchema, "4xx": problemSchema };
  // The token travels in the body, never in an address a log or a Referer could keep.
  app.post(DEMO_LINK_PATH, { ...link, schema: { body: demoLinkSchema, response: answers } }, async (request, reply) =>
    answer(reply, await demoByToken(deps.db, request.body.token, deps.clock())),
  );
  app.post(
    `${DEMO_LINK_PATH}/move`,
    { ...link, schema: { body: demoMoveSchema, response: answers } },
    async (request, reply) => {
      const { token, date, time } = request.body;
      const moved = await moveDemo(deps.db, token, { date, time }, deps.clock(), deps.links);
      if (typeof moved !== "string") deps.onMailQueued();
      return answer(reply, moved);
    },
  );
  // While the admins require it, a new booking holds its slot only once its visitor confirms it here.
  app.post(
    `${DEMO_LINK_PATH}/confirm`,
    { ...link, schema: { body: demoLinkSchema, response: answers } },
    async (request, reply) => {
      const confirmed = await confirmDemo(deps.db, request.body.token, deps.clock(), deps.links, countDemoTurn);
      if (typeof confirmed !== "string") deps.onMailQueued();
      return answer(reply, confirmed);
    },
  );
  app.post(
    `${DEMO_LINK_PATH}/cancel`,
    { ...link, schema: { body: demoLinkSchema, response: answers } },
    async (request, reply) => {
      const cancelled = await cancelDemo(deps.db, request.body.token, deps.clock(), deps.links);
      if (typeof cancelled !== "string") deps.onMailQueued();
      return answer(reply, cancelled);
    },
  );
}
