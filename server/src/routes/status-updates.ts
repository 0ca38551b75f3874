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
import { requestLanguage } from "../http/request-language";
import { entityTag, NOT_MODIFIED_BODY, notModified, notModifiedSchema } from "../http/revalidated";
import { atomFeed } from "../status/atom-feed";
import type { IncidentMailContext } from "../status/incident-mail";
import { listIncidents } from "../status/incident-store";
import { confirm, subscribe, unsubscribe } from "../status/subscriber-store";
import type { Clock } from "../time";
import { DAY_MS } from "../time";

export interface StatusUpdatesRoutesOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  /** Confirm and unsubscribe tokens that name no subscription, per client. */
  readonly linkLimit: { readonly max: number; readonly windowMs: number };
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
/**
 * A confirmation token that names no subscription: the same words and status whether no subscriber
 * has its id (the address was never confirmed and has been forgotten, or unsubscribed) or the id
 * is someone's and the token is not theirs, so the answer reveals no ids.
 */
const NO_SUBSCRIPTION = "This link is not valid, or has expired. Please subscribe again.";

/**
 * E-mail updates on incidents (docs/decisions/0016): subscribing (double opt-in, rate-limited,
 * with the honeypot), confirming, unsubscribing (from the page, or in one click from the mail
 * client: RFC 8058's POST with the token in the address; both limited on wrong tokens only), and
 * the Atom feed.
 */
export async function statusUpdatesRoutes(server: FastifyInstance, deps: StatusUpdatesRoutesOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const linkCheck = { bucket: "status-link", ...deps.linkLimit, message: "Too many tries. Please try again later." };
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
      const language = requestLanguage(request.headers["content-language"], request.headers.referer);
      if (!request.spam && (await subscribe(deps.db, email.toLowerCase(), language, deps.mail, deps.clock()))) {
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
      config: { secretCheck: linkCheck },
    },
    async (request, reply) => {
      if (await confirm(deps.db, deps.mail.tokens, request.body.token, deps.clock())) {
        return { status: "confirmed" as const };
      }
      return reply.wrongSecret(() => fail(reply, 410, "Invalid Link", NO_SUBSCRIPTION));
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
      config: { secretCheck: linkCheck },
    },
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) return fail(reply, 400, "Invalid Link", NOT_VALID, "token");
      const unsubscribed = { status: "unsubscribed" as const };
      if (await unsubscribe(deps.db, deps.mail.tokens, token)) return unsubscribed;
      // No subscription has this link: an address already gone (a second click is fine) or a token
      // that is not its subscriber's answer alike, so no one learns which ids exist; both count.
      return reply.wrongSecret(() => reply.send(unsubscribed));
    },
  );

  app.get(
    STATUS_FEED_PATH,
    { schema: { response: { 200: z.string(), 304: notModifiedSchema } } },
    async (request, reply) => {
      const now = deps.clock();
      const incidents = await listIncidents(deps.db, { resolvedSince: now - FEED_DAYS * DAY_MS });
      reply.header("Access-Control-Allow-Origin", "*").type("application/atom+xml; charset=utf-8");
      // Read again on every request, as the history is (routes/status-history.ts). The tag is of the
      // incidents, not the text: a feed without any says it was updated as it is read.
      if (notModified(request, reply, entityTag(incidents))) return reply.send(NOT_MODIFIED_BODY);
      return atomFeed(incidents, deps.siteUrl, now);
    },
  );
}
