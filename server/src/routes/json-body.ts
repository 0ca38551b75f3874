import type { FastifyReply, FastifyRequest } from "fastify";

/** A 4xx answer as JSON naming the problem (and the field, when one is at fault). */
export function fail(reply: FastifyReply, status: number, error: string, message: string, field?: string) {
  return reply.code(status).send(field ? { error, field, message } : { error, message });
}

/**
 * The request's body when it is a JSON object; otherwise answers 415 or 400 and
 * returns undefined. Malformed JSON never gets here: Fastify's parser answers 400.
 */
export function jsonObjectBody(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> | undefined {
  if (!request.headers["content-type"]?.toLowerCase().startsWith("application/json")) {
    void fail(reply, 415, "Unsupported Media Type", "Send the form as JSON (Content-Type: application/json).");
    return undefined;
  }
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    void fail(reply, 400, "Bad Request", "The body must be a JSON object.");
    return undefined;
  }
  return body as Record<string, unknown>;
}
