import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import {
  countAssignment,
  fairestOf,
  type OnDutyFinder,
  readAssignmentMode,
  recordAssignment,
  takeAssignmentTurn,
} from "./assignment-store";

export interface NewLeadAssignment {
  /** The member it went to; null when it is left for the inbox (manual only, or nobody on duty within two weeks). */
  readonly assigneeId: number | null;
  /** Set when assigning failed for a reason of the server's: the lead is kept, unassigned, all the same. */
  readonly error?: unknown;
}

/**
 * Assigns a new lead (not spam) in the lead's transaction, after any demo booking (which has already
 * given a booked demo's lead to the member who got the demo: that counts as their turn). Otherwise,
 * unless the admins chose manual only, the lead goes round robin to a member on duty now or, when
 * nobody is, at the next opening (docs/decisions/0032-lead-assignment.md). It runs in a savepoint,
 * so that an error in it can never cost the lead: the lead commits, unassigned.
 */
export async function assignNewLead(
  trx: Kysely<Database>,
  lead: { readonly id: number; readonly now: number },
  onDutyFrom: OnDutyFinder,
): Promise<NewLeadAssignment> {
  await sql`savepoint lead_assignment`.execute(trx);
  try {
    const assigneeId = await assign(trx, lead.id, lead.now, onDutyFrom);
    await sql`release savepoint lead_assignment`.execute(trx);
    return { assigneeId };
  } catch (error) {
    await sql`rollback to savepoint lead_assignment`.execute(trx);
    return { assigneeId: null, error };
  }
}

async function assign(
  trx: Kysely<Database>,
  leadId: number,
  now: number,
  onDutyFrom: OnDutyFinder,
): Promise<number | null> {
  const lead = await trx.selectFrom("leads").select("assignee_id").where("id", "=", leadId).executeTakeFirstOrThrow();
  if (lead.assignee_id !== null) {
    const booker = Number(lead.assignee_id);
    await takeAssignmentTurn(trx);
    await countAssignment(trx, booker, "demo", now);
    return booker;
  }
  if ((await readAssignmentMode(trx)) === "manual-only") return null;
  // The turn before reading anything the count depends on, held until the lead commits.
  await takeAssignmentTurn(trx);
  const duty = await onDutyFrom(trx, now);
  if (!duty) return null;
  const pick = await fairestOf(trx, duty.members, now);
  const member = await trx.selectFrom("staff").select(["id", "email"]).where("id", "=", pick).executeTakeFirstOrThrow();
  await trx
    .updateTable("leads")
    .set({ assignee_id: pick, assigned_how: "round-robin" })
    .where("id", "=", leadId)
    .execute();
  await recordAssignment(trx, {
    leadId,
    how: "round-robin",
    from: null,
    to: { id: pick, email: member.email },
    now,
  });
  return pick;
}
