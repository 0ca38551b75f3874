import { problemSchema } from "@ikey/contracts/api-schemas";
import { AUDIT_PAGE_SIZE } from "@ikey/contracts/audit-log";
import { calendarOf } from "@ikey/contracts/calendar-day";
import { auditPageSchema, auditQuerySchema } from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { DAY_MS, malaysiaDayStart } from "../time";

/** The audit log (admins only), newest first, filtered by actor, action and days (Malaysia time). */
export async function auditLogRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/audit",
    {
      config: { consoleAccess: "audit" },
      schema: {
        querystring: auditQuerySchema(calendarOf(deps.clock)),
        response: { 200: auditPageSchema, "4xx": problemSchema },
      },
    },
    async (request) => {
      const { actor, action, from, to, cursor } = request.query;
      let query = deps.db
        .selectFrom("audit_log")
        .selectAll()
        .orderBy("id", "desc")
        .limit(AUDIT_PAGE_SIZE + 1);
      if (actor) query = query.where("actor", "=", actor);
      if (action) {
        query = action.includes(".")
          ? query.where("action", "=", action)
          : query.where((eb) => eb.or([eb("action", "=", action), eb("action", "like", `${action}.%`)]));
      }
      if (from) query = query.where("at", ">=", malaysiaDayStart(from));
      if (to) query = query.where("at", "<", malaysiaDayStart(to) + DAY_MS);
      if (cursor) query = query.where("id", "<", cursor);
      const rows = await query.execute();
      const entries = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
        id: Number(row.id),
        at: Number(row.at),
        actor: row.actor,
        action: row.action,
        target: row.target,
        detail: row.detail === null ? null : (JSON.parse(row.detail) as Record<string, unknown>),
        clientHash: row.client_hash,
      }));
      const last = entries[entries.length - 1];
      return { entries, nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null };
    },
  );
}
