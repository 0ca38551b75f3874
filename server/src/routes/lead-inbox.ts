import { problemSchema } from "@ikey/contracts/api-schemas";
import { calendarOf } from "@ikey/contracts/calendar-day";
import {
  contactAttemptSchema,
  contactOutcomeSchema,
  conversationSchema,
  emptyBodySchema,
  inboxOptionsSchema,
  leadAssigneeChangeSchema,
  leadDetailSchema,
  leadFilterSchema,
  leadIdSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteSchema,
  leadReplySchema,
  leadStatusChangeSchema,
  okSchema,
} from "@ikey/contracts/console-api-schemas";
import { leadKinds } from "@ikey/contracts/leads";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { appendAudit, appendAuditOnce } from "../audit-log/audit-log-store";
import { fail } from "../http/json-body";
import { campaignOptions } from "../leads/campaign-options";
import { conversationOf } from "../leads/conversation-store";
import { inboxCsv } from "../leads/inbox-export";
import { listInbox } from "../leads/inbox-list";
import { logContactAttempt, logContactOutcome, NoReplyAddress, replyToLead } from "../leads/lead-contacts";
import { leadDetail } from "../leads/lead-detail";
import {
  addLeadNote,
  changeLeadAssignee,
  changeLeadStatus,
  eraseLead,
  type LeadChange,
  LeadGone,
} from "../leads/lead-workflow";
import { readResponseTarget } from "../leads/response-target";
import { actingMember, answerStaffProblem } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { HOUR_MS } from "../time";

const replies = { "4xx": problemSchema };

/** How long the CSV export may take: every lead of a view, two years of them at most. */
const EXPORT_BUDGET_MS = 30_000;

/** The lead inbox (sales and admin; erasure admin only), under /staff/api in the console's context. */
export async function leadInboxRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const calendar = calendarOf(deps.clock);
  const config = { consoleAccess: "leads" } as const;

  /** Runs a change on lead `:id`: 404 when it is gone, 400 with the reason when refused. */
  const changing = async (
    request: FastifyRequest & { params: { id: number } },
    reply: FastifyReply,
    apply: (change: LeadChange) => Promise<void>,
  ) => {
    try {
      await apply({ leadId: request.params.id, ...(await actingMember(deps.hash, request)), now: deps.clock() });
      return { ok: true as const };
    } catch (error) {
      if (error instanceof LeadGone) return fail(reply, 404, "Not Found", "This lead no longer exists.");
      if (error instanceof NoReplyAddress) {
        return fail(
          reply,
          409,
          "No E-mail Address",
          "This lead gave no e-mail address, so it cannot be answered by e-mail.",
        );
      }
      return answerStaffProblem(reply, error);
    }
  };

  app.get(
    "/leads",
    { config, schema: { querystring: leadListQuerySchema(calendar), response: { 200: leadListSchema, ...replies } } },
    async (request) =>
      listInbox(deps.db, request.query, {
        now: deps.clock(),
        targetMinutes: await readResponseTarget(deps.db),
      }),
  );

  app.get("/leads/options", { config, schema: { response: { 200: inboxOptionsSchema, ...replies } } }, async () => {
    const [rows, campaigns] = await Promise.all([
      deps.db
        .selectFrom("staff")
        .select(["id", "email"])
        .where("status", "=", "active")
        .where("role", "in", ["admin", "sales"])
        .orderBy("email")
        .execute(),
      campaignOptions(deps.db),
    ]);
    return {
      forms: leadKinds.map((kind) => ({ name: kind.name, title: kind.title })),
      assignees: rows.map((row) => ({ id: Number(row.id), email: row.email })),
      ...campaigns,
    };
  });

  app.get(
    "/leads/export.csv",
    {
      config,
      // Every lead of a view, all at once: more time than a page of the inbox takes.
      handlerTimeout: EXPORT_BUDGET_MS,
      schema: { querystring: leadFilterSchema(calendar), response: { 200: z.string(), ...replies } },
    },
    async (request, reply) => {
      const { csv, rows, fileName } = await inboxCsv(deps.db, request.query, deps.clock());
      const { actor, clientHash } = await actingMember(deps.hash, request);
      // What was exported (the filters and the count), not what it held.
      await appendAudit(deps.db, {
        at: deps.clock(),
        actor,
        action: "lead.export",
        detail: { ...request.query, rows },
        clientHash,
      });
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.get(
    "/leads/:id",
    { config, schema: { params: leadIdSchema, response: { 200: leadDetailSchema, ...replies } } },
    async (request, reply) => {
      const lead = await leadDetail(deps.db, request.params.id, deps.clock());
      if (!lead) return fail(reply, 404, "Not Found", "This lead no longer exists.");
      const { actor, clientHash } = await actingMember(deps.hash, request);
      // One entry for a member's reading of a lead: views within the hour after it add none.
      await appendAuditOnce(
        deps.db,
        { at: deps.clock(), actor, action: "lead.view", target: `lead ${lead.id}`, clientHash },
        HOUR_MS,
      );
      return lead;
    },
  );

  const onLead = { params: leadIdSchema, response: { 200: okSchema, ...replies } };
  app.post("/leads/:id/status", { config, schema: { ...onLead, body: leadStatusChangeSchema } }, (request, reply) =>
    changing(request, reply, (change) => changeLeadStatus(deps.db, change, request.body.status)),
  );
  app.post("/leads/:id/assignee", { config, schema: { ...onLead, body: leadAssigneeChangeSchema } }, (request, reply) =>
    changing(request, reply, async (change) => {
      if (await changeLeadAssignee(deps.db, change, request.body, deps.siteUrl)) deps.onMailQueued();
    }),
  );
  app.post("/leads/:id/notes", { config, schema: { ...onLead, body: leadNoteSchema } }, (request, reply) =>
    changing(request, reply, (change) => addLeadNote(deps.db, change, request.body.text)),
  );
  // Answering the lead (docs/decisions/0031-lead-replies.md): each is an entry in its history.
  app.post("/leads/:id/replies", { config, schema: { ...onLead, body: leadReplySchema } }, (request, reply) =>
    changing(request, reply, async (change) => {
      await replyToLead(deps.db, change, request.body, deps.replyAddresses);
      deps.onMailQueued();
    }),
  );
  // The lead's conversation, both ways (docs/decisions/0041-conversations.md).
  app.get(
    "/leads/:id/conversation",
    { config, schema: { params: leadIdSchema, response: { 200: conversationSchema, ...replies } } },
    async (request, reply) => {
      const conversation = await conversationOf(deps.db, request.params.id);
      if (!conversation) return fail(reply, 404, "Not Found", "This lead no longer exists.");
      return conversation;
    },
  );
  app.post(
    "/leads/:id/contact-attempts",
    { config, schema: { ...onLead, body: contactAttemptSchema } },
    (request, reply) => changing(request, reply, (change) => logContactAttempt(deps.db, change, request.body.channel)),
  );
  app.post(
    "/leads/:id/contact-outcomes",
    { config, schema: { ...onLead, body: contactOutcomeSchema } },
    (request, reply) => changing(request, reply, (change) => logContactOutcome(deps.db, change, request.body)),
  );
  app.delete(
    "/leads/:id",
    { config: { consoleAccess: "erasure" }, schema: { ...onLead, body: emptyBodySchema } },
    (request, reply) => changing(request, reply, (change) => eraseLead(deps.db, change)),
  );
}
