import { problemSchema } from "@ikey/contracts/api-schemas";
import {
  STATUS_FEED_PATH,
  STATUS_SUBSCRIPTIONS_PATH,
  statusSubscriptionBodySchema,
  subscriberTokenSchema,
} from "@ikey/contracts/status-updates";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { fail, requireJsonObject } from "../http/json-body";
import { atomFeed } from "../status/atom-feed";
import type { IncidentMailContext } from "../status/incident-mail";
import { listIncidents } from "../status/incident-store";
import { confirm, subscribe, type TokenCheck, unsubscribe } from "../status/subscriber-store";
import type { Clock } from "../time";
import { DAY_MS } from "../time";

export interface StatusUpdatesRoutesOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  readonly mail: IncidentMailContext;
  readonly siteUrl: string;
  readonly onMailQueued: () => void;
}

/** The feed lists incidents started or resolved in this many days, and every open one. */
const FEED_DAYS = 90;

const pendingSchema = z.object({ status: z.literal("pending") });
const confirmedSchema = z.object({ status: z.literal("confirmed") });
const unsubscribedSchema = z.object({ status: z.literal("unsubscribed") });
const oneClickQuerySchema = subscriberTokenSchema.partial();

const NOT_VALID = "This link is not valid. Please use the link in the latest e-mail.";
const EXPIRED = "This link has expired. Please subscribe again.";

/** 400 or 410 for a token that is not (or no longer) a subscriber's; undefined when it is. */
function refusal(check: TokenCheck): { status: 400 | 410; message: string } | undefined {
  if (check === "invalid") return { status: 400, message: NOT_VALID };
  if (check === "unknown") return { status: 410, message: EXPIRED };
  return undefined;
}

/**
 * E-mail updates on incidents (docs/decisions/0016): subscribing (double opt-in, rate-limited,
 * with the honeypot), confirming, unsubscribing (from the page, or in one click from the mail
 * client: RFC 8058's POST with the token in the address), and the Atom feed.
 */
export async function statusUpdatesRoutes(server: FastifyInstance, deps: StatusUpdatesRoutesOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // A mail client's one-click unsubscribe posts a form ("List-Unsubscribe=One-Click"); the token
  // is in the address, so the body is read and set aside.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    STATUS_SUBSCRIPTIONS_PATH,
    {
      schema: { body: statusSubscriptionBodySchema, response: { 202: pendingSchema, "4xx": problemSchema } },
      preValidation: requireJsonObject(),
      config: {
        rateLimit: {
          bucket: "status-subscribe",
          ...deps.rateLimit,
          message: "Too many subscriptions. Please try again later.",
        },
        honeypot: true,
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // A filled honeypot gets the same answer, and nothing is stored or sent.
      if (!request.spam && (await subscribe(deps.db, email.toLowerCase(), deps.mail, deps.clock()))) {
        deps.onMailQueued();
      }
      return reply.code(202).send({ status: "pending" });
    },
  );

  app.post(
    `${STATUS_SUBSCRIPTIONS_PATH}/confirm`,
    {
      schema: { body: subscriberTokenSchema, response: { 200: confirmedSchema, "4xx": problemSchema } },
      preValidation: requireJsonObject(),
    },
    async (request, reply) => {
      const refused = refusal(await confirm(deps.db, deps.mail.tokens, request.body.token, deps.clock()));
      if (refused) return fail(reply, refused.status, "Invalid Link", refused.message);
      return { status: "confirmed" as const };
    },
  );

  app.post(
    `${STATUS_SUBSCRIPTIONS_PATH}/unsubscribe`,
    {
      schema: {
        querystring: oneClickQuerySchema,
        body: subscriberTokenSchema.partial().optional(),
        response: { 200: unsubscribedSchema, "4xx": problemSchema },
      },
    },
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) return fail(reply, 400, "Invalid Link", NOT_VALID, "token");
      const check = await unsubscribe(deps.db, deps.mail.tokens, token);
      // An address already gone is unsubscribed: the same answer, so a second click is fine.
      if (check === "invalid") return fail(reply, 400, "Invalid Link", NOT_VALID);
      return { status: "unsubscribed" as const };
    },
  );

  app.get(STATUS_FEED_PATH, { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    const now = deps.clock();
    const incidents = await listIncidents(deps.db, { resolvedSince: now - FEED_DAYS * DAY_MS });
    reply
      .header("Cache-Control", `public, max-age=60`)
      .header("Access-Control-Allow-Origin", "*")
      .type("application/atom+xml; charset=utf-8");
    return atomFeed(incidents, deps.siteUrl, now);
  });
}
