import { problemSchema } from "@ikey/contracts/api-schemas";
import { demoFeedCreatedSchema, demoFeedSchema, emptyBodySchema } from "@ikey/contracts/console-api-schemas";
import { DEMO_FEED_PATH } from "@ikey/contracts/demo-booking";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { feedCalendar, feedCreatedAt, feedUrl, resetFeed } from "../demo-booking/demo-feed";
import type { BookingLinks } from "../demo-booking/lead-booking";
import { fail } from "../http/json-body";
import { actingMember } from "../staff/console-requests";
import type { Clock } from "../time";
import type { DemoCalendarDeps } from "./demo-booking-calendar";

export interface DemoFeedRoutesOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly links: BookingLinks;
  /** Addresses that name no feed, per client: a stranger guessing tokens runs out fast; a member's feed always answers. */
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
}

const feedAddress = z.object({
  feed: z.string().regex(/^[\w-]{43}\.ics$/, "This is not the address of a calendar feed."),
});

/**
 * GET /api/demo-calendar/<token>.ics: a member's demos as an iCalendar feed, for Google Calendar
 * or Outlook to subscribe to. Calendar programs cannot sign in, so the token in the address is the
 * key: the request log writes the route's pattern instead of the address, every address that names
 * no feed counts against the client's limit (a member's own calendar fetching theirs never does, and
 * is answered whatever guessers behind the same address have spent), and nothing caches it.
 */
export async function demoFeedRoutes(server: FastifyInstance, deps: DemoFeedRoutesOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${DEMO_FEED_PATH}/:feed`,
    {
      schema: { params: feedAddress, response: { 200: z.string(), "4xx": problemSchema } },
      config: {
        secretCheck: { bucket: "demo-feed", ...deps.rateLimit, message: "Too many requests. Please try again later." },
        secretPath: true,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
      const token = request.params.feed.slice(0, -".ics".length);
      const calendar = await feedCalendar(deps.db, token, deps.clock(), deps.links);
      if (calendar === null) {
        return reply.wrongSecret(() =>
          fail(reply, 404, "Unknown Feed", "This calendar feed does not exist, or its address was reset."),
        );
      }
      return reply.type("text/calendar; charset=utf-8").send(calendar);
    },
  );
}

/** The signed-in member's own feed (sales and admin): whether they have one, and a new address for it. */
export async function demoFeedConsoleRoutes(server: FastifyInstance, deps: DemoCalendarDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { consoleAccess: "leads" } as const;
  const replies = { "4xx": problemSchema };
  app.get("/demo-feed", { config, schema: { response: { 200: demoFeedSchema, ...replies } } }, async (request) => {
    const { member } = await actingMember(deps.hash, request);
    return { createdAt: await feedCreatedAt(deps.db, member.staffId) };
  });
  app.post(
    "/demo-feed",
    { config, schema: { body: emptyBodySchema, response: { 200: demoFeedCreatedSchema, ...replies } } },
    async (request) => {
      const { actor, clientHash } = await actingMember(deps.hash, request);
      const now = deps.clock();
      const token = await resetFeed(deps.db, { ...actor, clientHash }, now);
      return { url: feedUrl(deps.bookingLinks, token), createdAt: now };
    },
  );
}
