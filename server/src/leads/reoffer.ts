import { leadContact } from "@ikey/contracts/lead-kind";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import { HOUR_MS } from "../time";
import {
  fairestOf,
  type OnDutyFinder,
  readAssignmentMode,
  recordAssignment,
  takeAssignmentTurn,
} from "./assignment-store";
import { leadKind } from "./lead-store";
import { reofferNotice } from "./reoffer-notice";
import { readResponseTarget } from "./response-target";
import { overTargetSince, unanswered } from "./unanswered-leads";

/** A re-offer notice not sent within this (the server or SMTP was down) is old news: dropped, not sent. */
export const REOFFER_NOTICE_STALE_MS = HOUR_MS;

/** The most leads one pass re-offers: the rest wait for the next pass. */
const PASS_LIMIT = 200;

/**
 * Offers each lead the round robin gave that has waited past the response target without anyone
 * acting on it to the next member on duty who is not behind themselves, round robin among them,
 * once (docs/decisions/0032-lead-assignment.md, "Hand-offs stick"); the member it is taken from is
 * told by e-mail, which names the lead. A member's choice (by hand, a hand-off, a booking) is never
 * moved. Nothing while the admins assign by hand only. A lead with nobody free on duty waits for
 * the next pass. Answers how many leads were re-offered.
 */
export interface ReofferContext {
  /** STAFF_CONSOLE_URL, else SITE_URL: the e-mail's link to the lead. */
  readonly consoleUrl: string;
  readonly onDutyFrom: OnDutyFinder;
}

export async function reofferDue(db: Kysely<Database>, now: number, context: ReofferContext): Promise<number> {
  if ((await readAssignmentMode(db)) === "manual-only") return 0;
  const targetMinutes = await readResponseTarget(db);
  const cutoff = overTargetSince(now, targetMinutes);
  const due = await db
    .selectFrom("leads")
    .select("id")
    .where(unanswered)
    .where("leads.submitted_at", "<=", cutoff)
    .where(untouched)
    .orderBy("leads.submitted_at")
    .limit(PASS_LIMIT)
    .execute();
  if (due.length === 0) return 0;
  // Who is behind as the pass begins stays behind for the whole pass: a member whose leads have
  // just moved away does not take a colleague's in return (no two queues swap).
  const behind = new Set(
    (
      await db
        .selectFrom("leads")
        .select("assignee_id")
        .distinct()
        .where(unanswered)
        .where("leads.submitted_at", "<=", cutoff)
        .where("leads.assignee_id", "is not", null)
        .execute()
    ).map((row) => Number(row.assignee_id)),
  );
  let reoffered = 0;
  for (const lead of due) {
    if (await reoffer(db, Number(lead.id), { now, targetMinutes, behind, ...context })) reoffered += 1;
  }
  return reoffered;
}

/**
 * A lead the re-offer may move: the round robin gave it (not a member, a hand-off or a booking),
 * it was never re-offered, and no member has done anything with it (a note, a logged contact).
 */
const untouched = (eb: ExpressionBuilder<Database, "leads">) =>
  eb.and([
    eb("leads.assigned_how", "=", "round-robin"),
    eb("leads.assignee_id", "is not", null),
    eb("leads.reoffered_at", "is", null),
    eb.not(
      eb.exists(
        eb
          .selectFrom("lead_events")
          .select("lead_events.id")
          .whereRef("lead_events.lead_id", "=", "leads.id")
          .where("lead_events.actor_id", "is not", null),
      ),
    ),
  ]);

/**
 * One lead, in a transaction with its history, audit entry and e-mail. The conditional update
 * claims it: a lead already re-offered, answered or handed on meanwhile (by another instance or a
 * member) is left as it is.
 */
async function reoffer(
  db: Kysely<Database>,
  leadId: number,
  {
    now,
    targetMinutes,
    behind,
    consoleUrl,
    onDutyFrom,
  }: ReofferContext & { now: number; targetMinutes: number; behind: ReadonlySet<number> },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await takeAssignmentTurn(trx);
    const lead = await trx
      .selectFrom("leads")
      .innerJoin("staff", "staff.id", "leads.assignee_id")
      .select([
        "leads.type",
        "leads.payload",
        "leads.submitted_at",
        "leads.assignee_id",
        "staff.email",
        "staff.language",
      ])
      .where("leads.id", "=", leadId)
      .where(untouched)
      .where(unanswered)
      .executeTakeFirst();
    if (!lead || lead.assignee_id === null) return false;
    const first = Number(lead.assignee_id);
    // On duty now, not at the next opening: outside hours the lead waits for the next pass.
    const duty = await onDutyFrom(trx, now);
    const others = duty && duty.at === now ? duty.members.filter((id) => id !== first && !behind.has(id)) : [];
    if (others.length === 0) return false;
    const next = await fairestOf(trx, others, now);
    // The claim repeats every condition: a lead answered, noted or handed on meanwhile (by another
    // instance or a member) is left as it is.
    const claimed = await trx
      .updateTable("leads")
      .set({ assignee_id: next, reoffered_at: now, assigned_how: "re-offer" })
      .where("id", "=", leadId)
      .where("assignee_id", "=", first)
      .where(untouched)
      .where(unanswered)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const to = await trx.selectFrom("staff").select(["id", "email"]).where("id", "=", next).executeTakeFirstOrThrow();
    const member = { id: Number(to.id), email: to.email };
    await recordAssignment(trx, { leadId, how: "re-offer", from: lead.email, to: member, now });
    const kind = leadKind(lead.type);
    const notice = reofferNotice({
      leadId,
      contact: leadContact(kind, JSON.parse(lead.payload) as Record<string, unknown>),
      form: kind,
      receivedAt: Number(lead.submitted_at),
      targetMinutes,
      toEmail: member.email,
      fromEmail: lead.email,
      fromLanguage: lead.language,
      consoleUrl,
    });
    await enqueue(trx, { leadId }, notice, now, now, now + REOFFER_NOTICE_STALE_MS);
    return true;
  });
}
