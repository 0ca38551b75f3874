import type { Kysely } from "kysely";
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
 * Offers each assigned lead that has waited past the response target without a first contact to
 * the next member on duty, round robin among the others, once (docs/decisions/0032-lead-assignment.md);
 * the member it is taken from is told by e-mail. Nothing while the admins assign by hand only. A
 * lead with nobody else on duty waits for the next pass. Answers how many leads were re-offered.
 */
export interface ReofferContext {
  /** STAFF_CONSOLE_URL, else SITE_URL: the e-mail's link to the lead. */
  readonly consoleUrl: string;
  readonly onDutyFrom: OnDutyFinder;
}

export async function reofferDue(db: Kysely<Database>, now: number, context: ReofferContext): Promise<number> {
  if ((await readAssignmentMode(db)) === "manual-only") return 0;
  const targetMinutes = await readResponseTarget(db);
  const due = await db
    .selectFrom("leads")
    .select("id")
    .where(unanswered)
    .where("leads.submitted_at", "<=", overTargetSince(now, targetMinutes))
    .where("leads.assignee_id", "is not", null)
    .where("leads.reoffered_at", "is", null)
    .orderBy("leads.submitted_at")
    .limit(PASS_LIMIT)
    .execute();
  let reoffered = 0;
  for (const lead of due) {
    if (await reoffer(db, Number(lead.id), { now, targetMinutes, ...context })) reoffered += 1;
  }
  return reoffered;
}

/**
 * One lead, in a transaction with its history, audit entry and e-mail. The conditional update
 * claims it: a lead already re-offered, answered or handed on meanwhile (by another instance or a
 * member) is left as it is.
 */
async function reoffer(
  db: Kysely<Database>,
  leadId: number,
  { now, targetMinutes, consoleUrl, onDutyFrom }: ReofferContext & { now: number; targetMinutes: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await takeAssignmentTurn(trx);
    const lead = await trx
      .selectFrom("leads")
      .innerJoin("staff", "staff.id", "leads.assignee_id")
      .select(["leads.type", "leads.submitted_at", "leads.assignee_id", "staff.email", "staff.language"])
      .where("leads.id", "=", leadId)
      .where("leads.reoffered_at", "is", null)
      .where(unanswered)
      .executeTakeFirst();
    if (!lead || lead.assignee_id === null) return false;
    const first = Number(lead.assignee_id);
    // On duty now, not at the next opening: outside hours the lead waits for the next pass.
    const duty = await onDutyFrom(trx, now);
    const others = duty && duty.at === now ? duty.members.filter((id) => id !== first) : [];
    if (others.length === 0) return false;
    const next = await fairestOf(trx, others, now);
    const claimed = await trx
      .updateTable("leads")
      .set({ assignee_id: next, reoffered_at: now })
      .where("id", "=", leadId)
      .where("assignee_id", "=", first)
      .where("reoffered_at", "is", null)
      .where(unanswered)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const to = await trx.selectFrom("staff").select(["id", "email"]).where("id", "=", next).executeTakeFirstOrThrow();
    const member = { id: Number(to.id), email: to.email };
    await recordAssignment(trx, { leadId, how: "re-offer", from: lead.email, to: member, now });
    const notice = reofferNotice({
      leadId,
      formTitle: leadKind(lead.type).title,
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
