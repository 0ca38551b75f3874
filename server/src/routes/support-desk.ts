import { DELETION_DAYS } from "@ikey/contracts/account-deactivation";
import { problemSchema } from "@ikey/contracts/api-schemas";
import { accountLookupReplySchema, accountLookupSchema } from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findAccount } from "../accounts/account-store";
import { appendAudit } from "../audit-log/audit-log-store";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { DAY_MS } from "../time";

/**
 * The support desk (support and admin): a parent-app account's state and dates, looked up by
 * e-mail. Every look-up is audited, found or not; the password hash never leaves the database.
 */
export async function supportDeskRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/accounts",
    {
      config: { consoleAccess: "accounts" },
      schema: { querystring: accountLookupSchema, response: { 200: accountLookupReplySchema, "4xx": problemSchema } },
    },
    async (request) => {
      const { actor, clientHash } = await actingMember(deps.hash, request);
      const found = await findAccount(deps.db, request.query.email);
      await appendAudit(deps.db, {
        at: deps.clock(),
        actor,
        action: "account.lookup",
        target: request.query.email,
        detail: { found: Boolean(found) },
        clientHash,
      });
      if (!found) return { account: null };
      const deactivatedAt = found.deactivated_at === null ? null : Number(found.deactivated_at);
      return {
        account: {
          email: found.email,
          state: found.status,
          createdAt: Number(found.created_at),
          lastLoginAt: found.last_login_at === null ? null : Number(found.last_login_at),
          deactivatedAt,
          deletionAt: deactivatedAt === null ? null : deactivatedAt + DELETION_DAYS * DAY_MS,
        },
      };
    },
  );
}
