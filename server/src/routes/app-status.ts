import {
  callableErrorSchema,
  callableRequestSchema,
  callableResultSchema,
  problemSchema,
  statusReportSchema,
} from "@ikey/contracts/api-schemas";
import {
  KEEPALIVE_TEXT,
  STATUS_CHECKER_PATH,
  STATUS_FUNCTION_PATH,
  type StatusReport,
} from "@ikey/contracts/app-status";
import { ATTESTATION_HEADER } from "@ikey/contracts/attestation";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { STATUS_TARGETS } from "@ikey/contracts/status-history";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AttestationRefusal } from "../attestation/require-attestation";
import { requireJsonObject } from "../http/json-body";
import { clientProblemOf } from "../http/problems";
import type { RouteRateLimit } from "../limits/route-limits";
import { checkAll, loopbackBase, PROBE_TIMEOUT_MS, targetsOf } from "../status/keepalive-probes";
import type { Clock } from "../time";

/** A refused attestation in the callable protocol's error shape. */
function refuseAsCallable(reply: FastifyReply, refusal: AttestationRefusal) {
  return reply.code(401).send({ error: { status: "UNAUTHENTICATED", message: refusal.message } });
}

const TOO_MANY_CHECKS = "Too many status checks. Please try again shortly.";

/** How long a finished probe round's report is handed to later callers instead of probing again. */
export const STATUS_REUSE_MS = 2_000;

/**
 * One probe round at a time: callers that arrive while a round runs, or within `reuseMs` of its
 * end, share its report. However many callers there are, the targets see at most one round of four
 * probes per `reuseMs` and round length from each server.
 */
export function sharedRounds(run: () => Promise<StatusReport>, clock: Clock, reuseMs = STATUS_REUSE_MS) {
  let latest: { readonly report: Promise<StatusReport>; endedAt?: number } | undefined;
  return (): Promise<StatusReport> => {
    if (latest && (latest.endedAt === undefined || clock() - latest.endedAt <= reuseMs)) return latest.report;
    const round: { readonly report: Promise<StatusReport>; endedAt?: number } = { report: run() };
    void round.report.finally(() => {
      round.endedAt = clock();
    });
    latest = round;
    return round.report;
  };
}

export interface StatusRouteOptions {
  readonly site: SiteConfig;
  readonly clock: Clock;
  readonly timeoutMs?: number;
  readonly bodyLimit: number;
  /** Checks (checker and callable together) each client may ask for in any window. */
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
}

/**
 * The status page's server side: four keepalive targets, the checker endpoint
 * (the page's "Microsoft server" row) and the callable function
 * `checkApplicationStatus` (its "Google server" row), on the callable protocol.
 */
export async function appStatusRoutes(
  server: FastifyInstance,
  { site, clock, timeoutMs = PROBE_TIMEOUT_MS, bodyLimit, rateLimit }: StatusRouteOptions,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const checkNow = sharedRounds(
    () =>
      checkAll(
        targetsOf(site, () => loopbackBase(app.server)),
        clock,
        timeoutMs,
      ),
    clock,
  );
  /**
   * The checker and the callable share each client's token bucket. With the database down a check
   * is let through: the status page matters most when things are broken, and the shared rounds
   * above still bound what reaches the targets.
   */
  const checks: RouteRateLimit = {
    bucket: "status",
    ...rateLimit,
    message: TOO_MANY_CHECKS,
    openWhenDatabaseDown: true,
  };
  // A check waits on every target for up to `timeoutMs`: its budget is that wait and a little more.
  const handlerTimeout = timeoutMs + 2_000;
  const anyOrigin = async (_request: unknown, reply: FastifyReply) => {
    reply.header("Access-Control-Allow-Origin", "*").header("Cache-Control", "no-store");
  };

  // One keepalive path per target, by the target's name.
  for (const name of STATUS_TARGETS) {
    app.get(`/status/keepalive/${name}`, { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
      // The page may be served from another host: any origin may read the answer.
      reply
        .header("Access-Control-Allow-Origin", "*")
        .header("Cache-Control", "no-store")
        .type("text/plain; charset=utf-8");
      return KEEPALIVE_TEXT;
    });
  }

  app.get(
    STATUS_CHECKER_PATH,
    {
      schema: { response: { 200: statusReportSchema, 429: problemSchema } },
      config: { rateLimit: checks },
      handlerTimeout,
      // Before the limit, so a page on another host can read a refusal too.
      onRequest: anyOrigin,
    },
    async () => checkNow(),
  );

  const callableBodyProblem = 'Send {"data": {}} as JSON.';
  app.post(
    STATUS_FUNCTION_PATH,
    {
      schema: {
        body: callableRequestSchema,
        response: {
          200: callableResultSchema,
          400: callableErrorSchema,
          401: callableErrorSchema,
          413: callableErrorSchema,
          415: callableErrorSchema,
          429: callableErrorSchema,
          500: callableErrorSchema,
          503: callableErrorSchema,
        },
      },
      // Errors before the handler runs (malformed or oversized JSON, a wrong
      // content type, a body without "data") answer in the callable protocol's
      // shape too. They keep the headers onRequest set, which runs before the body is parsed.
      errorHandler: (error, request, reply) => {
        if (error.code === "FST_ERR_HANDLER_TIMEOUT") {
          request.log.warn("callable function over its time budget");
          return reply.code(503).send({ error: { status: "UNAVAILABLE", message: "The check took too long." } });
        }
        if (!error.statusCode || error.statusCode >= 500) {
          request.log.error({ err: error }, "callable function failed");
          return reply.code(500).send({ error: { status: "INTERNAL", message: "Internal error." } });
        }
        // The HTTP status says what was wrong (413 too large, 415 not JSON); the protocol has one code for all.
        const problem = clientProblemOf(error, bodyLimit);
        const status = problem.status === 413 || problem.status === 415 ? problem.status : 400;
        const message = error.validation ? callableBodyProblem : problem.message;
        return reply.code(status).send({ error: { status: "INVALID_ARGUMENT", message } });
      },
      config: {
        rateLimit: { ...checks, body: (message) => ({ error: { status: "RESOURCE_EXHAUSTED", message } }) },
      },
      handlerTimeout,
      // Before the attestation check and the limit, so a page on another host can read a refusal too.
      onRequest: anyOrigin,
      preValidation: [
        // Read-only and repeated by Test Again: a token serves until it expires.
        app.requireAttestation({ consume: false, refuse: refuseAsCallable }),
        // The callable protocol's error shape, with the HTTP status that says what was wrong (415 or 400).
        requireJsonObject((reply, problem) =>
          reply
            .code(problem.status === 415 ? 415 : 400)
            .send({ error: { status: "INVALID_ARGUMENT", message: callableBodyProblem } }),
        ),
      ],
    },
    async () => ({ result: await checkNow() }),
  );

  // Browsers ask before POSTing JSON to the callable from another origin.
  app.options(STATUS_FUNCTION_PATH, async (_request, reply) => {
    reply
      .header("Access-Control-Allow-Origin", "*")
      .header("Access-Control-Allow-Methods", "POST")
      .header("Access-Control-Allow-Headers", `Content-Type, ${ATTESTATION_HEADER}`)
      .header("Access-Control-Max-Age", "600")
      .code(204)
      .send();
  });
}
