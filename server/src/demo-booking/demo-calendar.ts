import type { ConsoleDemo, DemoCalendarView } from "@ikey/contracts/console-api-schemas";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { addDays, DAY_MS, malaysiaDayStart, weekdayOf } from "../time";
import { BOOKED_STATUSES } from "./booking-store";

/** Who looks at the calendar: their own demos come first, and an admin may mark anyone's. */
export interface CalendarViewer {
  readonly staffId: number;
  readonly isAdmin: boolean;
}

/** The days a view shows: the day itself, or Monday to Sunday of its week (Malaysia's weeks start on Monday). */
export function calendarDays(view: DemoCalendarView, day: string): string[] {
  if (view === "day") return [day];
  const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * The demos booked on `days` (consecutive), cancelled ones left out: the viewer's own first,
 * then by start. Each says what the viewer may do with it at `now`.
 */
export async function calendarDemos(
  db: Kysely<Database>,
  days: readonly string[],
  viewer: CalendarViewer,
  now: number,
): Promise<ConsoleDemo[]> {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return [];
  const rows = await db
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
      "leads.payload",
      "staff.email as member_email",
    ])
    .where("demo_bookings.status", "in", BOOKED_STATUSES)
    .where("demo_bookings.starts_at", ">=", malaysiaDayStart(first))
    .where("demo_bookings.starts_at", "<", malaysiaDayStart(last) + DAY_MS)
    .orderBy("demo_bookings.starts_at")
    .orderBy("demo_bookings.id")
    .execute();
  const demos = rows.map((row): ConsoleDemo => {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const staffId = Number(row.staff_id);
    const startsAt = Number(row.starts_at);
    const mine = staffId === viewer.staffId;
    const confirmed = row.status === "confirmed";
    return {
      id: Number(row.id),
      leadId: Number(row.lead_id),
      startsAt,
      endsAt: Number(row.ends_at),
      status: row.status === "held" || row.status === "no-show" ? row.status : "confirmed",
      name: String(payload.name ?? ""),
      centre: String(payload.companyName ?? ""),
      phone: String(payload.contactNumber ?? ""),
      member: { id: staffId, email: row.member_email },
      mine,
      canMark: confirmed && startsAt <= now && (mine || viewer.isAdmin),
      canChange: confirmed && startsAt > now,
    };
  });
  // Stable: each part keeps the order by start.
  return [...demos.filter((demo) => demo.mine), ...demos.filter((demo) => !demo.mine)];
}
