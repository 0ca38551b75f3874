import { isLanguage } from "@ikey/contracts/languages";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { newToken, tokenHash } from "../credentials/random-tokens";
import { appendLeadEvents } from "../db/lead-events";
import type { Database } from "../db/schema";
import type { DemoVisitor } from "./booking-mail";
import { freeMembersAt, holdsSlot, insertBooking, nextInTurn, takeBookingTurn } from "./booking-store";
import { type DemoActor, recordLeadChange } from "./demo-changes";
import { freeSlots, memberSlots } from "./free-slots";
import { announceDemo, BOOKING_ACTOR, type BookingLinks, slotStart, startOf, visitorLink } from "./lead-booking";

/**
 * A member books a demo from the lead's page (issue 49): for a caller, for a request whose typed time
 * sales agreed by phone, or again after a no-show or a cancellation. It takes the bookings' turn and
 * writes the row as the public booking does (booking-store.ts), so one member still gives one demo per
 * start, whoever books; the visitor gets the invitation and their link, in their language.
 */

/** Why a booking from the console was refused. */
export type ConsoleBookingRefusal = "unknown" | "booked" | "not-free" | "no-email";

type MemberActor = DemoActor & { readonly kind: "member" };

/** Records a lead's first contact, inside the booking's transaction. */
export type FirstContact = (trx: Kysely<Database>, leadId: number, now: number) => Promise<unknown>;

interface LeadRow {
  readonly payload: string;
  readonly language: string;
  readonly status: string;
  readonly assignee_id: number | null;
}

function visitorOf(lead: LeadRow): DemoVisitor {
  const payload = JSON.parse(lead.payload) as Record<string, unknown>;
  const field = (name: string) => String(payload[name] ?? "").trim();
  return {
    name: field("name"),
    companyName: field("companyName"),
    email: field("email"),
    contactNumber: field("contactNumber"),
    language: isLanguage(lead.language) ? lead.language : "en",
  };
}

/** The lead's booking that still holds its slot and is to come, if any: one lead, one demo at a time. */
async function liveBooking(db: Kysely<Database>, leadId: number, now: number) {
  return db
    .selectFrom("demo_bookings")
    .select("id")
    .where("lead_id", "=", leadId)
    .where("starts_at", ">", now)
    .where(holdsSlot(now))
    .executeTakeFirst();
}

/**
 * Books lead `leadId` a demo at `date` `time` (Malaysia time) with member `memberId`, who must be
 * free then: any start in their hours counts, on the grid or not (a caller's 15:15). Confirmed at
 * once, whatever the e-mail confirmation rule: the member has spoken to the visitor. The lead goes
 * to the host as "Demo scheduled", each change in its history and the audit log by the member who
 * booked.
 */
export async function bookFromLead(
  db: Kysely<Database>,
  actor: MemberActor,
  request: { readonly leadId: number; readonly date: string; readonly time: string; readonly memberId: number },
  now: number,
  {
    links,
    firstContact,
  }: {
    readonly links: BookingLinks;
    /** Stops a New lead's first-response clock (leads/first-contact.ts, which the route passes: a feature imports no other). */
    readonly firstContact: FirstContact;
  },
): Promise<{ bookingId: number; startsAt: number; memberEmail: string } | ConsoleBookingRefusal> {
  return db.transaction().execute(async (trx) => {
    await takeBookingTurn(trx);
    const lead = await trx
      .selectFrom("leads")
      .select(["payload", "language", "status", "assignee_id"])
      .where("id", "=", request.leadId)
      .executeTakeFirst();
    if (!lead) return "unknown";
    const visitor = visitorOf(lead);
    if (!visitor.email) return "no-email";
    if (await liveBooking(trx, request.leadId, now)) return "booked";
    const start = slotStart(request.date, request.time, now);
    if (!start) return "not-free";
    const free = await freeMembersAt(trx, { ...start, now, anyStart: true });
    if (!free.members.includes(request.memberId)) return "not-free";
    const token = newToken();
    const booked = await insertBooking(trx, {
      leadId: request.leadId,
      startsAt: start.startsAt,
      email: visitor.email,
      tokenHash: tokenHash(token),
      now,
      staffId: request.memberId,
      lengthMinutes: free.lengthMinutes,
      confirmBy: null,
    });
    const member = await trx
      .selectFrom("staff")
      .select(["email", "name", "language"])
      .where("id", "=", request.memberId)
      .executeTakeFirstOrThrow();
    await leadToHost(trx, actor, request.leadId, lead, { id: request.memberId, email: member.email }, now);
    if (lead.status === "new") await firstContact(trx, request.leadId, now);
    const when = startOf(start.startsAt);
    await appendLeadEvents(trx, [
      {
        leadId: request.leadId,
        at: now,
        by: actor,
        kind: "note",
        detail: { text: `Booked a demo for ${when} (Malaysia time) with ${member.email}.` },
      },
    ]);
    await appendAudit(trx, {
      at: now,
      actor: { id: actor.id, email: actor.email },
      action: "demo.book",
      target: `lead ${request.leadId}`,
      detail: { booking: booked.bookingId, at: when, host: member.email },
      clientHash: actor.clientHash,
    });
    const demo = {
      bookingId: booked.bookingId,
      leadId: request.leadId,
      startsAt: start.startsAt,
      endsAt: booked.endsAt,
    };
    await announceDemo(trx, demo, member, visitor, { link: visitorLink(links, visitor.language, token), links, now });
    return { bookingId: booked.bookingId, startsAt: start.startsAt, memberEmail: member.email };
  });
}

