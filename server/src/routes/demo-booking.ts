import {
  demoLinkAnswerSchema,
  demoLinkSchema,
  demoMoveSchema,
  demoSlotsQuerySchema,
  demoSlotsSchema,
  problemSchema,
} from "@ikey/contracts/api-schemas";
import { calendarOf } from "@ikey/contracts/calendar-day";
import { DEMO_LINK_PATH, DEMO_SLOTS_PATH, DEMO_TIME_ZONE } from "@ikey/contracts/demo-booking";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { freeSlots } from "../demo-booking/free-slots";
import type { BookingLinks } from "../demo-booking/lead-booking";
import {
  cancelDemo,
  confirmDemo,
  type DemoTurnCounter,
  demoByToken,
  type ManagedDemo,
  moveDemo,
  type VisitorRefusal,
} from "../demo-booking/visitor-changes";
import { fail, requireJsonObject } from "../http/json-body";
import { countAssignment, takeAssignmentTurn } from "../leads/assignment-store";
import { type Clock, DAY_MS, dayStart, MINUTE_MS, malaysiaDay, malaysiaTime } from "../time";

export interface DemoBookingRoutesOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  /** Tokens that name no demo, per client: a stranger guessing runs out fast; a right token is always answered. */
  readonly linkRateLimit: { readonly max: number; readonly windowMs: number };
  /** Moves of one demo through its link in a Malaysian day (limits.ts `demoMoves`). */
  readonly movesPerDay: number;
  readonly links: BookingLinks;
  /** Called after a change queues its e-mails, so they go without waiting for the next poll. */
  readonly onMailQueued: () => void;
}

const refusals: Record<Exclude<VisitorRefusal, "unknown">, { status: number; error: string; message: string }> = {
  over: { status: 410, error: "Demo Over", message: "This demo has already begun; the link no longer changes it." },
  cancelled: { status: 410, error: "Demo Cancelled", message: "This demo is cancelled." },
  "not-free": { status: 409, error: "Not Free", message: "That time is not free. Please choose another." },
  // The page tells it from the client's 429 by its error (web: demo-link-calls.ts).
  "moves-used": {
    status: 429,
    error: "Too Many Moves",
    message:
      "This demo has been moved as often as one day allows. You can move it again after midnight, Malaysia time, or cancel it.",
  },
  lapsed: {
    status: 410,
    error: "Demo Lapsed",
    message: "This demo was not confirmed in time: its time is free again, and our sales team has the request.",
  },
  unconfirmed: { status: 409, error: "Not Confirmed", message: "Confirm this demo first." },
};

function answer(reply: FastifyReply, demo: ManagedDemo | VisitorRefusal, now: number) {
  reply.header("cache-control", "no-store");
  // A token that names no demo is a wrong secret: counted for the client, which may get 429 instead.
  if (demo === "unknown") {
    return reply.wrongSecret(() => fail(reply, 404, "Unknown Link", "This link does not name a demo."));
  }
  if (typeof demo === "string") {
    const refusal = refusals[demo];
    // Moves open again at midnight, Malaysia time.
    if (demo === "moves-used") reply.header("Retry-After", String(Math.ceil((dayStart(now) + DAY_MS - now) / 1000)));
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
  const calendar = calendarOf(deps.clock);
  app.get(
    DEMO_SLOTS_PATH,
    {
      schema: {
        querystring: demoSlotsQuerySchema(calendar),
        response: { 200: demoSlotsSchema, "4xx": problemSchema },
      },
      config: {
        rateLimit: { bucket: "demo-slots", ...deps.rateLimit, message: "Too many requests. Please try again later." },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      const { slots, ...day } = await freeSlots(deps.db, date, deps.clock(), { signal: request.signal });
      reply.header("cache-control", "no-store");
      return { timeZone: DEMO_TIME_ZONE, date, slots: slots.map((time) => ({ time })), ...day };
    },
  );

  const link = {
    config: {
      secretCheck: {
        bucket: "demo-link",
        ...deps.linkRateLimit,
        message: "Too many requests. Please try again later.",
      },
    },
    preValidation: requireJsonObject(),
  };
  const answers = { 200: demoLinkAnswerSchema, "4xx": problemSchema };
  // The token travels in the body, never in an address a log or a Referer could keep.
  app.post(DEMO_LINK_PATH, { ...link, schema: { body: demoLinkSchema, response: answers } }, async (request, reply) => {
    const now = deps.clock();
    return answer(reply, await demoByToken(deps.db, request.body.token, now), now);
  });
  app.post(
    `${DEMO_LINK_PATH}/move`,
    { ...link, schema: { body: demoMoveSchema(calendar), response: answers } },
    async (request, reply) => {
      const { token, date, time } = request.body;
      const now = deps.clock();
      const moved = await moveDemo(deps.db, token, { date, time }, now, deps.links, deps.movesPerDay);
      if (typeof moved !== "string") deps.onMailQueued();
      return answer(reply, moved, now);
    },
  );
  // While the admins require it, a new booking holds its slot only once its visitor confirms it here.
  app.post(
    `${DEMO_LINK_PATH}/confirm`,
    { ...link, schema: { body: demoLinkSchema, response: answers } },
    async (request, reply) => {
      const now = deps.clock();
      const confirmed = await confirmDemo(deps.db, request.body.token, now, deps.links, countDemoTurn);
      if (typeof confirmed !== "string") deps.onMailQueued();
      return answer(reply, confirmed, now);
    },
  );
  app.post(
    `${DEMO_LINK_PATH}/cancel`,
    { ...link, schema: { body: demoLinkSchema, response: answers } },
    async (request, reply) => {
      const now = deps.clock();
      const cancelled = await cancelDemo(deps.db, request.body.token, now, deps.links);
      if (typeof cancelled !== "string") deps.onMailQueued();
      return answer(reply, cancelled, now);
    },
  );
}
