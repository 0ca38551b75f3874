import { dayNumberOf, dayWindows, malaysiaDayNumber } from "@ikey/contracts/calendar-day";
import {
  type BookingStatus,
  demoLinkAddress,
  FUTURE_DEMOS_PER_EMAIL,
  minutesOf,
  TIME_PATTERN,
} from "@ikey/contracts/demo-booking";
import type { Language } from "@ikey/contracts/languages";
import { type Kysely, sql } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { newToken, tokenHash } from "../credentials/random-tokens";
import { appendLeadEvents } from "../db/lead-events";
import type { Database } from "../db/schema";
import type { LetterBlock } from "../outbox/letter";
import { enqueue } from "../outbox/outbox-store";
import { MINUTE_MS, malaysiaDay, malaysiaDayStart, malaysiaTime } from "../time";
import { confirmedMails, type DemoVisitor } from "./booking-mail";
import { bookDemo, type RequestReason } from "./booking-store";
import { confirmRequestMail } from "./confirm-mail";
import { queueReminders } from "./reminders";

/** Who the lead's history and the audit log name for a booking the server made. */
export const BOOKING_ACTOR = "demo booking";

/**
 * The Malaysian day and start of a date and a time in the pickers' own forms ("YYYY-MM-DD", "HH:MM"),
 * when the day is one a demo can have (today to the longest horizon, contracts/calendar-day.ts);
 * null otherwise. The lead form's date is free text the spec only requires, so it is read here.
 */
export function slotStart(date: string, time: string, now: number): { day: string; startsAt: number } | null {
  const day = date.trim();
  const number = dayNumberOf(day);
  if (number === null || !TIME_PATTERN.test(time.trim())) return null;
  const { earliest, latest } = dayWindows.demo(malaysiaDayNumber(now));
  if (number < earliest || number > latest) return null;
  return { day, startsAt: malaysiaDayStart(day) + minutesOf(time.trim()) * MINUTE_MS };
}

/** The start a demo request names, when its date and time are the pickers' own forms. */
function requestedStart(payload: Record<string, unknown>, now: number): { day: string; startsAt: number } | null {
  return slotStart(String(payload.appointmentDate ?? ""), String(payload.appointmentTime ?? ""), now);
}

export interface LeadBooking {
  readonly status: BookingStatus;
  /** Set when booking failed for a reason of the server's: the lead is kept as a request all the same. */
  readonly error?: unknown;
}

export interface DemoLead {
  readonly id: number;
  readonly payload: Record<string, unknown>;
  readonly language: Language;
  readonly now: number;
  /** The keyed hash of the client address it came from, and how many demos booked in a day one client holds. */
  readonly client: { readonly hash: string; readonly demosPerDay: number };
  /** A copy of what the visitor sent, which the confirmation carries: it is the lead's automatic reply. */
  readonly sentCopy?: LetterBlock;
}

/** Where the e-mails point: the console's address for the member's link, the site's for the invitation's UID. */
export interface BookingLinks {
  readonly consoleUrl: string;
  readonly siteUrl: string;
}

/**
 * The visitor's link to the page that moves or cancels their demo, in their language. Only the
 * token's hash is kept: the link exists in the e-mails that carry it, and the visitor's requests
 * to move or cancel bring the token back (so the e-mails after a move carry the same link).
 */
export function visitorLink(links: BookingLinks, language: Language, token: string): string {
  return new URL(demoLinkAddress(language, token), links.siteUrl).href;
}

/**
 * Books the demo a new Request a Demo lead asks for, in the lead's transaction: when the time is a
 * free slot the lead goes to the member who got it, as "Demo scheduled", its history says so, and
 * the visitor and the member each get an e-mail with the calendar invitation. Anything else keeps
 * it a request, as the form always was, and the lead's automatic reply tells the visitor a
 * specialist will confirm the time (leads/auto-reply.ts). The booking runs in a savepoint, so that
 * an error in it can never cost the lead: the lead commits, as a request.
 */
export async function bookForLead(trx: Kysely<Database>, lead: DemoLead, links: BookingLinks): Promise<LeadBooking> {
  const visitor = visitorOf(lead);
  const start = requestedStart(lead.payload, lead.now);
  let booking: LeadBooking = { status: "requested" };
  if (start) {
    await sql`savepoint demo_booking`.execute(trx);
    try {
      booking = await book(trx, lead, visitor, start, links);
      await sql`release savepoint demo_booking`.execute(trx);
    } catch (error) {
      await sql`rollback to savepoint demo_booking`.execute(trx);
      booking = { status: "requested", error };
    }
  }
  return booking;
}

function visitorOf(lead: DemoLead): DemoVisitor {
  const field = (name: string) => String(lead.payload[name] ?? "");
  return {
    name: field("name"),
    companyName: field("companyName"),
    email: field("email"),
    contactNumber: field("contactNumber"),
    language: lead.language,
  };
}

