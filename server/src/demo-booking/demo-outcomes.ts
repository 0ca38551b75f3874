import { type DemoOutcome, demoOutcomeLeadStatus } from "@ikey/contracts/demo-booking";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { appendLeadEvents } from "../db/lead-events";
import type { Database } from "../db/schema";
import { malaysiaDay, malaysiaTime } from "../time";
import { BOOKING_ACTOR } from "./lead-booking";

/** Who marks a demo: its member, or an admin. */
export interface MarkingMember {
  readonly id: number;
  readonly email: string;
  readonly isAdmin: boolean;
  readonly clientHash: string;
}

/** Why a demo cannot be marked: no such demo, someone else's, not begun yet, or no longer confirmed (cancelled or marked). */
export type MarkRefusal = "unknown" | "not-theirs" | "not-begun" | "not-confirmed";

/**
 * Marks a demo that has begun held or no-show, as its member or an admin. The lead moves on from
 * "Demo scheduled" (contracts/demo-booking.ts says to what), in its history and the audit log; a
 * lead a member has already moved elsewhere (won, lost…) keeps their choice. The update names the
 * status it expects, so two members marking at once cannot both succeed.
 */
export async function markDemo(
  db: Kysely<Database>,
  bookingId: number,
  outcome: DemoOutcome,
  member: MarkingMember,
  now: number,
): Promise<{ readonly leadId: number } | MarkRefusal> {
  return db.transaction().execute(async (trx) => {
    const demo = await trx
      .selectFrom("demo_bookings")
      .innerJoin("leads", "leads.id", "demo_bookings.lead_id")
      .select([
        "demo_bookings.lead_id",
        "demo_bookings.staff_id",
        "demo_bookings.starts_at",
        "leads.status as lead_status",
      ])
      .where("demo_bookings.id", "=", bookingId)
      .executeTakeFirst();
    if (!demo) return "unknown";
    if (Number(demo.staff_id) !== member.id && !member.isAdmin) return "not-theirs";
    const startsAt = Number(demo.starts_at);
    if (startsAt > now) return "not-begun";
    const { numUpdatedRows } = await trx
      .updateTable("demo_bookings")
      .set({ status: outcome, updated_at: now })
      .where("id", "=", bookingId)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 0) return "not-confirmed";

    const leadId = Number(demo.lead_id);
    const actor = { id: member.id, email: member.email };
    // The member's entry is the marking; the status that follows from it is the system's (issue 49).
    const event = (kind: "status" | "note", detail: Record<string, unknown>) =>
      appendLeadEvents(trx, [
        { leadId, at: now, by: kind === "note" ? actor : { server: BOOKING_ACTOR }, kind, detail },
      ]);
    const when = `${malaysiaDay(startsAt)} ${malaysiaTime(startsAt)}`;
    await event("note", {
      text: `Marked the demo of ${when} (Malaysia time) ${outcome === "held" ? "held" : "a no-show"}.`,
    });
    await appendAudit(trx, {
      at: now,
      actor,
      action: `demo.${outcome}`,
      target: `lead ${leadId}`,
      detail: { booking: bookingId, at: when },
      clientHash: member.clientHash,
    });
    const next = demoOutcomeLeadStatus[outcome];
    if (demo.lead_status === "demo-scheduled") {
      await trx.updateTable("leads").set({ status: next }).where("id", "=", leadId).execute();
      const change = { from: demo.lead_status, to: next };
      await event("status", change);
      await appendAudit(trx, {
        at: now,
        actor: "automatic",
        action: "lead.status",
        target: `lead ${leadId}`,
        detail: change,
      });
    }
    return { leadId };
  });
}
