import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../db/errors";
import { fail } from "../http/json-body";
import type { KeyedHash } from "../privacy/keyed-hash";
import type { RateLimiter } from "./rate-limiter";

/** A per-client limit on a route (docs/decisions/0024): a token bucket in the database, keyed by the client's hash. */
export interface RouteRateLimit {
  /** The counter's name: routes that give the same name share each client's budget. */
  readonly bucket: string;
  /** Uses per window, and a burst of this many at most. */
  readonly max: number;
  readonly windowMs: number;
  /** The 429's message, for the person who sent the request. */
  readonly message: string;
  /** The 429's body when the route speaks a protocol of its own; `{error, message}` otherwise. */
  readonly body?: (message: string) => unknown;
  /**
   * Let the request through uncounted while the database is down, instead of answering 503: for
   * routes that matter most when things are broken and bound their own cost (the status checks).
   */
  readonly openWhenDatabaseDown?: boolean;
}

/**
 * A per-client limit on a route's wrong secrets (a link's token, an invitation): only the failures
 * the handler reports with `reply.wrongSecret` are counted, so a right secret is always answered,
 * however often its client has guessed wrong (docs/decisions/0024, "Secret checks").
 */
export type RouteSecretCheck = Pick<RouteRateLimit, "bucket" | "max" | "windowMs" | "message">;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Counted after the body's checks, before the handler: over it, 429 with Retry-After. */
    rateLimit?: RouteRateLimit;
    /** The route checks a secret: its wrong ones are counted (`reply.wrongSecret`), its right ones never. */
    secretCheck?: RouteSecretCheck;
    /**
     * The body may carry the forms' honeypot field: a filled one sets `request.spam`, and the
     * field is taken out of the body, so no handler stores it. Checked after the limit, so a bot
     * that fills it still spends its budget.
     */
    honeypot?: boolean;
  }
  interface FastifyInstance {
    /**
     * Counts one use of `limit` for the request's client. Over the limit it answers 429 with
     * Retry-After and returns false; otherwise it returns a way to give the use back.
     */
    takeRateLimit(
      request: FastifyRequest,
      reply: FastifyReply,
      limit: RouteRateLimit,
    ): Promise<false | { readonly giveBack: () => Promise<void> }>;
  }
  interface FastifyReply {
    /**
     * The request's secret named nothing: counts one failure for the client under the route's
     * `config.secretCheck` and answers with `refusal`, or, once the client is over the limit, with
     * 429 and Retry-After instead. Call it only after the secret has been looked up and not found,
     * and for nothing else.
     */
    wrongSecret(refusal: () => FastifyReply): Promise<FastifyReply>;
  }
  interface FastifyRequest {
    /** Gives back the use the route's limit counted, for a request that turned out not to count (a repeat). */
    giveBackRateLimit: () => Promise<void>;
    /** The honeypot was filled (routes with `config.honeypot`). */
    spam: boolean;
  }
}

export interface RouteLimitsOptions {
  readonly rateLimiter: RateLimiter;
  readonly hashClient: KeyedHash;
}

/** A honeypot counts as filled when it holds anything but white space. */
function filled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined;
}

const nothingToGiveBack = async () => {};

/**
 * The public forms' and status checks' limits and honeypot, declared on each route
 * (`config: { rateLimit, honeypot }`) and applied here by one preHandler: after the body's
 * schema (an invalid body is not counted), before the handler. The secret checks' limits
 * (`config: { secretCheck }`) have no preHandler: the handler looks the secret up first, a hash
 * lookup, and only a miss reaches the counter (`reply.wrongSecret`). Register it before the routes.
 */
async function routeLimits(app: FastifyInstance, { rateLimiter, hashClient }: RouteLimitsOptions) {
  app.decorateRequest("giveBackRateLimit", nothingToGiveBack);
  app.decorateRequest("spam", false);

  app.decorate("takeRateLimit", async (request: FastifyRequest, reply: FastifyReply, limit: RouteRateLimit) => {
    let taken: Awaited<ReturnType<RateLimiter["take"]>>;
    try {
      taken = await rateLimiter.take(`${limit.bucket}:${await hashClient(request.ip)}`, limit.max, limit.windowMs);
    } catch (error) {
      if (!limit.openWhenDatabaseDown || !isDatabaseUnavailable(error)) throw error;
      request.log.warn(
        { code: (error as { code?: unknown }).code },
        `${limit.bucket} limit not counted: database unavailable`,
      );
      return { giveBack: nothingToGiveBack };
    }
    if (taken.allowed) return { giveBack: taken.giveBack };
    reply.header("Retry-After", String(taken.retryAfterSeconds));
    if (limit.body) reply.code(429).send(limit.body(limit.message));
    else fail(reply, 429, "Too Many Requests", limit.message);
    return false;
  });

  app.decorateReply("wrongSecret", async function wrongSecret(this: FastifyReply, refusal: () => FastifyReply) {
    const limit = this.routeOptions.config.secretCheck;
    if (!limit) throw new Error(`${this.request.method} ${this.request.routeOptions.url} declares no secretCheck`);
    // Nothing is given back: a wrong secret always counts. Only failures are taken from the bucket,
    // so a client's right secrets never find it empty.
    if (!(await app.takeRateLimit(this.request, this, limit))) return this;
    return refusal();
  });

  app.addHook("onRoute", (route) => {
    const { rateLimit, honeypot } = route.config ?? {};
    if (!rateLimit && !honeypot) return;
    const limitAndTrap: preHandlerHookHandler = async (request, reply) => {
      if (rateLimit) {
        const taken = await app.takeRateLimit(request, reply, rateLimit);
        if (!taken) return reply;
        request.giveBackRateLimit = taken.giveBack;
      }
      if (honeypot && typeof request.body === "object" && request.body !== null) {
        const body = request.body as Record<string, unknown>;
        request.spam = filled(body[HONEYPOT_FIELD]);
        delete body[HONEYPOT_FIELD];
      }
    };
    const own = route.preHandler;
    route.preHandler = own === undefined ? [limitAndTrap] : [limitAndTrap, ...(Array.isArray(own) ? own : [own])];
  });
}

export default fp(routeLimits, { name: "route-limits" });
