import type { WaitingLeads } from "@ikey/contracts/console-api-schemas";
import { leadContact } from "@ikey/contracts/lead-kind";
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import { businessTimeBefore, businessTimeBetween } from "../calendar/business-hours";
import type { Database } from "../db/schema";
import type { TitledForm } from "../outbox/form-titles";
import { MINUTE_MS } from "../time";
import { leadKind } from "./lead-store";

/**
 * A lead still waiting for its first contact (docs/decisions/0029-first-response.md): New, and
 * never contacted. Spam is out of the clock, and so is a lead its visitor booked straight into a
 * demo, until the booking is cancelled and it is New again. Written out rather than bound, so
 * that both engines match it to the partial indexes of migration 0018 (leads_unanswered), which
 * also give the order of receipt.
 */
export const unanswered: Expression<SqlBool> = sql<SqlBool>`leads.status = 'new' and leads.first_contacted_at is null`;

/**
 * The latest receipt time of a lead that, unanswered at `now`, has waited the target or more: the
 * business time is a receipt-ordered quantity, so the flag is a comparison an index can answer.
 */
export function overTargetSince(now: number, targetMinutes: number): number {
  return businessTimeBefore(now, targetMinutes * MINUTE_MS);
}

/** Business minutes, whole, from the instant `from` to `to`. */
export function businessMinutesBetween(from: number, to: number): number {
  return Math.floor(businessTimeBetween(from, to) / MINUTE_MS);
}

/**
 * The unanswered leads per assignee (nobody's first): how many, how many have waited the target
 * or more, and the longest wait in business minutes. Reads the unanswered leads only, from their index.
 */
export async function waitingByMember(
  db: Kysely<Database>,
  now: number,
  targetMinutes: number,
): Promise<WaitingLeads["members"]> {
  const cutoff = overTargetSince(now, targetMinutes);
  const rows = await db
    .selectFrom("leads")
    .leftJoin("staff", "staff.id", "leads.assignee_id")
    .select((eb) => [
      "leads.assignee_id",
      eb.fn.max("staff.email").as("email"),
      eb.fn.countAll<number>().as("open"),
      eb.fn.sum<number>(sql`case when leads.submitted_at <= ${cutoff} then 1 else 0 end`).as("over"),
      eb.fn.min<number>("leads.submitted_at").as("oldest"),
    ])
    .where(unanswered)
    .groupBy("leads.assignee_id")
    .execute();
  return rows
    .map((row) => ({
      assignee:
        row.assignee_id === null || row.email === null
          ? null
          : { id: Number(row.assignee_id), email: String(row.email) },
      open: Number(row.open),
      overTarget: Number(row.over),
      longestWaitMinutes: businessMinutesBetween(Number(row.oldest), now),
    }))
    .sort((a, b) =>
      a.assignee === null ? -1 : b.assignee === null ? 1 : a.assignee.email.localeCompare(b.assignee.email),
    );
}

/** An unanswered lead as a member's morning digest lists it. */
export interface MemberWaitingLead {
  readonly id: number;
  /** The form it came by: its kind's name and English title. */
  readonly form: TitledForm;
  readonly name: string;
  readonly company: string;
  readonly receivedAt: number;
  /** Business minutes waited by `now`. */
  readonly waitingMinutes: number;
}

/**
 * A member's unanswered leads, longest waiting first (from the index of migration 0018), at most
 * `limit` of them, and how many there are in all.
 */
export async function unansweredLeadsOf(
  db: Kysely<Database>,
  memberId: number,
  now: number,
  limit: number,
): Promise<{ leads: MemberWaitingLead[]; total: number }> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "type", "payload", "submitted_at"])
    .where(unanswered)
    .where("assignee_id", "=", memberId)
    .orderBy("submitted_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  const counted =
    rows.length < limit
      ? rows.length
      : Number(
          (
            await db
              .selectFrom("leads")
              .select((eb) => eb.fn.countAll<number>().as("total"))
              .where(unanswered)
              .where("assignee_id", "=", memberId)
              .executeTakeFirstOrThrow()
          ).total,
        );
  const leads = rows.map((row) => {
    const kind = leadKind(row.type);
    const { name, company } = leadContact(kind, JSON.parse(row.payload) as Record<string, unknown>);
    return {
      id: Number(row.id),
      form: { name: kind.name, title: kind.title },
      name,
      company,
      receivedAt: Number(row.submitted_at),
      waitingMinutes: businessMinutesBetween(Number(row.submitted_at), now),
    };
  });
  return { leads, total: counted };
}
