import { problemSchema } from "@ikey/contracts/api-schemas";
import { leadAssignmentSchema } from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { appendAudit } from "../audit-log/audit-log-store";
import { readAssignmentMode, saveAssignmentMode } from "../leads/assignment-store";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";

const replies = { "4xx": problemSchema };

/**
 * Fair assignment's switch (docs/decisions/0032-lead-assignment.md), under /staff/api: how new
 * leads are assigned, for sales and admins to read; changed by admins only, in one transaction
 * with its audit entry.
 */
export async function leadAssignmentRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/lead-assignment",
    { config: { consoleAccess: "leads" }, schema: { response: { 200: leadAssignmentSchema, ...replies } } },
    async () => ({ mode: await readAssignmentMode(deps.db) }),
  );

  app.post(
    "/lead-assignment",
    {
      config: { consoleAccess: "lead-assignment" },
      schema: { body: leadAssignmentSchema, response: { 200: leadAssignmentSchema, ...replies } },
    },
    async (request) => {
      const { actor, clientHash } = await actingMember(deps.hash, request);
      const now = deps.clock();
      const { mode } = request.body;
      await deps.db.transaction().execute(async (trx) => {
        const before = await readAssignmentMode(trx);
        if (before === mode) return;
        await saveAssignmentMode(trx, mode, now);
        await appendAudit(trx, {
          at: now,
          actor,
          action: "lead-assignment.mode",
          detail: { from: before, to: mode },
          clientHash,
        });
      });
      return { mode: await readAssignmentMode(deps.db) };
    },
  );
}
