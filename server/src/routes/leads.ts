import { ATTESTATION_HEADER } from "@ikey/contracts/attestation";
import { type LeadKind, leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { checkForm, HONEYPOT_FIELD } from "@ikey/contracts/validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../clock";
import type { DatabaseHandle } from "../db/connection";
import { fail, jsonObjectBody } from "../http/json-body";
import { leadNotification } from "../leads/lead-notification";
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
  /** Called after a lead commits with its e-mail, so that goes out without waiting for the next poll. */
  readonly onMailQueued: () => void;
}

const querySchema = {
  type: "object",
  properties: { code: { type: "string", maxLength: 256 } },
} as const;

const headersSchema = {
  type: "object",
  properties: {
    "idempotency-key": { type: "string", minLength: 8, maxLength: 128, pattern: "^[\\w-]+$" },
    [ATTESTATION_HEADER.toLowerCase()]: { type: "string", maxLength: 512 },
  },
} as const;

const acceptedSchema = {
  type: "object",
  required: ["status"],
  properties: { status: { type: "string" } },
} as const;

function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
  reply.header("Retry-After", String(retryAfterSeconds));
  return fail(reply, 429, "Too Many Requests", "Too many submissions. Please try again later.");
}

/**
 * The lead endpoints, one per kind in contracts/leads.ts, at the kind's public path
 * (POST /api/RequestDemo, /api/SignUpCMS, /api/SubmitApplication). Each checks app
 * attestation (each token once), the access code, JSON only, the kind's contract,
 * the rate limit and the honeypot, then stores the lead and its e-mail in one
 * transaction: 201 for a new lead, 200 for a retry of one already stored.
 */
export async function leadRoutes(app: FastifyInstance, options: LeadRoutesOptions) {
  for (const kind of leadKinds) registerLeadRoute(app, kind, options);
}

function registerLeadRoute(app: FastifyInstance, kind: LeadKind, deps: LeadRoutesOptions) {
  const { code: accessCode } = leadCallSettings(kind, deps.site);
  app.post(
    kind.path,
    {
      schema: {
        querystring: querySchema,
        headers: headersSchema,
        response: { 200: acceptedSchema, 201: acceptedSchema },
      },
      preHandler: app.requireAttestation({ consume: true }),
    },
    async (request: FastifyRequest<{ Querystring: { code?: string } }>, reply) => {
      const clientHash = await deps.hashClient(request.ip);
      const { max, windowMs, refusedMax } = deps.rateLimit;
      // A refused or invalid body is limited on its own, more generously, so that a visitor's own
      // mistakes never use up the quota of the lead they then send correctly.
      const refuse = async (status: number, error: string, message: string, field?: string) => {
        const taken = await deps.rateLimiter.take(`lead-refused:${clientHash}`, refusedMax, windowMs);
        if (!taken.allowed) return tooMany(reply, taken.retryAfterSeconds);
        return fail(reply, status, error, message, field);
      };

      if (request.query.code !== accessCode) {
        return refuse(401, "Unauthorized", "Missing or wrong access code.");
      }
      const parsed = jsonObjectBody(request);
      if ("problem" in parsed) return refuse(parsed.problem.status, parsed.problem.error, parsed.problem.message);
      const { body } = parsed;
      const checked = checkForm(kind.payload, body);
      if ("problem" in checked) {
        return refuse(400, "Validation Failed", checked.problem.message, checked.problem.field);
      }
      const payload = checked.data as Record<string, unknown>;

      // Only accepted leads count toward the limit, a token bucket: no burst at a window's edge.
      const taken = await deps.rateLimiter.take(`lead:${clientHash}`, max, windowMs);
      if (!taken.allowed) return tooMany(reply, taken.retryAfterSeconds);

      const honeypot = body[HONEYPOT_FIELD];
      const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined;
      const submittedAt = deps.clock();
      let saved: Awaited<ReturnType<typeof saveLead>>;
      try {
        saved = await saveLead(deps.database.db, {
          type: kind.name,
          payload,
          submittedAt,
          userAgent: (request.headers["user-agent"] ?? "").slice(0, 500),
          clientHash,
          spam,
          idempotencyKey: (request.headers["idempotency-key"] as string | undefined) ?? null,
          notification: spam ? null : leadNotification(kind, payload, { to: deps.salesEmail, submittedAt }),
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
