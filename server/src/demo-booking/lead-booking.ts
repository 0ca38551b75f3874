import { dayNumberOf, dayWindows, malaysiaDayNumber } from "@ikey/contracts/calendar-day";
import { type BookingStatus, demoLinkAddress, minutesOf, TIME_PATTERN } from "@ikey/contracts/demo-booking";
import type { Language } from "@ikey/contracts/languages";
import { type Kysely, sql } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { newToken, tokenHash } from "../credentials/random-tokens";
import type { Database } from "../db/schema";
import type { LetterBlock } from "../outbox/letter";
import { enqueue } from "../outbox/outbox-store";
import { MINUTE_MS, malaysiaDayStart } from "../time";
import { confirmedMails, type DemoVisitor } from "./booking-mail";
import { bookDemo } from "./booking-store";
import { queueReminders } from "./reminders";

/** Who the lead's history and the audit log name for a booking the server made. */
const BOOKING_ACTOR = "demo booking";

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
    email: visitor.email.toLowerCase(),
    tokenHash: tokenHash(token),
    now: lead.now,
  });
  if (result.status !== "confirmed") return { status: "requested" };
  const member = await assignToBooker(trx, lead.id, result.staffId, lead.now);
  const link = visitorLink(links, visitor.language, token);
  const mails = confirmedMails(
    visitor,
    {
      bookingId: result.bookingId,
      leadId: lead.id,
      domain: new URL(links.siteUrl).hostname,
      sequence: 0,
      startsAt: start.startsAt,
      endsAt: result.endsAt,
      memberEmail: member.email,
      memberName: member.name,
      memberLanguage: member.language,
      consoleUrl: links.consoleUrl,
      now: lead.now,
      visitorLink: link,
    },
    "booked",
    lead.sentCopy,
  );
  for (const mail of mails) await enqueue(trx, { leadId: lead.id }, mail, lead.now);
  const demo = {
    bookingId: result.bookingId,
    leadId: lead.id,
    startsAt: start.startsAt,
    memberEmail: member.email,
    visitorLink: link,
  };
  await queueReminders(trx, demo, visitor, lead.now);
  return { status: "confirmed" };
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
    .set({ assignee_id: staffId, status: "demo-scheduled" })
    .where("id", "=", leadId)
    .execute();
  const changes = [
    { kind: "assignee" as const, detail: { from: null, to: member.email } },
    { kind: "status" as const, detail: { from: "new", to: "demo-scheduled" } },
  ];
  for (const { kind, detail } of changes) {
    await trx
      .insertInto("lead_events")
      .values({ lead_id: leadId, at: now, actor_id: null, actor: BOOKING_ACTOR, kind, detail: JSON.stringify(detail) })
      .execute();
    await appendAudit(trx, { at: now, actor: "automatic", action: `lead.${kind}`, target: `lead ${leadId}`, detail });
  }
  return member;
}

/** What an earlier save of the same lead did: "confirmed" when it holds a booking. */
export async function bookingStatusOfLead(db: Kysely<Database>, leadId: number): Promise<BookingStatus> {
  const booking = await db.selectFrom("demo_bookings").select("id").where("lead_id", "=", leadId).executeTakeFirst();
  return booking ? "confirmed" : "requested";
}
