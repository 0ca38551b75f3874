import { type BookingStatus, isCalendarDay, minutesOf, TIME_PATTERN } from "@ikey/contracts/demo-booking";
import { type Kysely, sql } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { newToken, tokenHash } from "../credentials/random-tokens";
import type { Database } from "../db/schema";
import { MINUTE_MS, malaysiaDayStart } from "../time";
import { bookDemo } from "./booking-store";

/** Who the lead's history and the audit log name for a booking the server made. */
const BOOKING_ACTOR = "demo booking";

/** The Malaysian day and start a demo request names, when its date and time are the pickers' own forms. */
export function requestedStart(payload: Record<string, unknown>): { day: string; startsAt: number } | null {
  const day = String(payload.appointmentDate ?? "").trim();
  const time = String(payload.appointmentTime ?? "").trim();
  if (!isCalendarDay(day) || !TIME_PATTERN.test(time)) return null;
  return { day, startsAt: malaysiaDayStart(day) + minutesOf(time) * MINUTE_MS };
}

export interface LeadBooking {
  readonly status: BookingStatus;
  /** Set when booking failed for a reason of the server's: the lead is kept as a request all the same. */
  readonly error?: unknown;
}

/**
 * Books the demo a new Request a Demo lead asks for, in the lead's transaction: when the time is a
 * free slot the lead goes to the member who got it, as "Demo scheduled", and its history says so.
 * Anything else keeps it a request, as the form always was. The booking runs in a savepoint, so
 * that an error in it can never cost the lead: the lead commits, as a request.
 */
export async function bookForLead(
  trx: Kysely<Database>,
  lead: { readonly id: number; readonly payload: Record<string, unknown>; readonly now: number },
): Promise<LeadBooking> {
  const start = requestedStart(lead.payload);
  if (!start) return { status: "requested" };
  await sql`savepoint demo_booking`.execute(trx);
  try {
    const result = await bookDemo(trx, {
      leadId: lead.id,
      ...start,
      email: String(lead.payload.email ?? "").toLowerCase(),
      tokenHash: tokenHash(newToken()),
      now: lead.now,
    });
    if (result.status === "confirmed") await assignToBooker(trx, lead.id, result.staffId, lead.now);
    await sql`release savepoint demo_booking`.execute(trx);
    return { status: result.status };
  } catch (error) {
    await sql`rollback to savepoint demo_booking`.execute(trx);
    return { status: "requested", error };
  }
}

async function assignToBooker(trx: Kysely<Database>, leadId: number, staffId: number, now: number): Promise<void> {
  await trx
    .updateTable("leads")
    .set({ assignee_id: staffId, status: "demo-scheduled" })
    .where("id", "=", leadId)
    .execute();
  const changes = [
    { kind: "assignee" as const, detail: { from: null, to: staffId } },
    { kind: "status" as const, detail: { from: "new", to: "demo-scheduled" } },
  ];
  for (const { kind, detail } of changes) {
    await trx
      .insertInto("lead_events")
      .values({ lead_id: leadId, at: now, actor_id: null, actor: BOOKING_ACTOR, kind, detail: JSON.stringify(detail) })
      .execute();
    await appendAudit(trx, { at: now, actor: "automatic", action: `lead.${kind}`, target: `lead ${leadId}`, detail });
  }
}

/** What an earlier save of the same lead did: "confirmed" when it holds a booking. */
export async function bookingStatusOfLead(db: Kysely<Database>, leadId: number): Promise<BookingStatus> {
  const booking = await db.selectFrom("demo_bookings").select("id").where("lead_id", "=", leadId).executeTakeFirst();
  return booking ? "confirmed" : "requested";
}
