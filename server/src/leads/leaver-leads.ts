import { leadContact } from "@ikey/contracts/lead-kind";
import { mayOpen } from "@ikey/contracts/staff";
import type { Kysely } from "kysely";
import { appendLeadEvents } from "../db/lead-events";
import type { Database } from "../db/schema";
import { StaffProblem } from "../http/staff-problem";
import { leadWho, namedContact } from "../outbox/lead-naming";
import { countAssignment, fairestOf, type OnDutyFinder, takeAssignmentTurn } from "./assignment-store";
import { leadKind } from "./lead-store";

/** A lead is open until sales close it (won, lost) or call it spam: those go with a leaving member. */
const CLOSED = ["won", "lost", "spam"] as const;

/** How many of a leaving member's open leads the confirmation lists by name. */
export const LISTED = 50;

export interface OpenLead {
  readonly id: number;
  /** "Centre (Name)", as the e-mails name a lead. */
  readonly who: string;
  readonly status: string;
}

/** A member's open leads, oldest first, at most `LISTED` of them, and how many in all. */
export async function openLeadsOf(
  db: Kysely<Database>,
  staffId: number,
): Promise<{ readonly leads: OpenLead[]; readonly total: number }> {
  const open = db
    .selectFrom("leads")
    .where("assignee_id", "=", staffId)
    .where("status", "not in", [...CLOSED]);
  const [rows, count] = await Promise.all([
    open.select(["id", "type", "payload", "status"]).orderBy("submitted_at").orderBy("id").limit(LISTED).execute(),
    open.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const leads = rows.map((row) => {
    const contact = namedContact(leadContact(leadKind(row.type), JSON.parse(row.payload) as Record<string, unknown>));
    return { id: Number(row.id), who: leadWho(contact, `Lead ${row.id}`), status: row.status };
  });
  return { leads, total: Number(count.total) };
}

/** Where a leaving member's leads and demos go: to one chosen member, or dealt out by the round robin. */
export type Successor = { readonly memberId: number } | "round-robin";

/**
 * Hands every open lead still on a member who is being disabled to the successor, in the caller's
 * transaction (after the member's status changed, so the round robin no longer counts them): each
 * in its history, as one statement per table however many there are. A chosen member's leads are
 * a person's choice (assigned_how "person", which the re-offer never moves); the round robin deals
 * them out fairly among the members on duty now or at the next opening, as it would new leads,
 * and refuses when there is nobody. Answers how many leads moved.
 */
export async function reassignLeadsOf(
  trx: Kysely<Database>,
  leaver: { readonly id: number; readonly email: string },
  successor: Successor,
  { actor, now, onDutyFrom }: { actor: { id: number; email: string }; now: number; onDutyFrom: OnDutyFinder },
): Promise<number> {
  const leads = await trx
    .selectFrom("leads")
    .select("id")
    .where("assignee_id", "=", leaver.id)
    .where("status", "not in", [...CLOSED])
    .orderBy("submitted_at")
    .orderBy("id")
    .execute();
  if (leads.length === 0) return 0;
  await takeAssignmentTurn(trx);
  const owners = await successorsFor(trx, leads.length, successor, now, onDutyFrom);
  const emails = new Map(
    (
      await trx
        .selectFrom("staff")
        .select(["id", "email"])
        .where("id", "in", [...new Set(owners)])
        .execute()
    ).map((row) => [Number(row.id), row.email]),
  );
  const how = successor === "round-robin" ? "round-robin" : "person";
  // One update per new owner: with a chosen member, one in all.
  for (const owner of new Set(owners)) {
    const ids = leads.filter((_, index) => owners[index] === owner).map((lead) => Number(lead.id));
    await trx
      .updateTable("leads")
      .set({ assignee_id: owner, assigned_how: how, reoffered_at: null })
      .where("id", "in", ids)
      .execute();
  }
  await appendLeadEvents(
    trx,
    leads.map((lead, index) => ({
      leadId: Number(lead.id),
      at: now,
      by: actor,
      kind: "assignee" as const,
      detail: { from: leaver.email, to: emails.get(owners[index] ?? 0) ?? null },
    })),
  );
  if (successor === "round-robin") {
    for (const owner of owners) await countAssignment(trx, owner, "round-robin", now);
  }
  return leads.length;
}

/** The new owner of each of `count` leads, in order. */
async function successorsFor(
  trx: Kysely<Database>,
  count: number,
  successor: Successor,
  now: number,
  onDutyFrom: OnDutyFinder,
): Promise<number[]> {
  if (successor !== "round-robin") return Array.from({ length: count }, () => successor.memberId);
  const duty = await onDutyFrom(trx, now);
  if (!duty || duty.members.length === 0) {
    throw new StaffProblem("Nobody else is on duty in the next two weeks to take these leads: choose a member.");
  }
  // The round robin's own order, then turn by turn: as fair as dealing them one at a time.
  const order: number[] = [];
  const left = [...duty.members];
  while (left.length > 0) {
    const next = await fairestOf(trx, left, now);
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return Array.from({ length: count }, (_, index) => order[index % order.length] as number);
}

/** A chosen successor must be someone else who may take leads: active, and sales or admin. */
export async function checkSuccessor(trx: Kysely<Database>, leaverId: number, successor: Successor): Promise<void> {
  if (successor === "round-robin") return;
  const member = await trx
    .selectFrom("staff")
    .select(["role", "status"])
    .where("id", "=", successor.memberId)
    .executeTakeFirst();
  if (successor.memberId === leaverId || member?.status !== "active" || !mayOpen(member.role, "leads")) {
    throw new StaffProblem("Their leads and demos can go only to another active sales member or admin.");
  }
}
