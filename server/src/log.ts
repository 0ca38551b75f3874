import type { FastifyRequest } from "fastify";

/**
 * What a request log line may say. No query string (it can carry access codes
 * and e-mail addresses), no headers, no client address: personal data stays out of logs.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, path: request.url.split("?")[0], id: request.id };
  },
};
