import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/connection";

const healthSchema = {
  type: "object",
  required: ["status", "database"],
  properties: { status: { type: "string", enum: ["ok", "unavailable"] }, database: { type: "string" } },
} as const;

/** For load balancers and `npm start`'s readiness: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get("/healthz", { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await database.ping();
      return { status: "ok", database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "unavailable", database: database.kind });
    }
  });
}
