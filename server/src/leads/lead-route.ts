import { firstError, HONEYPOT_FIELD } from "@ikey/contracts/validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Clock } from "../clock";
import type { DatabaseHandle } from "../db/connection";
import type { RateLimiter } from "../plugins/rate-limiter";
import { leadNotification } from "./lead-notification";
import { type LeadType, saveLead } from "./lead-store";

export interface LeadDependencies {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly hashClient: (address: string) => string;
  readonly rateLimiter: RateLimiter;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  readonly salesEmail: string;
  /** Called after a lead commits, so its e-mail goes out without waiting for the next poll. */
  readonly onLeadStored: () => void;
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
  properties: { "idempotency-key": { type: "string", minLength: 8, maxLength: 128, pattern: "^[\\w-]+$" } },
} as const;

const acceptedSchema = {
  type: "object",
  required: ["status"],
  properties: { status: { type: "string" } },
} as const;

function fail(reply: FastifyReply, status: number, error: string, message: string, field?: string) {
  return reply.code(status).send(field ? { error, field, message } : { error, message });
}

/**
 * One lead endpoint: access code, rate limit, JSON only, the form's contract,
 * honeypot, then one transaction for the lead and its e-mail. 201 for a new
 * lead, 200 for a retry of one already stored.
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
    },
    async (request: FastifyRequest<{ Querystring: { code?: string } }>, reply) => {
      if (request.query.code !== options.accessCode) {
        return fail(reply, 401, "Unauthorized", "Missing or wrong access code.");
      }

      const limit = await deps.rateLimiter.hit(
        `lead:${deps.hashClient(request.ip)}`,
        deps.rateLimit.max,
        deps.rateLimit.windowMs,
      );
      if (!limit.allowed) {
        reply.header("Retry-After", String(limit.retryAfterSeconds));
        return fail(reply, 429, "Too Many Requests", "Too many submissions. Please try again later.");
      }

      if (!request.headers["content-type"]?.toLowerCase().startsWith("application/json")) {
        return fail(reply, 415, "Unsupported Media Type", "Send the form as JSON (Content-Type: application/json).");
      }
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return fail(reply, 400, "Bad Request", "The body must be a JSON object.");
      }

      const problem = firstError(options.schema, body);
      if (problem) return fail(reply, 400, "Validation Failed", problem.message, problem.field);
      const payload = options.schema.parse(body) as Record<string, unknown>;

      const honeypot = (body as Record<string, unknown>)[HONEYPOT_FIELD];
      const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined;
      const submittedAt = deps.clock();
      const saved = await saveLead(deps.database.db, {
        type: options.type,
        payload,
        submittedAt,
        userAgent: (request.headers["user-agent"] ?? "").slice(0, 500),
        clientHash: deps.hashClient(request.ip),
        spam,
        idempotencyKey: (request.headers["idempotency-key"] as string | undefined) ?? null,
        notification: spam ? null : leadNotification(options.type, payload, { to: deps.salesEmail, submittedAt }),
      });
      if (!saved.duplicate && !spam) deps.onLeadStored();
      return reply
        .code(saved.duplicate ? 200 : 201)
        .send({ status: saved.duplicate ? "already received" : "received" });
    },
  );
}
