import {
  DEFAULT_LEAD_ASSIGNMENT_MODE,
  FAIRNESS_WINDOW_DAYS,
  type LeadAssignmentMode,
} from "@ikey/contracts/lead-assignment";
import { type Kysely, sql } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { isPostgres } from "../db/dialect";
import { appendLeadEvents } from "../db/lead-events";
import type { Database, LeadAssignmentsTable } from "../db/schema";
import { DAY_MS } from "../time";

/** One key for every automatic assignment: on PostgreSQL, they take their turn across instances. */
const ASSIGNMENT_LOCK = 32_0001;
const FAIRNESS_WINDOW_MS = FAIRNESS_WINDOW_DAYS * DAY_MS;

export type AssignmentHow = LeadAssignmentsTable["how"];

/** The members on duty from an instant: at it, or at the next opening when nobody is. */
export interface OnDuty {
  readonly at: number;
  readonly members: number[];
}

/**
 * Who is on duty by the demo booking's rules (demo-booking/on-duty.ts), given by the caller, so
 * that a demo and a lead land with the same people; null when nobody is within its look-ahead.
 */
export type OnDutyFinder = (db: Kysely<Database>, now: number) => Promise<OnDuty | null>;

/** The admins' switch, or automatic until they change it. */
export async function readAssignmentMode(db: Kysely<Database>): Promise<LeadAssignmentMode> {
  const row = await db.selectFrom("lead_assignment_settings").select("mode").where("id", "=", 1).executeTakeFirst();
  return row?.mode ?? DEFAULT_LEAD_ASSIGNMENT_MODE;
}

/** Saves the admins' switch (the one row of lead_assignment_settings). */
export async function saveAssignmentMode(db: Kysely<Database>, mode: LeadAssignmentMode, now: number): Promise<void> {
  const values = { mode, updated_at: now };
  await db
    .insertInto("lead_assignment_settings")
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .execute();
}

/**
 * Waits for the assignments' turn, inside the caller's transaction. SQLite's transactions hold the
 * write lock from their start (db/sqlite-immediate.ts); PostgreSQL takes a transaction-scoped
 * advisory lock, so two instances never count the ledger at once and both pick the same member.
 */
export async function takeAssignmentTurn(trx: Kysely<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK})`.execute(trx);
}

/**
 * Round robin among `candidates`: the fewest leads handed out by the server in the last seven
 * days, then the one handed one least recently (never before counts as longest ago), then the
 * lowest id. Call it after takeAssignmentTurn, in the transaction that records the pick.
 */
export async function fairestOf(trx: Kysely<Database>, candidates: readonly number[], now: number): Promise<number> {
  if (candidates.length === 0) throw new Error("no candidate to assign");
  const rows = await trx
    .selectFrom("lead_assignments")
    .select((eb) => [
      "staff_id",
      eb.fn
        .sum<number | string | bigint>(
          eb
            .case()
            .when("at", ">", now - FAIRNESS_WINDOW_MS)
            .then(1)
            .else(0)
            .end(),
        )
        .as("recent"),
      eb.fn.max("at").as("last"),
    ])
    .where("staff_id", "in", candidates)
    .groupBy("staff_id")
    .execute();
  const load = new Map(
    rows.map((row) => [Number(row.staff_id), { recent: Number(row.recent), last: Number(row.last) }]),
  );
  const none = { recent: 0, last: 0 };
  const [first] = [...candidates].sort((a, b) => {
    const left = load.get(a) ?? none;
    const right = load.get(b) ?? none;
    return left.recent - right.recent || left.last - right.last || a - b;
  });
  return first as number;
}

/** Counts a lead handed to a member in the round robin's ledger. */
export async function countAssignment(
  trx: Kysely<Database>,
  staffId: number,
  how: AssignmentHow,
  now: number,
): Promise<void> {
  await trx.insertInto("lead_assignments").values({ staff_id: staffId, at: now, how }).execute();
}

/** Who the lead's history and the audit log name for each way the server hands a lead out. */
export const ASSIGNMENT_ACTORS: Record<Exclude<AssignmentHow, "demo">, string> = {
  "round-robin": "Round robin",
  "re-offer": "Re-offer past the response target",
};

/**
 * Hands the lead to the member, in its history and the audit log as the inbox records a member's
 * change of assignee (the members by e-mail, which the lead's page shows).
 */
export async function recordAssignment(
  trx: Kysely<Database>,
  assignment: {
    readonly leadId: number;
    readonly how: Exclude<AssignmentHow, "demo">;
    readonly from: string | null;
    readonly to: { readonly id: number; readonly email: string };
    readonly now: number;
  },
): Promise<void> {
  const { leadId, how, from, to, now } = assignment;
  const actor = ASSIGNMENT_ACTORS[how];
  const detail = { from, to: to.email };
  await appendLeadEvents(trx, [{ leadId, at: now, by: { server: actor }, kind: "assignee", detail }]);
  await appendAudit(trx, {
    at: now,
    actor: "automatic",
    action: "lead.assignee",
    target: `lead ${leadId}`,
    detail: { ...detail, how },
  });
  await countAssignment(trx, to.id, how, now);
}

/** The ledger keeps what the round robin looks back on, and a day more; older rows go. */
export async function pruneAssignments(db: Kysely<Database>, now: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("lead_assignments")
    .where("at", "<", now - FAIRNESS_WINDOW_MS - DAY_MS)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
