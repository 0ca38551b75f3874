import { problemSchema } from "@ikey/contracts/api-schemas";
import { calendarOf } from "@ikey/contracts/calendar-day";
import {
  consoleDemoChangeSchema,
  leadDemoBookingSchema,
  leadDemoSlotsQuerySchema,
  leadDemoSlotsSchema,
  leadIdSchema,
} from "@ikey/contracts/console-api-schemas";
import { DEMO_TIME_ZONE } from "@ikey/contracts/demo-booking";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bookFromLead, type ConsoleBookingRefusal, leadDemoSlots } from "../demo-booking/console-booking";
import { fail } from "../http/json-body";
import { recordFirstContact } from "../leads/first-contact";
import { actingMember } from "../staff/console-requests";
import { malaysiaDay, malaysiaTime } from "../time";
import type { DemoCalendarDeps } from "./demo-booking-calendar";

const refusals: Record<ConsoleBookingRefusal, { status: number; error: string; message: string }> = {
  unknown: { status: 404, error: "Not Found", message: "This lead no longer exists." },
  booked: {
    status: 409,
    error: "Already Booked",
    message: "This lead already has a demo to come: move it instead, from its page or the demo calendar.",
  },
  "not-free": { status: 409, error: "Not Free", message: "That member is not free then. Choose another time." },
  "no-email": {
    status: 409,
    error: "No E-mail Address",
    message: "This lead gave no e-mail address, so it cannot be sent the invitation.",
  },
};

/**
 * Booking a lead's demo from its page (sales and admin, under /staff/api): a day's free times with
 * who is free at each, and the booking itself (demo-booking/console-booking.ts).
 */
export async function demoLeadRoutes(server: FastifyInstance, deps: DemoCalendarDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const calendar = calendarOf(deps.clock);
  const config = { consoleAccess: "leads" } as const;
  const replies = { "4xx": problemSchema };

  app.get(
    "/leads/:id/demo-slots",
    {
      config,
      schema: {
        params: leadIdSchema,
        querystring: leadDemoSlotsQuerySchema(calendar),
        response: { 200: leadDemoSlotsSchema, ...replies },
      },
    },
    async (request, reply) => {
      const slots = await leadDemoSlots(deps.db, request.params.id, request.query.date, deps.clock());
      if (!slots) return fail(reply, 404, "Not Found", "This lead no longer exists.");
      return { timeZone: DEMO_TIME_ZONE, ...slots };
    },
  );

  app.post(
    "/leads/:id/demo",
    {
      config,
      schema: {
        params: leadIdSchema,
        body: leadDemoBookingSchema(calendar),
        response: { 200: consoleDemoChangeSchema, ...replies },
      },
    },
    async (request, reply) => {
      const { actor, clientHash } = await actingMember(deps.hash, request);
      const booked = await bookFromLead(
        deps.db,
        { kind: "member", ...actor, clientHash },
        { leadId: request.params.id, ...request.body },
        deps.clock(),
        {
          links: deps.bookingLinks,
          firstContact: (trx, leadId, now) => recordFirstContact(trx, leadId, "status", now),
        },
      );
      if (typeof booked === "string") {
        const refusal = refusals[booked];
        return fail(reply, refusal.status, refusal.error, refusal.message);
      }
      deps.onMailQueued();
      return {
        status: "confirmed" as const,
        date: malaysiaDay(booked.startsAt),
        time: malaysiaTime(booked.startsAt),
        member: booked.memberEmail,
      };
    },
  );
}
