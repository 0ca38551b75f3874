import { CONFIRM_WITHIN_MINUTES } from "@ikey/contracts/demo-booking";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { takeBookingTurn } from "./booking-store";
import { type ChangeRefusal, findDemo, type ManagedDemo, recordLeadChange, refusalOf } from "./demo-changes";
import { announceDemo, BOOKING_ACTOR, type BookingLinks, noteOnLead, startOf, visitorLink } from "./lead-booking";

/*
 * Bookings that wait for their visitor's confirmation from their e-mail, while the admins require
 * it (docs/decisions/0026-demo-booking.md, "Confirmed from the e-mail"): confirmed within
 * CONFIRM_WITHIN_MINUTES, one holds its slot as a booking always has; otherwise it lapses, its slot
 * free again from that moment, and its lead stays the request it has been meanwhile.
 */

/** The visitor's own confirmation: the history names them, the audit log the server. */
const VISITOR = { kind: "visitor" } as const;

/**
 * Counts a lead handed to its demo's member as their turn in the round robin's ledger, after
 * taking the assignments' turn: the caller's, from leads/ (a feature imports no other).
 */
export type DemoTurnCounter = (trx: Kysely<Database>, staffId: number, now: number) => Promise<void>;

/**
 * Confirms the tentative demo the visitor's link names, in one transaction that takes the
 * bookings' turn: it now holds its slot, both sides get their e-mails with the invitation, the
 * visitor their reminders, and the lead goes to the demo's member as "Demo scheduled", as a booking
 * made without the rule does, unless a member has meanwhile assigned it (their choice stands) or
 * moved it on from New. A demo already confirmed answers as it is, so a second press changes nothing.
 */
export function confirmDemo(
  db: Kysely<Database>,
  token: string,
  now: number,
  links: BookingLinks,
  countTurn: DemoTurnCounter,
): Promise<ManagedDemo | ChangeRefusal> {
  return db.transaction().execute(async (trx) => {
    await takeBookingTurn(trx);
    const demo = await findDemo(trx, { token });
    if (!demo) return "unknown";
    const refusal = refusalOf(demo, now);
    if (refusal !== "unconfirmed") return refusal ?? demo;
    const claimed = await trx
      .updateTable("demo_bookings")
      .set({ status: "confirmed", updated_at: now })
      .where("id", "=", demo.bookingId)
      .where("status", "=", "tentative")
      .where("confirm_by", ">", now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return "lapsed";
    const confirmed: ManagedDemo = { ...demo, status: "confirmed" };
    const member = { email: demo.memberEmail, name: demo.memberName, language: demo.memberLanguage };
    const link = visitorLink(links, demo.visitor.language, token);
    await announceDemo(trx, confirmed, member, demo.visitor, { link, links, now });
    await noteOnLead(
      trx,
      demo.leadId,
      now,
      `The visitor confirmed the demo of ${startOf(demo.startsAt)} from their e-mail.`,
    );
    await followConfirmedDemo(trx, confirmed, now, countTurn);
    return confirmed;
  });
}

/**
 * The lead follows its confirmed demo, as a booking's lead does: to the demo's member, counted as
 * their turn, and from New to "Demo scheduled". A member's own assignment meanwhile is kept, and a
 * lead a member has moved on from New keeps its status.
 */
async function followConfirmedDemo(
  trx: Kysely<Database>,
  demo: ManagedDemo,
  now: number,
  countTurn: DemoTurnCounter,
): Promise<void> {
  const lead = await trx
    .selectFrom("leads")
    .leftJoin("staff", "staff.id", "leads.assignee_id")
    .select(["leads.assignee_id", "leads.status", "staff.email"])
    .where("leads.id", "=", demo.leadId)
    .executeTakeFirstOrThrow();
  const byMember = await trx
    .selectFrom("lead_events")
    .select("id")
    .where("lead_id", "=", demo.leadId)
    .where("kind", "=", "assignee")
    .where("actor_id", "is not", null)
    .executeTakeFirst();
  if (!byMember && Number(lead.assignee_id) !== demo.staffId) {
    // In the order a new lead takes them: the bookings' turn (held), then the assignments'.
    await countTurn(trx, demo.staffId, now);
    await trx.updateTable("leads").set({ assignee_id: demo.staffId }).where("id", "=", demo.leadId).execute();
    await recordLeadChange(trx, VISITOR, demo.leadId, now, {
      kind: "assignee",
      serverActor: BOOKING_ACTOR,
      detail: { from: lead.email ?? null, to: demo.memberEmail },
    });
  }
  if (lead.status !== "new") return;
  await trx.updateTable("leads").set({ status: "demo-scheduled" }).where("id", "=", demo.leadId).execute();
  await recordLeadChange(trx, VISITOR, demo.leadId, now, {
    kind: "status",
    serverActor: BOOKING_ACTOR,
    detail: { from: "new", to: "demo-scheduled" },
  });
}

/** The most bookings one pass lapses: the rest wait for the next pass. */
const PASS_LIMIT = 200;

/**
 * Records the tentative bookings whose time to confirm has passed as lapsed, each in its lead's
 * history, and counts them. Their slots are already free (booking-store.ts holdsSlot reads the
 * deadline); this makes the record, once: each row is claimed by a conditional update, so two
 * instances passing at once, or a pass after a restart, never record one twice.
 */
export async function lapseUnconfirmed(db: Kysely<Database>, now: number): Promise<number> {
  const due = await db
    .selectFrom("demo_bookings")
    .select(["id", "lead_id", "starts_at"])
    .where("status", "=", "tentative")
    .where("confirm_by", "<=", now)
    .orderBy("confirm_by")
    .limit(PASS_LIMIT)
    .execute();
  let lapsed = 0;
  for (const booking of due) {
    const claimed = await db.transaction().execute(async (trx) => {
      const { numUpdatedRows } = await trx
        .updateTable("demo_bookings")
        .set({ status: "lapsed", updated_at: now })
        .where("id", "=", booking.id)
        .where("status", "=", "tentative")
        .where("confirm_by", "<=", now)
        .executeTakeFirst();
      if (Number(numUpdatedRows) !== 1) return false;
      await noteOnLead(
        trx,
        Number(booking.lead_id),
        now,
        `The visitor did not confirm the demo of ${startOf(Number(booking.starts_at))} (Malaysia time) within ${CONFIRM_WITHIN_MINUTES} minutes: its time is free again, and the lead stays a request.`,
      );
      return true;
    });
    if (claimed) lapsed += 1;
  }
  return lapsed;
}
