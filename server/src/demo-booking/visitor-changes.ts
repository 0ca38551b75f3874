import { isLanguage } from "@ikey/contracts/languages";
import type { Kysely } from "kysely";
import { tokenHash } from "../credentials/random-tokens";
import type { Database } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import { MINUTE_MS } from "../time";
import { cancelledMails, confirmedMails, type DemoVisitor } from "./booking-mail";
import { freeMembersAt, nextInTurn, takeBookingTurn } from "./booking-store";
import { type BookingLinks, slotStart, visitorLink } from "./lead-booking";
import { dropReminders, queueReminders } from "./reminders";

/** A booked demo as its visitor's link finds it. */
export interface ManagedDemo {
  readonly bookingId: number;
  readonly leadId: number;
  readonly staffId: number;
  readonly memberEmail: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly status: string;
  readonly sequence: number;
  readonly visitor: DemoVisitor;
}

/** Why a link cannot change the demo: no such link, the demo is over or cancelled, or the new time is not free. */
export type ChangeRefusal = "unknown" | "over" | "cancelled" | "not-free";

/** Who the lead's history names for a change made through the visitor's link. */
const VISITOR_ACTOR = "visitor (demo link)";

async function findByToken(db: Kysely<Database>, token: string): Promise<ManagedDemo | null> {
  const row = await db
    .selectFrom("demo_bookings")
    .innerJoin("leads", "leads.id", "demo_bookings.lead_id")
    .innerJoin("staff", "staff.id", "demo_bookings.staff_id")
    .select([
      "demo_bookings.id",
      "demo_bookings.lead_id",
      "demo_bookings.staff_id",
      "demo_bookings.starts_at",
      "demo_bookings.ends_at",
      "demo_bookings.status",
      "demo_bookings.sequence",
      "leads.payload",
      "leads.language",
      "staff.email as member_email",
    ])
    .where("demo_bookings.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row) return null;
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  const field = (name: string) => String(payload[name] ?? "");
  return {
    bookingId: Number(row.id),
    leadId: Number(row.lead_id),
    staffId: Number(row.staff_id),
    memberEmail: row.member_email,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    status: row.status,
    sequence: Number(row.sequence),
    visitor: {
      name: field("name"),
      companyName: field("companyName"),
      email: field("email"),
      contactNumber: field("contactNumber"),
      language: isLanguage(row.language) ? row.language : "en",
    },
  };
}

/**
 * Runs a change through a link in one transaction that takes the bookings' turn first (as a booking
 * does), so two changes of one demo, or a change and a booking, never both see it as it was.
 */
function changeByLink(
  db: Kysely<Database>,
  token: string,
  now: number,
  change: (trx: Kysely<Database>, demo: ManagedDemo) => Promise<ManagedDemo | ChangeRefusal>,
): Promise<ManagedDemo | ChangeRefusal> {
  return db.transaction().execute(async (trx) => {
    await takeBookingTurn(trx);
    const demo = await demoByToken(trx, token, now);
    return typeof demo === "string" ? demo : change(trx, demo);
  });
}

/** The demo a link names, while it can still be changed: confirmed, and not yet begun. */
export async function demoByToken(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<ManagedDemo | ChangeRefusal> {
  const demo = await findByToken(db, token);
  if (!demo) return "unknown";
  if (demo.status !== "confirmed") return "cancelled";
  if (demo.startsAt <= now) return "over";
  return demo;
}

async function note(trx: Kysely<Database>, leadId: number, text: string, now: number): Promise<void> {
  await trx
    .insertInto("lead_events")
    .values({
      lead_id: leadId,
      at: now,
      actor_id: null,
      actor: VISITOR_ACTOR,
      kind: "note",
      detail: JSON.stringify({ text }),
    })
    .execute();
}

function invitationFields(demo: ManagedDemo, links: BookingLinks, now: number) {
  return {
    bookingId: demo.bookingId,
    leadId: demo.leadId,
    domain: new URL(links.siteUrl).hostname,
    sequence: demo.sequence,
    startsAt: demo.startsAt,
    endsAt: demo.endsAt,
    memberEmail: demo.memberEmail,
    consoleUrl: links.consoleUrl,
    now,
  };
}

/**
 * Moves the demo to another free start: its member keeps it when free then, or the next member in
 * turn takes it (and the lead). The invitation keeps its UID with a higher SEQUENCE, so calendars
 * replace it; a member who no longer gives it gets the CANCEL. Reminders follow the new time.
 */
export async function moveDemo(
  db: Kysely<Database>,
  token: string,
  to: { readonly date: string; readonly time: string },
  now: number,
  links: BookingLinks,
): Promise<ManagedDemo | ChangeRefusal> {
  return changeByLink(db, token, now, async (trx, demo) => {
    const start = slotStart(to.date, to.time);
    if (!start) return "not-free";
    const free = await freeMembersAt(trx, { ...start, now, exceptBooking: demo.bookingId });
    if (free.members.length === 0) return "not-free";
    const staffId = free.members.includes(demo.staffId) ? demo.staffId : await nextInTurn(trx, free.members, now);
    const member = await trx.selectFrom("staff").select("email").where("id", "=", staffId).executeTakeFirstOrThrow();
    const moved: ManagedDemo = {
      ...demo,
      staffId,
      memberEmail: member.email,
      startsAt: start.startsAt,
      endsAt: start.startsAt + free.lengthMinutes * MINUTE_MS,
      sequence: demo.sequence + 1,
    };
    await trx
      .updateTable("demo_bookings")
      .set({
        staff_id: staffId,
        starts_at: moved.startsAt,
        ends_at: moved.endsAt,
        sequence: moved.sequence,
        updated_at: now,
      })
      .where("id", "=", demo.bookingId)
      .execute();
    if (staffId !== demo.staffId) {
      await trx.updateTable("leads").set({ assignee_id: staffId }).where("id", "=", demo.leadId).execute();
      const [, toOldMember] = cancelledMails(
        demo.visitor,
        invitationFields({ ...demo, sequence: moved.sequence }, links, now),
      );
      if (toOldMember) await enqueue(trx, { leadId: demo.leadId }, toOldMember, now);
    }
    // The same link as before: the token that asked for the move.
    const link = visitorLink(links, demo.visitor.language, token);
    const fields = { ...invitationFields(moved, links, now), visitorLink: link };
    for (const mail of confirmedMails(moved.visitor, fields, "moved")) {
      await enqueue(trx, { leadId: demo.leadId }, mail, now);
    }
    await dropReminders(trx, demo.bookingId);
    await queueReminders(trx, { ...moved, visitorLink: link }, moved.visitor, now);
    await note(trx, demo.leadId, `The visitor moved the demo to ${to.date} ${to.time} (Malaysia time).`, now);
    return moved;
  });
}

/** Cancels the demo: its slot is free again at once, and both calendars get the CANCEL. */
export async function cancelDemo(
  db: Kysely<Database>,
  token: string,
  now: number,
  links: BookingLinks,
): Promise<ManagedDemo | ChangeRefusal> {
  return changeByLink(db, token, now, async (trx, demo) => {
    const cancelled: ManagedDemo = { ...demo, status: "cancelled", sequence: demo.sequence + 1 };
    await trx
      .updateTable("demo_bookings")
      .set({ status: "cancelled", sequence: cancelled.sequence, updated_at: now })
      .where("id", "=", demo.bookingId)
      .execute();
    for (const mail of cancelledMails(demo.visitor, invitationFields(cancelled, links, now))) {
      await enqueue(trx, { leadId: demo.leadId }, mail, now);
    }
    await dropReminders(trx, demo.bookingId);
    await note(trx, demo.leadId, "The visitor cancelled the demo.", now);
    return cancelled;
  });
}
