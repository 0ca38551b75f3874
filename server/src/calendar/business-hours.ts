import { business } from "@ikey/contracts/business";
import { addDays, MINUTE_MS, malaysiaDay, malaysiaDayStart, weekdayOf } from "../time";
import { isPublicHoliday } from "./malaysia-calendar";

/**
 * iKEY's business hours, the one calendar that the demo booking's replies, the first-response
 * clock and whatever else counts working time share: `business.businessHours` (Monday to Friday,
 * 9:00 to 19:00 Malaysia time) on every day that is not a public holiday in Penang
 * (malaysia-calendar.ts). Malaysia keeps UTC+8 all year, so each working day is one fixed stretch.
 */

const { weekdays, opens, closes } = business.businessHours;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

const OPENS_MINUTES = minutesOf(opens);
const CLOSES_MINUTES = minutesOf(closes);

/** Whether iKEY works on the Malaysian day "YYYY-MM-DD": one of its weekdays, and no public holiday. */
export function isWorkingDay(day: string): boolean {
  return (weekdays as readonly number[]).includes(weekdayOf(day)) && !isPublicHoliday(day);
}

/** When the office opens on the Malaysian day "YYYY-MM-DD" (whether or not it is a working day). */
export function openingOf(day: string): number {
  return malaysiaDayStart(day) + OPENS_MINUTES * MINUTE_MS;
}

/** When the office closes on the Malaysian day "YYYY-MM-DD". */
export function closingOf(day: string): number {
  return malaysiaDayStart(day) + CLOSES_MINUTES * MINUTE_MS;
}

/** One working day's business hours: a whole working day in milliseconds. */
export const BUSINESS_DAY_MS = (CLOSES_MINUTES - OPENS_MINUTES) * MINUTE_MS;

/**
 * The business time, in milliseconds, from the instant `from` to the instant `to`: only the
 * stretches within the business hours of working days count, so a lead sent on Friday at 18:30 is
 * one business hour old on Monday at 9:30. Zero when `to` is not after `from`.
 */
export function businessTimeBetween(from: number, to: number): number {
  if (to <= from) return 0;
  let total = 0;
  const last = malaysiaDay(to);
  for (let day = malaysiaDay(from); day <= last; day = addDays(day, 1)) {
    if (!isWorkingDay(day)) continue;
    const start = Math.max(from, openingOf(day));
    const end = Math.min(to, closingOf(day));
    if (end > start) total += end - start;
  }
  return total;
}

/** A year of days is more than any run of weekends and holidays: past it the calendar is broken. */
const LONGEST_SEARCH_DAYS = 366;

/**
 * The latest instant whose business time until `at` is at least `duration` ms: a lead received
 * at or before it has waited `duration` or more by `at`, and one received after it has not. So
 * "has it waited past the target?" becomes a plain comparison of the receipt time, which a
 * database index answers. `duration` must be positive.
 */
export function businessTimeBefore(at: number, duration: number): number {
  let remaining = duration;
  let day = malaysiaDay(at);
  for (let gap = 0; gap < LONGEST_SEARCH_DAYS; day = addDays(day, -1)) {
    if (!isWorkingDay(day)) {
      gap++;
      continue;
    }
    gap = 0;
    const end = Math.min(at, closingOf(day));
    const start = openingOf(day);
    if (end > start) {
      if (end - start >= remaining) return end - remaining;
      remaining -= end - start;
    }
  }
  throw new Error("No working day in a year: the business hours name no weekday.");
}
