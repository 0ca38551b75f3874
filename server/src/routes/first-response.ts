import { problemSchema } from "@ikey/contracts/api-schemas";
import { responseTargetSchema, waitingLeadsSchema } from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { appendAudit } from "../audit-log/audit-log-store";
import { readResponseTarget, saveResponseTarget } from "../leads/response-target";
import { waitingByMember } from "../leads/unanswered-leads";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";

const replies = { "4xx": problemSchema };

/**
 * The first-response clock (docs/decisions/0029-first-response.md), under /staff/api: the leads
 * still waiting per member, for sales and admins; the response target, set by admins, in one
 * transaction with its audit entry.
 */
export async function firstResponseRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/first-response",
    { config: { consoleAccess: "leads" }, schema: { response: { 200: waitingLeadsSchema, ...replies } } },
    async () => {
      const targetMinutes = await readResponseTarget(deps.db);
      return { targetMinutes, members: await waitingByMember(deps.db, deps.clock(), targetMinutes) };
    },
  );

  app.post(
    "/first-response/target",
    {
      config: { consoleAccess: "response-target" },
      schema: { body: responseTargetSchema, response: { 200: responseTargetSchema, ...replies } },
    },
    async (request) => {
      const { actor, clientHash } = await actingMember(deps.hash, request);
      const now = deps.clock();
      const { targetMinutes } = request.body;
      await deps.db.transaction().execute(async (trx) => {
        const before = await readResponseTarget(trx);
        await saveResponseTarget(trx, targetMinutes, now);
        await appendAudit(trx, {
          at: now,
          actor,
          action: "first-response.target",
          detail: { from: before, to: targetMinutes },
          clientHash,
        });
      });
      return { targetMinutes: await readResponseTarget(deps.db) };
    },
  );
}
