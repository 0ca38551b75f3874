import { problemSchema } from "@ikey/contracts/api-schemas";
import {
  emptyBodySchema,
  invitedSchema,
  inviteSchema,
  memberIdSchema,
  okSchema,
  roleChangeSchema,
  staffListSchema,
} from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { appendAudit } from "../audit-log/audit-log-store";
import { fail } from "../http/json-body";
import { actingMember, answerStaffProblem } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { endMemberSessions } from "../staff/staff-sessions";
import { changeStaffRole, disableStaff, inviteStaff, listStaff, staffEmailOf } from "../staff/staff-store";

const replies = { "4xx": problemSchema };

/** Staff admin (admins only): the list, inviting, changing a role, disabling and ending sessions. */
export async function staffMemberRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { consoleAccess: "staff" } as const;
  const onMember = { params: memberIdSchema, body: emptyBodySchema, response: { 200: okSchema, ...replies } };

  app.get("/members", { config, schema: { response: { 200: staffListSchema, ...replies } } }, async () => ({
    members: await listStaff(deps.db),
  }));

  app.post(
    "/members",
    { config, schema: { body: inviteSchema, response: { 200: invitedSchema, ...replies } } },
    async (request, reply) => {
      const { actor, clientHash } = await actingMember(deps.hash, request);
      try {
        const invitation = await inviteStaff(deps.db, {
          ...request.body,
          now: deps.clock(),
          siteUrl: deps.siteUrl,
          supportEmail: deps.supportEmail,
          actor,
          clientHash,
        });
        deps.onMailQueued();
        return invitation;
      } catch (error) {
        return answerStaffProblem(reply, error);
      }
    },
  );

  app.post("/members/:id/role", { config, schema: { ...onMember, body: roleChangeSchema } }, async (request, reply) => {
    const { member, actor, clientHash } = await actingMember(deps.hash, request);
    try {
      await changeStaffRole(deps.db, {
        id: request.params.id,
        role: request.body.role,
        now: deps.clock(),
        actor,
        clientHash,
        keepSession: member.sessionHash,
      });
      return { ok: true as const };
    } catch (error) {
      return answerStaffProblem(reply, error);
    }
  });

  app.post("/members/:id/disable", { config, schema: onMember }, async (request, reply) => {
    const { actor, clientHash } = await actingMember(deps.hash, request);
    const email = await staffEmailOf(deps.db, request.params.id);
    if (!email) return fail(reply, 404, "Not Found", "No such member.");
    try {
      await disableStaff(deps.db, { email, now: deps.clock(), actor, clientHash });
      return { ok: true as const };
    } catch (error) {
      return answerStaffProblem(reply, error);
    }
  });

  app.post("/members/:id/end-sessions", { config, schema: onMember }, async (request, reply) => {
    const { member, actor, clientHash } = await actingMember(deps.hash, request);
    const email = await staffEmailOf(deps.db, request.params.id);
    if (!email) return fail(reply, 404, "Not Found", "No such member.");
    // An admin ending their own sessions keeps the one they are using.
    const except = request.params.id === member.staffId ? member.sessionHash : undefined;
    const ended = await endMemberSessions(deps.db, request.params.id, { except });
    await appendAudit(deps.db, {
      at: deps.clock(),
      actor,
      action: "staff.end-sessions",
      target: email,
      detail: { ended },
      clientHash,
    });
    return { ok: true as const };
  });
}
