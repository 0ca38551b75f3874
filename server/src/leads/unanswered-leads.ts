import type { WaitingLeads } from "@ikey/contracts/console-api-schemas";
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import { businessTimeBefore, businessTimeBetween } from "../calendar/business-hours";
import type { Database } from "../db/schema";
import { MINUTE_MS } from "../time";

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
