import { problemSchema } from "@ikey/contracts/api-schemas";
import {
  disableMemberSchema,
  emptyBodySchema,
  invitedSchema,
  inviteSchema,
  memberHandoverSchema,
  memberIdSchema,
  okSchema,
  roleChangeSchema,
  staffListSchema,
} from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { appendAudit } from "../audit-log/audit-log-store";
import { takeBookingTurn } from "../demo-booking/booking-store";
import { comingDemosOf, handDemosOver } from "../demo-booking/demo-handover";
import type { BookingLinks } from "../demo-booking/lead-booking";
import { onDutyFrom } from "../demo-booking/on-duty";
import { fail } from "../http/json-body";
import { takeAssignmentTurn } from "../leads/assignment-store";
import { checkSuccessor, openLeadsOf, reassignLeadsOf, type Successor } from "../leads/leaver-leads";
import { actingMember, answerStaffProblem } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { endMemberSessions } from "../staff/staff-sessions";
import {
  changeStaffRole,
  disableStaffIn,
  enableStaff,
  inviteStaff,
  listStaff,
  staffEmailOf,
} from "../staff/staff-store";

const replies = { "4xx": problemSchema };

/**
 * Disables a member and hands over, in one transaction, everything that was theirs: demos to come
 * first (each to someone who can cover it; its lead follows), then their other open leads
 * (docs/decisions/0015-staff-console.md, "Leaving and returning"). Any refusal (nobody can
 * cover a demo) leaves the member as they were. The turns are taken in the booking's order.
 */
async function disableAndHandOver(
  deps: MemberRouteDeps,
  change: {
    readonly leaver: { readonly id: number; readonly email: string };
    readonly successor: Successor;
    readonly actor: { readonly id: number; readonly email: string };
    readonly clientHash: string;
  },
): Promise<{ demos: number; leads: number }> {
  const { leaver, successor, actor, clientHash } = change;
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    await takeBookingTurn(trx);
    await takeAssignmentTurn(trx);
    await checkSuccessor(trx, leaver.id, successor);
    await disableStaffIn(trx, { email: leaver.email, now, actor, clientHash });
    const demos = await handDemosOver(trx, leaver.id, successor, {
      actor: { kind: "member", ...actor, clientHash },
      now,
      links: deps.bookingLinks,
    });
    const leads = await reassignLeadsOf(trx, leaver, successor, { actor, now, onDutyFrom });
    const to = successor === "round-robin" ? successor : { memberId: successor.memberId };
    await appendAudit(trx, {
      at: now,
      actor,
      action: "staff.handover",
      target: leaver.email,
      detail: { to, demos, leads },
      clientHash,
    });
    return { demos, leads };
  });
}

type MemberRouteDeps = StaffConsoleDeps & { readonly bookingLinks: BookingLinks };

/** Staff admin (admins only): the list, inviting, changing a role, disabling (with the hand-over), enabling and ending sessions. */
export async function staffMemberRoutes(server: FastifyInstance, deps: MemberRouteDeps) {
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

  // What goes with a member being disabled: the confirmation lists it and asks where it goes.
  app.get(
    "/members/:id/handover",
    { config, schema: { params: memberIdSchema, response: { 200: memberHandoverSchema, ...replies } } },
    async (request, reply) => {
      if (!(await staffEmailOf(deps.db, request.params.id))) return fail(reply, 404, "Not Found", "No such member.");
      const [leads, demos] = await Promise.all([
        openLeadsOf(deps.db, request.params.id),
        comingDemosOf(deps.db, request.params.id, deps.clock()),
      ]);
      return { leads: { total: leads.total, listed: leads.leads }, demos: { total: demos.total, listed: demos.demos } };
    },
  );

  app.post(
    "/members/:id/disable",
    { config, schema: { ...onMember, body: disableMemberSchema } },
    async (request, reply) => {
      const { actor, clientHash } = await actingMember(deps.hash, request);
      const email = await staffEmailOf(deps.db, request.params.id);
      if (!email) return fail(reply, 404, "Not Found", "No such member.");
      const { reassignTo } = request.body;
      try {
        const moved = await disableAndHandOver(deps, {
          leaver: { id: request.params.id, email },
          successor: reassignTo === "round-robin" ? reassignTo : { memberId: reassignTo },
          actor,
          clientHash,
        });
        if (moved.demos > 0 || moved.leads > 0) deps.onMailQueued();
        return { ok: true as const };
      } catch (error) {
        return answerStaffProblem(reply, error);
      }
    },
  );

  app.post("/members/:id/enable", { config, schema: onMember }, async (request, reply) => {
    const { actor, clientHash } = await actingMember(deps.hash, request);
    const email = await staffEmailOf(deps.db, request.params.id);
    if (!email) return fail(reply, 404, "Not Found", "No such member.");
    try {
      await enableStaff(deps.db, { email, now: deps.clock(), actor, clientHash });
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
