import { problemSchema } from "@ikey/contracts/api-schemas";
import { calendarOf } from "@ikey/contracts/calendar-day";
import {
  consoleDemoChangeSchema,
  consoleDemoMoveSchema,
  consoleDemoSlotsQuerySchema,
  consoleDemoSlotsSchema,
  demoCalendarQuerySchema,
  demoCalendarSchema,
  demoIdSchema,
  demoOutcomeSchema,
  emptyBodySchema,
  okSchema,
} from "@ikey/contracts/console-api-schemas";
import { DEMO_TIME_ZONE } from "@ikey/contracts/demo-booking";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { calendarDays, calendarDemos } from "../demo-booking/demo-calendar";
import {
  type ChangeRefusal,
  cancelDemoAs,
  type DemoActor,
  findDemo,
  type ManagedDemo,
  moveDemoAs,
} from "../demo-booking/demo-changes";
import { type MarkRefusal, markDemo } from "../demo-booking/demo-outcomes";
import { demoMemberList, freeSlots, memberSlots } from "../demo-booking/free-slots";
import type { BookingLinks } from "../demo-booking/lead-booking";
import { fail } from "../http/json-body";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { malaysiaDay, malaysiaTime } from "../time";

export interface DemoCalendarDeps extends StaffConsoleDeps {
  /** The console's and the site's addresses: the e-mails' links and the invitations' UIDs. */
  readonly bookingLinks: BookingLinks;
}

type Refusal = { readonly status: number; readonly error: string; readonly message: string };

const changeRefusals: Record<ChangeRefusal, Refusal> = {
  unknown: { status: 404, error: "Not Found", message: "This demo no longer exists." },
  over: { status: 409, error: "Demo Begun", message: "This demo has already begun: it can no longer be changed." },
  cancelled: { status: 409, error: "Demo Cancelled", message: "This demo is cancelled." },
  "not-free": {
    status: 409,
    error: "Not Free",
    message: "Its host is not free then. Choose another time, or choose another member to give it to.",
  },
  lapsed: { status: 409, error: "Demo Lapsed", message: "Its visitor did not confirm this demo in time." },
  unconfirmed: {
    status: 409,
    error: "Not Confirmed",
    message: "Its visitor has not confirmed this demo yet: it can be changed once they have.",
  },
};

const markRefusals: Record<MarkRefusal, Refusal> = {
  unknown: changeRefusals.unknown,
  "not-theirs": { status: 403, error: "Forbidden", message: "Only the demo's member or an admin can mark it." },
  "not-begun": { status: 409, error: "Not Begun", message: "This demo has not begun yet." },
  "not-confirmed": { status: 409, error: "Not Confirmed", message: "This demo is cancelled or already marked." },
};

const refuse = (reply: FastifyReply, refusal: Refusal) => fail(reply, refusal.status, refusal.error, refusal.message);

/**
 * The demo calendar (sales and admin), under /staff/api in the console's context: the demos of a
 * day or a week, marking one held or no-show, and moving or cancelling one, which e-mails both
 * sides as the visitor's own changes do (demo-booking/demo-changes.ts).
 */
export async function demoCalendarRoutes(server: FastifyInstance, deps: DemoCalendarDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const calendar = calendarOf(deps.clock);
  const config = { consoleAccess: "leads" } as const;
  const replies = { "4xx": problemSchema };

  const memberActor = async (request: FastifyRequest): Promise<DemoActor & { kind: "member" }> => {
    const { actor, clientHash } = await actingMember(deps.hash, request);
    return { kind: "member", ...actor, clientHash };
  };
  const changed = (reply: FastifyReply, demo: ManagedDemo | ChangeRefusal) => {
    if (typeof demo === "string") return refuse(reply, changeRefusals[demo]);
    deps.onMailQueued();
    return {
      status: demo.status === "cancelled" ? ("cancelled" as const) : ("confirmed" as const),
      date: malaysiaDay(demo.startsAt),
      time: malaysiaTime(demo.startsAt),
      member: demo.memberEmail,
    };
  };

  app.get(
    "/demos",
    {
      config,
      schema: { querystring: demoCalendarQuerySchema(calendar), response: { 200: demoCalendarSchema, ...replies } },
    },
    async (request) => {
      const { member } = await actingMember(deps.hash, request);
      const now = deps.clock();
      const today = malaysiaDay(now);
      const days = calendarDays(request.query.view, request.query.date ?? today);
      const viewer = { staffId: member.staffId, isAdmin: member.role === "admin" };
      return { view: request.query.view, days, today, demos: await calendarDemos(deps.db, days, viewer, now) };
    },
  );

  const onDemo = { params: demoIdSchema };
  app.get(
    "/demos/:id/slots",
    {
      config,
      schema: {
        ...onDemo,
        querystring: consoleDemoSlotsQuerySchema(calendar),
        response: { 200: consoleDemoSlotsSchema, ...replies },
      },
    },
    async (request, reply) => {
      const { date, member } = request.query;
      const now = deps.clock();
      const demo = await findDemo(deps.db, { bookingId: request.params.id });
      if (!demo) return refuse(reply, changeRefusals.unknown);
      // The host's own free times, unless the member moving it asks for another member's.
      const whose = member ?? demo.staffId;
      const [day, slots, members] = await Promise.all([
        freeSlots(deps.db, date, now, { exceptBooking: demo.bookingId, signal: request.signal }),
        memberSlots(deps.db, date, now, { exceptBooking: demo.bookingId, only: whose }),
        demoMemberList(deps.db),
      ]);
      const shown = members.find((one) => one.id === whose);
      if (!shown) return fail(reply, 400, "Bad Request", "That member does not give demos.");
      return {
        timeZone: DEMO_TIME_ZONE,
        date,
        slots: slots.map((slot) => ({ time: slot.time })),
        nextDate: slots.length > 0 ? null : day.nextDate,
        horizonDays: day.horizonDays,
        lastDate: day.lastDate,
        member: shown,
        members,
      };
    },
  );

  app.post(
    "/demos/:id/outcome",
    { config, schema: { ...onDemo, body: demoOutcomeSchema, response: { 200: okSchema, ...replies } } },
    async (request, reply) => {
      const { member, clientHash } = await actingMember(deps.hash, request);
      const marking = { id: member.staffId, email: member.email, isAdmin: member.role === "admin", clientHash };
      const marked = await markDemo(deps.db, request.params.id, request.body.outcome, marking, deps.clock());
      return typeof marked === "string" ? refuse(reply, markRefusals[marked]) : { ok: true as const };
    },
  );

  const changeReplies = { 200: consoleDemoChangeSchema, ...replies };
  app.post(
    "/demos/:id/move",
    { config, schema: { ...onDemo, body: consoleDemoMoveSchema(calendar), response: changeReplies } },
    async (request, reply) => {
      const key = { bookingId: request.params.id };
      const actor = await memberActor(request);
      return changed(reply, await moveDemoAs(deps.db, actor, key, request.body, deps.clock(), deps.bookingLinks));
    },
  );
  app.post(
    "/demos/:id/cancel",
    { config, schema: { ...onDemo, body: emptyBodySchema, response: changeReplies } },
    async (request, reply) => {
      const key = { bookingId: request.params.id };
      const actor = await memberActor(request);
      return changed(reply, await cancelDemoAs(deps.db, actor, key, deps.clock(), deps.bookingLinks));
    },
  );
}
