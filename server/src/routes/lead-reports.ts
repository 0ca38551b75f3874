import { problemSchema } from "@ikey/contracts/api-schemas";
import { leadReportQuerySchema, leadReportSchema } from "@ikey/contracts/lead-reports-schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { leadReport } from "../leads/lead-reports";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";

/**
 * The sources-and-speed report (docs/decisions/0033-lead-reports.md), under /staff/api, for those
 * who may open the leads (sales and admins). It only reads: no audit entry.
 */
export async function leadReportRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/lead-reports",
    {
      config: { consoleAccess: "leads" },
      schema: { querystring: leadReportQuerySchema, response: { 200: leadReportSchema, "4xx": problemSchema } },
    },
    async (request) => leadReport(deps.db, request.query, deps.clock()),
  );
}