async function book(
  trx: Kysely<Database>,
  lead: DemoLead,
  visitor: DemoVisitor,
  start: { day: string; startsAt: number },
  links: BookingLinks,
): Promise<LeadBooking> {
  const token = newToken();
  const result = await bookDemo(trx, {
    leadId: lead.id,
    ...start,
    email: visitor.email,
    client: lead.client,
    tokenHash: tokenHash(token),
    now: lead.now,
  });
  if (result.status === "requested") {
    const why = heldBack[result.reason];
    if (why)
      await noteOnLead(trx, lead.id, lead.now, `Kept as a request, not booked for ${startOf(start.startsAt)}: ${why}`);
    return { status: "requested" };
  }
  const link = visitorLink(links, visitor.language, token);
  if (result.status === "tentative" && result.confirmBy !== null) {
    // The lead stays a request, assigned as requests are, until its visitor confirms (tentative-bookings.ts).
    const demo = { startsAt: start.startsAt, endsAt: result.endsAt, confirmBy: result.confirmBy, visitorLink: link };
    await enqueue(trx, { leadId: lead.id }, confirmRequestMail(visitor, demo, lead.sentCopy), lead.now);
    await noteOnLead(
      trx,
      lead.id,
      lead.now,
      `Held ${startOf(start.startsAt)} (Malaysia time) until ${startOf(result.confirmBy)} for the visitor to confirm from their e-mail; unconfirmed, the time is released and the lead stays a request.`,
    );
    return { status: "tentative" };
  }
  const member = await assignToBooker(trx, lead.id, result.staffId, lead.now);
  const demo = { bookingId: result.bookingId, leadId: lead.id, startsAt: start.startsAt, endsAt: result.endsAt };
  await announceDemo(trx, demo, member, visitor, { link, links, now: lead.now, sentCopy: lead.sentCopy });
  return { status: "confirmed" };
}

/** Why a cap kept a time as a request, for the lead's history; nothing for a time that was not free. */
const heldBack: Record<RequestReason, string | null> = {
  "not-free": null,
  mailbox: `this e-mail address already holds ${FUTURE_DEMOS_PER_EMAIL} demos to come.`,
  client: "its client address has booked as many demos in the last 24 hours as one client may.",
};

/** "2026-12-01 10:30", Malaysia time: how the history names a demo's start. */
export const startOf = (at: number) => `${malaysiaDay(at)} ${malaysiaTime(at)}`;

/** A note in the lead's history by the booking (the server), as the inbox shows notes. */
export async function noteOnLead(trx: Kysely<Database>, leadId: number, now: number, text: string): Promise<void> {
  await appendLeadEvents(trx, [{ leadId, at: now, by: { server: BOOKING_ACTOR }, kind: "note", detail: { text } }]);
}

/**
 * A demo that now holds its slot, told to both sides: the visitor's and the member's e-mails with
 * the invitation, and the visitor's reminders. `sentCopy` when the confirmation answers the lead.
 */
export async function announceDemo(
  trx: Kysely<Database>,
  demo: { readonly bookingId: number; readonly leadId: number; readonly startsAt: number; readonly endsAt: number },
  member: { readonly email: string; readonly name: string | null; readonly language: Language },
  visitor: DemoVisitor,
  { link, links, now, sentCopy }: { link: string; links: BookingLinks; now: number; sentCopy?: LetterBlock },
): Promise<void> {
  const mails = confirmedMails(
    visitor,
    {
      ...demo,
      domain: new URL(links.siteUrl).hostname,
      sequence: 0,
      memberEmail: member.email,
      memberName: member.name,
      memberLanguage: member.language,
      consoleUrl: links.consoleUrl,
      now,
      visitorLink: link,
    },
    { kind: "booked" },
    sentCopy,
  );
  for (const mail of mails) await enqueue(trx, { leadId: demo.leadId }, mail, now);
  await queueReminders(trx, { ...demo, memberEmail: member.email, visitorLink: link }, visitor, now);
}

/**
 * The lead to its booker, as "Demo scheduled", in its history and the audit log as the inbox
 * records such changes (the member by e-mail, which the lead's page shows); answers the member.
 */
async function assignToBooker(trx: Kysely<Database>, leadId: number, staffId: number, now: number) {
  const member = await trx
    .selectFrom("staff")
    .select(["email", "name", "language"])
    .where("id", "=", staffId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("leads")
    .set({ assignee_id: staffId, assigned_how: "demo", status: "demo-scheduled" })
    .where("id", "=", leadId)
    .execute();
  const changes = [
    { kind: "assignee" as const, detail: { from: null, to: member.email } },
    { kind: "status" as const, detail: { from: "new", to: "demo-scheduled" } },
  ];
  await appendLeadEvents(
    trx,
    changes.map(({ kind, detail }) => ({ leadId, at: now, by: { server: BOOKING_ACTOR }, kind, detail })),
  );
  for (const { kind, detail } of changes) {
    await appendAudit(trx, { at: now, actor: "automatic", action: `lead.${kind}`, target: `lead ${leadId}`, detail });
  }
  return member;
}

/** What an earlier save of the same lead did: "confirmed" or "tentative" when it made a booking. */
export async function bookingStatusOfLead(db: Kysely<Database>, leadId: number): Promise<BookingStatus> {
  const booking = await db
    .selectFrom("demo_bookings")
    .select("confirm_by")
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .executeTakeFirst();
  if (!booking) return "requested";
  // Made tentative, whatever became of it since: the answer the first save gave.
  return booking.confirm_by === null ? "confirmed" : "tentative";
}
