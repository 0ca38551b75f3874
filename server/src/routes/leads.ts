import {
  leadAcceptedSchema,
  leadBodySchema,
  leadHeadersSchema,
  leadQuerySchema,
  problemSchema,
} from "@ikey/contracts/api-schemas";
import { type LeadKind, leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../clock";
import type { DatabaseHandle } from "../db/connection";
import { fail, requireJsonObject } from "../http/json-body";
import { type ClientProblem, validationProblemOf } from "../http/problems";
import { requestLanguage } from "../http/request-language";
import { leadNotification } from "../leads/lead-notification";
import { sourcePage } from "../leads/lead-search";
import { saveLead } from "../leads/lead-store";
import type { RateLimiter } from "../limits/rate-limiter";
import type { KeyedHash } from "../privacy/keyed-hash";

export interface LeadRoutesOptions {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly hashClient: KeyedHash;
  readonly rateLimiter: RateLimiter;
  /** Accepted leads per client in any window, and refused or invalid bodies, counted apart. */
  readonly rateLimit: { readonly max: number; readonly windowMs: number; readonly refusedMax: number };
  readonly salesEmail: string;
  /** Each lead call's access code comes from here. */
  readonly site: SiteConfig;
  /** The origins the site's pages are served from: a lead records the path of the page it came from. */
  readonly siteOrigins: readonly string[];
  /** Called after a lead commits with its e-mail, so that goes out without waiting for the next poll. */
  readonly onMailQueued: () => void;
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
  reply.header("Retry-After", String(retryAfterSeconds));
  return fail(reply, 429, "Too Many Requests", "Too many submissions. Please try again later.");
}

/**
 * The lead endpoints, one per kind in contracts/leads.ts, at the kind's public path
 * (POST /api/RequestDemo, /api/SignUpCMS, /api/SubmitApplication). Each checks app
 * attestation (each token once), the access code, JSON only, then the kind's contract
 * (the route's body schema), the rate limit and the honeypot, then stores the lead and
 * its e-mail in one transaction: 201 for a new lead, 200 for a retry of one already stored.
 */
export async function leadRoutes(app: FastifyInstance, options: LeadRoutesOptions) {
  for (const kind of leadKinds) registerLeadRoute(app, kind, options);
}

function registerLeadRoute(server: FastifyInstance, kind: LeadKind, deps: LeadRoutesOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { code: accessCode } = leadCallSettings(kind, deps.site);
  const { max, windowMs, refusedMax } = deps.rateLimit;
  // A refused or invalid body is limited on its own, more generously, so that a visitor's own
  // mistakes never use up the quota of the lead they then send correctly.
  const refuse = async (request: FastifyRequest, reply: FastifyReply, problem: ClientProblem) => {
    const clientHash = await deps.hashClient(request.ip);
    const taken = await deps.rateLimiter.take(`lead-refused:${clientHash}`, refusedMax, windowMs);
    if (!taken.allowed) return tooMany(reply, taken.retryAfterSeconds);
    return fail(reply, problem.status, problem.error, problem.message, problem.field);
  };

  app.post(
    kind.path,
    {
      schema: {
        querystring: leadQuerySchema,
        headers: leadHeadersSchema,
        body: leadBodySchema(kind.payload),
        response: { 200: leadAcceptedSchema, 201: leadAcceptedSchema, "4xx": problemSchema },
      },
      // In this order, each before the body's schema: attestation, the access code, JSON.
      preValidation: [
        app.requireAttestation({ consume: true }),
        async (request, reply) => {
          // Not yet checked by the schema: a string, or an array when the code is repeated.
          if ((request.query as { code?: unknown }).code !== accessCode) {
            return refuse(request, reply, {
              status: 401,
              error: "Unauthorized",
              message: "Missing or wrong access code.",
            });
          }
        },
        requireJsonObject((reply, problem) => refuse(reply.request, reply, problem)),
      ],
      // A body that fails the kind's contract: its first failing check, counted as refused.
      errorHandler: async (error, request, reply) => {
        if (!error.validation) throw error;
        return refuse(request, reply, validationProblemOf(error));
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: honeypot, ...payload } = request.body;
      const clientHash = await deps.hashClient(request.ip);

      // Only accepted leads count toward the limit, a token bucket: no burst at a window's edge.
      const taken = await deps.rateLimiter.take(`lead:${clientHash}`, max, windowMs);
      if (!taken.allowed) return tooMany(reply, taken.retryAfterSeconds);

      const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined;
      const submittedAt = deps.clock();
      const page = sourcePage(request.headers.referer, deps.siteOrigins);
      const language = requestLanguage(request.headers["content-language"], page);
      let saved: Awaited<ReturnType<typeof saveLead>>;
      try {
        saved = await saveLead(deps.database.db, {
          type: kind.name,
          payload,
          submittedAt,
          userAgent: (request.headers["user-agent"] ?? "").slice(0, 500),
          clientHash,
          spam,
          idempotencyKey: request.headers["idempotency-key"] ?? null,
          page,
          language,
          attested: request.attested,
          notification: spam ? null : leadNotification(kind, payload, { to: deps.salesEmail, submittedAt, language }),
        });
      } catch (error) {
        // Not stored, so not counted (the error handler answers 503 or 500).
        await taken.giveBack().catch(() => {});
        throw error;
      }
      // A retry of a lead already stored is the same lead, counted once.
      if (saved.duplicate) await taken.giveBack();
      if (!saved.duplicate && !spam) deps.onMailQueued();
      return reply
        .code(saved.duplicate ? 200 : 201)
        .send({ status: saved.duplicate ? "already received" : "received" });
    },
  );
}
