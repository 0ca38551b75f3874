import { problemSchema } from "@ikey/contracts/api-schemas";
import { emptyBodySchema, okSchema, staffNoticesSchema } from "@ikey/contracts/console-api-schemas";
import { recordIdParamsSchema } from "@ikey/contracts/whole-numbers";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fail } from "../http/json-body";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { markNoticeRead, unreadNotices } from "../staff/staff-notices";

const replies = { "4xx": problemSchema };

/**
 * A signed-in member's console notices (docs/decisions/0032-lead-assignment.md, "Hand-offs
 * stick"): a lead a colleague handed them, with the note, until they mark it read. Only their own.
 */
export async function staffNoticeRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get("/notices", { schema: { response: { 200: staffNoticesSchema, ...replies } } }, async (request) => {
    const { member } = await actingMember(deps.hash, request);
    return { notices: await unreadNotices(deps.db, member.staffId) };
  });

  app.post(
    "/notices/:id/read",
    { schema: { params: recordIdParamsSchema, body: emptyBodySchema, response: { 200: okSchema, ...replies } } },
    async (request, reply) => {
      const { member } = await actingMember(deps.hash, request);
      if (!(await markNoticeRead(deps.db, member.staffId, request.params.id, deps.clock()))) {
        return fail(reply, 404, "Not Found", "No such unread notice.");
      }
      return { ok: true as const };
    },
  );
}