/** The lead to the demo's host and to "Demo scheduled", as the inbox records each change. */
async function leadToHost(
  trx: Kysely<Database>,
  actor: MemberActor,
  leadId: number,
  lead: LeadRow,
  host: { readonly id: number; readonly email: string },
  now: number,
): Promise<void> {
  const assignee = lead.assignee_id === null ? null : Number(lead.assignee_id);
  if (assignee !== host.id) {
    const from =
      assignee === null
        ? undefined
        : await trx.selectFrom("staff").select("email").where("id", "=", assignee).executeTakeFirst();
    await trx.updateTable("leads").set({ assignee_id: host.id }).where("id", "=", leadId).execute();
    await recordLeadChange(trx, actor, leadId, now, {
      kind: "assignee",
      serverActor: BOOKING_ACTOR,
      detail: { from: from?.email ?? null, to: host.email },
    });
  }
  if (lead.status !== "demo-scheduled") {
    await trx.updateTable("leads").set({ status: "demo-scheduled" }).where("id", "=", leadId).execute();
    await recordLeadChange(trx, actor, leadId, now, {
      kind: "status",
      serverActor: BOOKING_ACTOR,
      detail: { from: lead.status, to: "demo-scheduled" },
    });
  }
}

interface SlotMember {
  readonly id: number;
  readonly email: string;
  readonly name: string | null;
}

/** What the lead page's booking offers for a day: each free start with who is free, the assignee first. */
export interface LeadDemoSlots {
  readonly date: string;
  readonly assigneeId: number | null;
  readonly slots: { readonly time: string; readonly members: SlotMember[] }[];
  readonly nextDate: string | null;
  readonly horizonDays: number;
  readonly lastDate: string;
  /** The time the visitor typed on a demo request, when it is a time and someone is free then (the first the one to book). */
  readonly typed: { readonly date: string; readonly time: string; readonly members: SlotMember[] } | null;
}

/** The free times lead `leadId` can be booked at on `date`; null when there is no such lead. */
export async function leadDemoSlots(
  db: Kysely<Database>,
  leadId: number,
  date: string,
  now: number,
): Promise<LeadDemoSlots | null> {
  const lead = await db
    .selectFrom("leads")
    .select(["payload", "assignee_id"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return null;
  const assigneeId = lead.assignee_id === null ? null : Number(lead.assignee_id);
  const [day, slots, staff] = await Promise.all([
    freeSlots(db, date, now),
    memberSlots(db, date, now),
    db.selectFrom("staff").select(["id", "email", "name"]).where("role", "=", "sales").execute(),
  ]);
  const byId = new Map(staff.map((row) => [Number(row.id), { id: Number(row.id), email: row.email, name: row.name }]));
  const named = (ids: readonly number[]) => {
    const ordered =
      assigneeId !== null && ids.includes(assigneeId) ? [assigneeId, ...ids.filter((id) => id !== assigneeId)] : ids;
    return ordered.flatMap((id) => byId.get(id) ?? []);
  };
  return {
    date,
    assigneeId,
    slots: slots.map((slot) => ({ time: slot.time, members: named(slot.staffIds) })),
    nextDate: slots.length > 0 ? null : day.nextDate,
    horizonDays: day.horizonDays,
    lastDate: day.lastDate,
    typed: await typedRequest(db, JSON.parse(lead.payload) as Record<string, unknown>, now, named),
  };
}

/**
 * The time a demo request's visitor typed, with who is free then (the assignee, else the next in
 * turn, first), when it reads as a day and a time and someone is; else null.
 */
async function typedRequest(
  db: Kysely<Database>,
  payload: Record<string, unknown>,
  now: number,
  named: (ids: readonly number[]) => SlotMember[],
) {
  const date = String(payload.appointmentDate ?? "").trim();
  const time = String(payload.appointmentTime ?? "").trim();
  const start = slotStart(date, time, now);
  if (!start) return null;
  const free = await freeMembersAt(db, { ...start, now, anyStart: true });
  if (free.members.length === 0) return null;
  const first = await nextInTurn(db, free.members, now);
  const members = named([first, ...free.members.filter((id) => id !== first)]);
  // The assignee, when free, stays first (named puts them there).
  return { date, time, members };
}
