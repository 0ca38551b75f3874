import { type DemoSettings, minutesOf, type WeeklyHours } from "@ikey/contracts/demo-booking";
import { type DemoAvailabilityChange, WEEKDAYS_MONDAY_FIRST } from "@ikey/contracts/demo-booking-hours";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { MINUTE_MS, malaysiaDay, malaysiaDayStart, weekdayOf } from "../time";
import { availabilityOf, salesWithAvailability } from "./booking-store";

/**
 * What the console changes about demo booking (docs/decisions/0026-demo-booking.md): each active
 * sales member's availability and days off, and the admins' rules. The slots read the same rows
 * on every request (booking-store.ts), so a change shows in them at once.
 */

export interface MemberAvailability {
  readonly id: number;
  readonly email: string;
  readonly takesDemos: boolean;
  readonly weeklyHours: WeeklyHours;
  readonly dailyMaximum: number;
  /** False while the member has the default hours, as everyone has until theirs are saved. */
  readonly saved: boolean;
  /** From `today` on, earliest first. */
  readonly daysOff: string[];
}

/**
 * The active sales members' availability (or one member's), by e-mail; a member without a row has
 * the defaults. Days off before `today` are left out: they no longer change anything.
 */
export async function salesAvailability(
  db: Kysely<Database>,
  { today, staffId }: { readonly today: string; readonly staffId?: number },
): Promise<MemberAvailability[]> {
  const rows = await salesWithAvailability(db)
    .$if(staffId !== undefined, (query) => query.where("staff.id", "=", staffId ?? 0))
    .orderBy("staff.email")
    .execute();
  if (rows.length === 0) return [];
  const offs = await db
    .selectFrom("demo_days_off")
    .select(["staff_id", "day"])
    .where("day", ">=", today)
    .where(
      "staff_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("day")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    ...availabilityOf(row),
    saved: row.weekly_hours !== null,
    daysOff: offs.filter((off) => Number(off.staff_id) === Number(row.id)).map((off) => off.day),
  }));
}

/** Saves a member's availability in full (their row from now on, the defaults no longer). */
export async function saveAvailability(
  db: Kysely<Database>,
  staffId: number,
  availability: Required<DemoAvailabilityChange>,
  now: number,
): Promise<void> {
  const values = {
    takes_demos: availability.takesDemos ? 1 : 0,
    weekly_hours: JSON.stringify(availability.weeklyHours),
    daily_maximum: availability.dailyMaximum,
    updated_at: now,
  };
  await db
    .insertInto("demo_availability")
    .values({ staff_id: staffId, ...values })
    .onConflict((conflict) => conflict.column("staff_id").doUpdateSet(values))
    .execute();
}

/**
 * A week as the audit log shows it, Monday first: "Mon 09:00–12:00, 14:00–19:00; …; Sun none".
 * Words with spaces, so the log's page can wrap it.
 */
export function weekSummary(weeklyHours: WeeklyHours): string {
  return WEEKDAYS_MONDAY_FIRST.map(({ index, name }) => {
    const stretches = weeklyHours[index] ?? [];
    const hours = stretches.length === 0 ? "none" : stretches.map((range) => `${range.start}–${range.end}`).join(", ");
    return `${name.slice(0, 3)} ${hours}`;
  }).join("; ");
}

/** Adds days off (those already off stay as they are); answers how many were new. */
export async function addDaysOff(db: Kysely<Database>, staffId: number, days: readonly string[]): Promise<number> {
  const { numInsertedOrUpdatedRows } = await db
    .insertInto("demo_days_off")
    .values(days.map((day) => ({ staff_id: staffId, day })))
    .onConflict((conflict) => conflict.columns(["staff_id", "day"]).doNothing())
    .executeTakeFirst();
  return Number(numInsertedOrUpdatedRows ?? 0);
}

/** Removes one day off; false when the member did not have it. */
export async function removeDayOff(db: Kysely<Database>, staffId: number, day: string): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom("demo_days_off")
    .where("staff_id", "=", staffId)
    .where("day", "=", day)
    .executeTakeFirst();
  return Number(numDeletedRows) > 0;
}

/** Saves the admins' rules (the one row of demo_settings). */
export async function saveDemoSettings(db: Kysely<Database>, settings: DemoSettings, now: number): Promise<void> {
  const values = {
    length_minutes: settings.lengthMinutes,
    buffer_minutes: settings.bufferMinutes,
    start_every_minutes: settings.startEveryMinutes,
    notice_minutes: settings.noticeMinutes,
    horizon_days: settings.horizonDays,
    confirm_by_email: settings.confirmByEmail ? 1 : 0,
    updated_at: now,
  };
  await db
    .insertInto("demo_settings")
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .execute();
}

/** Whether a demo from `startsAt` to `endsAt` lies within one of its day's stretches. */
export function withinHours(startsAt: number, endsAt: number, weeklyHours: WeeklyHours): boolean {
  const day = malaysiaDay(startsAt);
  const midnight = malaysiaDayStart(day);
  return (weeklyHours[weekdayOf(day)] ?? []).some(
    (range) =>
      startsAt >= midnight + minutesOf(range.start) * MINUTE_MS &&
      endsAt <= midnight + minutesOf(range.end) * MINUTE_MS,
  );
}

/**
 * The member's confirmed demos to come that their availability, as it now is, would not offer: on
 * a day off, outside their hours, or at all when they take none. They stay booked; the console
 * says how many, so the member moves or cancels them with their leads.
 */
export async function demosOutsideAvailability(db: Kysely<Database>, member: MemberAvailability, now: number) {
  const demos = await db
    .selectFrom("demo_bookings")
    .select(["starts_at", "ends_at"])
    .where("staff_id", "=", member.id)
    .where("status", "=", "confirmed")
    .where("starts_at", ">=", now)
    .execute();
  const off = new Set(member.daysOff);
  return demos.filter((demo) => {
    const startsAt = Number(demo.starts_at);
    if (!member.takesDemos || off.has(malaysiaDay(startsAt))) return true;
    return !withinHours(startsAt, Number(demo.ends_at), member.weeklyHours);
  }).length;
}
