import { ATTESTATION_HEADER } from "@ikey/contracts/attestation";
import { firstError, HONEYPOT_FIELD } from "@ikey/contracts/validation";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Clock } from "../clock";
import type { DatabaseHandle } from "../db/connection";
import type { RateLimiter } from "../plugins/rate-limiter";
import type { KeyedHash } from "../privacy/keyed-hash";
import { fail, jsonObjectBody } from "../routes/json-body";
import { leadNotification } from "./lead-notification";
import { type LeadType, saveLead } from "./lead-store";

export interface LeadDependencies {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly hashClient: KeyedHash;
  readonly rateLimiter: RateLimiter;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  readonly salesEmail: string;
  /** Called after a lead commits with its e-mail, so that goes out without waiting for the next poll. */
  readonly onMailQueued: () => void;
}

interface LeadRouteOptions {
  readonly path: string;
  readonly type: LeadType;
  readonly schema: z.ZodObject;
  readonly accessCode: string;
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

/**
 * One lead endpoint: app attestation (each token once), access code, rate limit,
 * JSON only, the form's contract, honeypot, then one transaction for the lead
 * and its e-mail. 201 for a new lead, 200 for a retry of one already stored.
 */
export function registerLeadRoute(app: FastifyInstance, options: LeadRouteOptions, deps: LeadDependencies) {
  app.post(
    options.path,
    {
      schema: {
        querystring: querySchema,
        headers: headersSchema,
        response: { 200: acceptedSchema, 201: acceptedSchema },
      },
      preHandler: app.requireAttestation({ consume: true }),
    },
    async (request: FastifyRequest<{ Querystring: { code?: string } }>, reply) => {
      if (request.query.code !== options.accessCode) {
        return fail(reply, 401, "Unauthorized", "Missing or wrong access code.");
      }

      const clientHash = await deps.hashClient(request.ip);
      const limit = await deps.rateLimiter.hit(`lead:${clientHash}`, deps.rateLimit.max, deps.rateLimit.windowMs);
      if (!limit.allowed) {
        reply.header("Retry-After", String(limit.retryAfterSeconds));
        return fail(reply, 429, "Too Many Requests", "Too many submissions. Please try again later.");
      }

      const body = jsonObjectBody(request, reply);
      if (!body) return reply;

      const problem = firstError(options.schema, body);
      if (problem) return fail(reply, 400, "Validation Failed", problem.message, problem.field);
      const payload = options.schema.parse(body) as Record<string, unknown>;

      const honeypot = body[HONEYPOT_FIELD];
      const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined;
      const submittedAt = deps.clock();
      const saved = await saveLead(deps.database.db, {
        type: options.type,
        payload,
        submittedAt,
        userAgent: (request.headers["user-agent"] ?? "").slice(0, 500),
        clientHash,
        spam,
        idempotencyKey: (request.headers["idempotency-key"] as string | undefined) ?? null,
        notification: spam ? null : leadNotification(options.type, payload, { to: deps.salesEmail, submittedAt }),
      });
      if (!saved.duplicate && !spam) deps.onMailQueued();
      return reply
        .code(saved.duplicate ? 200 : 201)
        .send({ status: saved.duplicate ? "already received" : "received" });
    },
  );
}
