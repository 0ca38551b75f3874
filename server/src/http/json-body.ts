import type { FastifyReply, FastifyRequest } from "fastify";
import type { ClientProblem } from "./problems";

/** A 4xx answer as JSON naming the problem (and the field, when one is at fault). */
export function fail(reply: FastifyReply, status: number, error: string, message: string, field?: string) {
  return reply.code(status).send(field ? { error, field, message } : { error, message });
}

/**
 * The request's body when it is a JSON object, or what is wrong with it. Malformed JSON, another
 * charset and oversized bodies never get here: the JSON parser (plugins/json-bodies.ts) refuses them.
 */
export function jsonObjectBody(
  request: FastifyRequest,
): { readonly body: Record<string, unknown> } | { readonly problem: ClientProblem } {
  if (!request.headers["content-type"]?.toLowerCase().startsWith("application/json")) {
    return {
      problem: {
        status: 415,
        error: "Unsupported Media Type",
        message: "Send the form as JSON (Content-Type: application/json).",
      },
    };
  }
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { problem: { status: 400, error: "Bad Request", message: "The body must be a JSON object." } };
  }
  return { body: body as Record<string, unknown> };
}

/**
 * A preValidation hook: a body that is not a JSON object is refused (415 or 400) before the
 * route's schema sees it, so the schema's messages only ever speak about fields.
 */
export function requireJsonObject(
  refuse: (reply: FastifyReply, problem: ClientProblem) => unknown = (reply, problem) =>
    fail(reply, problem.status, problem.error, problem.message),
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = jsonObjectBody(request);
    if ("problem" in parsed) return refuse(reply, parsed.problem);
  };
}
