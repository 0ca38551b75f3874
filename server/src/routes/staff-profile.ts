import { problemSchema } from "@ikey/contracts/api-schemas";
import { staffProfileSchema } from "@ikey/contracts/console-api-schemas";
import { STAFF_PROFILE_PATH } from "@ikey/contracts/staff-profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { appendAudit } from "../audit-log/audit-log-store";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";

const replies = { "4xx": problemSchema };

/**
 * A member's own profile (docs/decisions/0039-staff-profile.md), under /staff/api: any signed-in
 * member sets their own name and e-mail language, never another's, in one transaction with its
 * audit entry. The entry says what changed, not the name: the log keeps facts, not people's words.
 */
export async function staffProfileRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    STAFF_PROFILE_PATH,
    { schema: { body: staffProfileSchema, response: { 200: staffProfileSchema, ...replies } } },
    async (request) => {
      const { member, actor, clientHash } = await actingMember(deps.hash, request);
      const name = request.body.name === "" ? null : request.body.name;
      const { language } = request.body;
      const now = deps.clock();
      await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable("staff").set({ name, language }).where("id", "=", member.staffId).execute();
        await appendAudit(trx, {
          at: now,
          actor,
          action: "staff.profile",
          detail: { nameChanged: name !== member.name, language: { from: member.language, to: language } },
          clientHash,
        });
      });
      return { name: name ?? "", language };
    },
  );
}
