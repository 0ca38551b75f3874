import { statusHistorySchema } from "@ikey/contracts/api-schemas";
import { STATUS_HISTORY_PATH } from "@ikey/contracts/status-history";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { entityTag, NOT_MODIFIED_BODY, notModified, notModifiedSchema } from "../http/revalidated";
import { serverTiming } from "../http/server-timing";
import { readHistory } from "../status/history-report";
import type { Clock } from "../time";

/**
 * GET /status/history (docs/decisions/0016): the five groups' uptime, response times and the
 * incidents, the same for everyone. Read from the database on every request, so every instance
 * answers an incident's change at once; no reader keeps a copy without asking again, and a copy
 * that still says the same (the moment it was made aside) gets 304. Any origin may read it, like
 * the keepalive targets.
 */
export async function statusHistoryRoutes(
  server: FastifyInstance,
  { db, clock }: { readonly db: Kysely<Database>; readonly clock: Clock },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    STATUS_HISTORY_PATH,
    { schema: { response: { 200: statusHistorySchema, 304: notModifiedSchema } }, onSend: serverTiming },
    async (request, reply) => {
      reply.header("Access-Control-Allow-Origin", "*");
      const history = await readHistory(db, clock());
      const { generatedAt: _madeAt, ...says } = history;
      if (notModified(request, reply, entityTag(says))) return reply.send(NOT_MODIFIED_BODY);
      return history;
    },
  );
}
