import { statusHistorySchema } from "@ikey/contracts/api-schemas";
import { STATUS_HISTORY_MAX_AGE_SECONDS, STATUS_HISTORY_PATH } from "@ikey/contracts/status-history";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { serverTiming } from "../http/server-timing";
import { readHistory } from "../status/history-report";
import type { Clock } from "../time";

/**
 * GET /status/history (docs/decisions/0016): the five groups' uptime, response times and the
 * incidents, the same for everyone, so browsers and CDNs may keep it for a minute (the probes run
 * once a minute). Any origin may read it, like the keepalive targets.
 */
export async function statusHistoryRoutes(
  server: FastifyInstance,
  { db, clock }: { readonly db: Kysely<Database>; readonly clock: Clock },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    STATUS_HISTORY_PATH,
    { schema: { response: { 200: statusHistorySchema } }, onSend: serverTiming },
    async (_request, reply) => {
      reply
        .header("Cache-Control", `public, max-age=${STATUS_HISTORY_MAX_AGE_SECONDS}`)
        .header("Access-Control-Allow-Origin", "*");
      return readHistory(db, clock());
    },
  );
}
