import { healthSchema } from "@ikey/contracts/api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../db/connection";

/** For load balancers and `npm start`'s readiness: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(server: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get("/healthz", { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await database.ping();
      return { status: "ok" as const, database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "unavailable", database: database.kind });
    }
  });
}
