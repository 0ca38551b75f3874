import { problemSchema } from "@ikey/contracts/api-schemas";
import { calendarOf, dayNumberOf, daysFrom } from "@ikey/contracts/calendar-day";
import {
  demoDayOffParamsSchema,
  demoHoursChangedSchema,
  demoHoursSchema,
  demoRulesAnswerSchema,
  emptyBodySchema,
  memberIdSchema,
} from "@ikey/contracts/console-api-schemas";
import { DEFAULT_DAILY_MAXIMUM, DEFAULT_WEEKLY_HOURS } from "@ikey/contracts/demo-booking";
import {
  DAYS_OFF_PER_CHANGE_MAX,
  daysOffAdditionSchema,
  demoAvailabilityChangeSchema,
  demoRulesSchema,
} from "@ikey/contracts/demo-booking-hours";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import type { Database } from "../db/schema";
import {
  addDaysOff,
  demosOutsideAvailability,
  type MemberAvailability,
  removeDayOff,
  salesAvailability,
  saveAvailability,
  saveDemoSettings,
  weekSummary,
} from "../demo-booking/availability-store";
import { readDemoSettings } from "../demo-booking/booking-store";
import { fail } from "../http/json-body";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { malaysiaDay } from "../time";

const replies = { "4xx": problemSchema };

/** A change the member may not make, in their words: answered as it is, and nothing is written. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Demo hours (docs/decisions/0026-demo-booking.md), under /staff/api: a sales member reads and sets
 * their own availability and days off; an admin every active sales member's, with their daily
 * maximum, and the booking rules. Each change is in one transaction with its audit entry, and the
 * slots (GET /api/demo-slots) read the same rows on every request, so it shows there at once.
 */
export async function demoHoursRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { consoleAccess: "demo-hours" } as const;
  const calendar = calendarOf(deps.clock);

  /**
   * Runs a change to member `:id`'s availability in a transaction, after the checks every change
   * shares: a sales member changes only their own, and only an active sales member has hours.
   * Answers the member as saved and how many of their booked demos the change leaves outside.
   */
  const changing = async (
    request: FastifyRequest & { params: { id: number } },
    reply: FastifyReply,
    apply: (
      trx: Kysely<Database>,
      change: {
        member: MemberAvailability;
        byAdmin: boolean;
        actor: { id: number; email: string };
        clientHash: string;
        now: number;
      },
    ) => Promise<void>,
  ) => {
    const { member: caller, actor, clientHash } = await actingMember(deps.hash, request);
    const now = deps.clock();
    const today = malaysiaDay(now);
    try {
      if (caller.role !== "admin" && request.params.id !== caller.staffId) {
        throw new Refusal(403, "Forbidden", "You can change only your own demo hours.");
      }
      return await deps.db.transaction().execute(async (trx) => {
        const [member] = await salesAvailability(trx, { today, staffId: request.params.id });
        if (!member) throw new Refusal(404, "Not Found", "No active sales member has this id.");
        await apply(trx, { member, byAdmin: caller.role === "admin", actor, clientHash, now });
        const [saved] = await salesAvailability(trx, { today, staffId: member.id });
        if (!saved) throw new Error("the member vanished inside their own change");
        return { member: saved, demosOutside: await demosOutsideAvailability(trx, saved, now) };
      });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return fail(reply, error.status, error.error, error.message, error.field);
    }
  };

  app.get("/demo-hours", { config, schema: { response: { 200: demoHoursSchema, ...replies } } }, async (request) => {
    const { member } = await actingMember(deps.hash, request);
    const today = malaysiaDay(deps.clock());
    const [rules, members] = await Promise.all([
      readDemoSettings(deps.db),
      salesAvailability(deps.db, { today, staffId: member.role === "admin" ? undefined : member.staffId }),
    ]);
    return {
      today,
      rules,
      members,
      defaults: { weeklyHours: DEFAULT_WEEKLY_HOURS, dailyMaximum: DEFAULT_DAILY_MAXIMUM },
    };
  });

  const onMember = { params: memberIdSchema, response: { 200: demoHoursChangedSchema, ...replies } };

  app.post(
    "/demo-hours/:id",
    { config, schema: { ...onMember, body: demoAvailabilityChangeSchema } },
    (request, reply) =>
      changing(request, reply, async (trx, { member, byAdmin, actor, clientHash, now }) => {
        const { takesDemos, weeklyHours } = request.body;
        const dailyMaximum = request.body.dailyMaximum ?? member.dailyMaximum;
        // A sales member may take fewer demos a day, never more: that is an admin's call.
        if (!byAdmin && dailyMaximum > member.dailyMaximum) {
          throw new Refusal(
            403,
            "Forbidden",
            `Only an admin can raise your daily maximum above ${member.dailyMaximum}.`,
            "dailyMaximum",
          );
        }
        await saveAvailability(trx, member.id, { takesDemos, weeklyHours, dailyMaximum }, now);
        await appendAudit(trx, {
          at: now,
          actor,
          action: "demo.hours",
          target: member.email,
          detail: { takesDemos, weeklyHours: weekSummary(weeklyHours), dailyMaximum },
          clientHash,
        });
      }),
  );

  app.post(
    "/demo-hours/:id/days-off",
    { config, schema: { ...onMember, body: daysOffAdditionSchema(calendar) } },
    (request, reply) =>
      changing(request, reply, async (trx, { member, actor, clientHash, now }) => {
        // The schema has checked both days, from today to a year ahead, and the range's length.
        const { from, to = from } = request.body;
        const days = daysFrom(dayNumberOf(from) ?? 0, dayNumberOf(to) ?? 0, DAYS_OFF_PER_CHANGE_MAX);
        const added = await addDaysOff(trx, member.id, days);
        await appendAudit(trx, {
          at: now,
          actor,
          action: "demo.days-off-add",
          target: member.email,
          detail: { from, to, added },
          clientHash,
        });
      }),
  );

  app.delete(
    "/demo-hours/:id/days-off/:day",
    {
      config,
      schema: { params: demoDayOffParamsSchema(calendar), body: emptyBodySchema, response: onMember.response },
    },
    (request, reply) =>
      changing(request, reply, async (trx, { member, actor, clientHash, now }) => {
        const { day } = request.params;
        if (!(await removeDayOff(trx, member.id, day))) {
          throw new Refusal(404, "Not Found", `${day} is not a day off for ${member.email}.`, "day");
        }
        await appendAudit(trx, {
          at: now,
          actor,
          action: "demo.day-off-remove",
          target: member.email,
          detail: { day },
          clientHash,
        });
      }),
  );

  app.post(
    "/demo-rules",
    {
      config: { consoleAccess: "demo-rules" },
      schema: { body: demoRulesSchema, response: { 200: demoRulesAnswerSchema, ...replies } },
    },
    async (request) => {
      const { actor, clientHash } = await actingMember(deps.hash, request);
      const now = deps.clock();
      await deps.db.transaction().execute(async (trx) => {
        await saveDemoSettings(trx, request.body, now);
        await appendAudit(trx, { at: now, actor, action: "demo.rules", detail: { ...request.body }, clientHash });
      });
      return readDemoSettings(deps.db);
    },
  );
}
