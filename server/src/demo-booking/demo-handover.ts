import { minutesOf } from "@ikey/contracts/demo-booking";
import type { Kysely } from "kysely";
import { newToken, tokenHash } from "../credentials/random-tokens";
import type { Database } from "../db/schema";
import { StaffProblem } from "../http/staff-problem";
import { formatMalaysiaTime, MINUTE_MS, malaysiaDay, malaysiaDayStart } from "../time";
import { memberDays, nextInTurn, readDemoSettings, takeBookingTurn } from "./booking-store";
import {
  type DemoActor,
  findDemo,
  type ManagedDemo,
  queueChangeMails,
  recordLeadChange,
  withHost,
} from "./demo-changes";
import { BOOKING_ACTOR, type BookingLinks, startOf, visitorLink } from "./lead-booking";
import type { MemberDay } from "./slot-rules";

/** A member's demo to come, as the disable confirmation lists it. */
export interface ComingDemo {
  readonly id: number;
  readonly leadId: number;
  readonly startsAt: number;
  readonly centre: string;
}

/** How many of a leaving member's demos the confirmation lists. */
const LISTED = 50;

/** A member's confirmed demos that have not begun, soonest first, at most `LISTED`, and how many in all. */
export async function comingDemosOf(
  db: Kysely<Database>,
  staffId: number,
  now: number,
): Promise<{ readonly demos: ComingDemo[]; readonly total: number }> {
  const coming = db
    .selectFrom("demo_bookings")
    .where("demo_bookings.staff_id", "=", staffId)
    .where("demo_bookings.status", "in", ["confirmed", "tentative"])
    .where("demo_bookings.starts_at", ">", now);
  const [rows, count] = await Promise.all([
    coming
      .innerJoin("leads", "leads.id", "demo_bookings.lead_id")
      .select(["demo_bookings.id", "demo_bookings.lead_id", "demo_bookings.starts_at", "leads.payload"])
      .orderBy("demo_bookings.starts_at")
      .limit(LISTED)
      .execute(),
    coming.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const demos = rows.map((row) => ({
    id: Number(row.id),
    leadId: Number(row.lead_id),
    startsAt: Number(row.starts_at),
    centre: String((JSON.parse(row.payload) as Record<string, unknown>).companyName ?? ""),
  }));
  return { demos, total: Number(count.total) };
}

/**
 * Whether a member can give a demo already booked for [startsAt, endsAt): it lies within their
 * hours of the day, clear of their other demos by the buffer, under their daily maximum, not on a
 * day off. Not the grid or the notice a visitor's booking needs: the demo's time is the visitor's
 * and stays, whoever covers it.
 */
function canCover(member: MemberDay, startsAt: number, endsAt: number, day: string, bufferMinutes: number): boolean {
  if (member.dayOff || member.booked.length >= member.dailyMaximum) return false;
  const midnight = malaysiaDayStart(day);
  const within = member.hours.some(
    (range) =>
      midnight + minutesOf(range.start) * MINUTE_MS <= startsAt &&
      endsAt <= midnight + minutesOf(range.end) * MINUTE_MS,
  );
  const buffer = bufferMinutes * MINUTE_MS;
  return within && member.booked.every((demo) => demo.endsAt + buffer <= startsAt || endsAt + buffer <= demo.startsAt);
}

/**
 * Hands every demo to come of a member being disabled to the successor (a chosen member, or the
 * round robin among those who can cover it), at its own time, in the caller's transaction, after
 * the member's status changed: the demo's lead follows it. For a confirmed demo the visitor gets a
 * new invitation (same UID, higher SEQUENCE, the new host, a new link: the old one stops), the new
 * host theirs, the old host the CANCEL; reminders are queued again with the new link. A tentative
 * one just changes host, its visitor's link to confirm still working. A demo nobody can cover refuses
 * the whole disable, naming its time, so nothing stays on a disabled member. Answers how many moved.
 */
export async function handDemosOver(
  trx: Kysely<Database>,
  leaverId: number,
  successor: { readonly memberId: number } | "round-robin",
  { actor, now, links }: { actor: DemoActor; now: number; links: BookingLinks },
): Promise<number> {
  await takeBookingTurn(trx);
  const { demos } = await comingDemosOf(trx, leaverId, now);
  const all =
    demos.length < LISTED
      ? demos
      : (
          await trx
            .selectFrom("demo_bookings")
            .select("id")
            .where("staff_id", "=", leaverId)
            .where("status", "in", ["confirmed", "tentative"])
            .where("starts_at", ">", now)
            .execute()
        ).map((row) => ({ id: Number(row.id) }));
  const settings = await readDemoSettings(trx);
  for (const { id } of all) {
    const demo = await findDemo(trx, { bookingId: id });
    if (!demo) continue;
    const day = malaysiaDay(demo.startsAt);
    const days = await memberDays(trx, day, { exceptBooking: demo.bookingId, now });
    const free = days
      .filter((member) => canCover(member, demo.startsAt, demo.endsAt, day, settings.bufferMinutes))
      .map((member) => member.staffId);
    const chosen = successor === "round-robin" ? undefined : successor.memberId;
    const staffId =
      chosen === undefined
        ? free.length > 0
          ? await nextInTurn(trx, free, now)
          : undefined
        : free.find((id) => id === chosen);
    if (staffId === undefined) {
      const when = formatMalaysiaTime(demo.startsAt);
      throw new StaffProblem(
        chosen === undefined
          ? `Nobody can cover the demo on ${when}: choose a member, or move or cancel that demo first.`
          : `That member cannot give the demo on ${when} (not in their hours, or busy): choose another or the round robin.`,
      );
    }
    await handOver(trx, demo, staffId, { actor, now, links });
  }
  return all.length;
}

async function handOver(
  trx: Kysely<Database>,
  demo: ManagedDemo,
  staffId: number,
  { actor, now, links }: { actor: DemoActor; now: number; links: BookingLinks },
): Promise<void> {
  const moved = await withHost(trx, demo, staffId);
  // A confirmed demo gets a new link (the old one named the old host and stops). A tentative one
  // keeps its link: the visitor's e-mail to confirm it holds it, and names no host; the invitation
  // goes out when they confirm, from the new host, so nobody is told anything before then.
  const token = demo.status === "confirmed" ? newToken() : undefined;
  await trx
    .updateTable("demo_bookings")
    .set({
      staff_id: staffId,
      sequence: moved.sequence,
      ...(token === undefined ? {} : { token_hash: tokenHash(token) }),
      updated_at: now,
    })
    .where("id", "=", demo.bookingId)
    .execute();
  // The same e-mails as a move to another host, at an unchanged time.
  if (token !== undefined) {
    const link = visitorLink(links, demo.visitor.language, token);
    await queueChangeMails(trx, { demo, moved, link }, links, now);
  }
  // The lead follows its demo when it was the leaving host's; one a colleague has keeps them.
  const { numUpdatedRows } = await trx
    .updateTable("leads")
    .set({ assignee_id: staffId, assigned_how: "demo" })
    .where("id", "=", demo.leadId)
    .where("assignee_id", "=", demo.staffId)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) return;
  await recordLeadChange(trx, actor, demo.leadId, now, {
    kind: "assignee",
    serverActor: BOOKING_ACTOR,
    detail: { from: demo.memberEmail, to: moved.memberEmail, demo: startOf(demo.startsAt) },
  });
}
