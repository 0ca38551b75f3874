import { business } from "@ikey/contracts/business";
import { addDays, DAY_MS, MINUTE_MS, malaysiaDay, malaysiaDayStart, weekdayOf } from "../time";
import { isPublicHoliday, publicHolidaysOf } from "./malaysia-calendar";

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

/** Days since 1 January 1970 (a Thursday), numbering Malaysian calendar days "YYYY-MM-DD". */
function dayNumberOf(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

const isBusinessWeekday = (dayNumber: number) => (weekdays as readonly number[]).includes((dayNumber + 4) % 7);

/**
 * How many working days there are from day number `first` to `last`, both included: the business
 * weekdays, counted by whole weeks, less the public holidays that fall on them. No loop over the
 * days, so a lead left for years costs no more than one left for a day.
 */
function workingDaysFrom(first: number, last: number): number {
  if (last < first) return 0;
  const days = last - first + 1;
  let count = Math.floor(days / 7) * weekdays.length;
  for (let day = first + Math.floor(days / 7) * 7; day <= last; day++) if (isBusinessWeekday(day)) count++;
  const firstYear = Number(new Date(first * DAY_MS).toISOString().slice(0, 4));
  const lastYear = Number(new Date(last * DAY_MS).toISOString().slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    for (const holiday of publicHolidaysOf(year)) {
      const day = dayNumberOf(holiday);
      if (day >= first && day <= last && isBusinessWeekday(day)) count--;
    }
  }
  return count;
}

/** The business time within the Malaysian day "YYYY-MM-DD" between the instants `from` and `to`. */
function withinDay(day: string, from: number, to: number): number {
  if (!isWorkingDay(day)) return 0;
  return Math.max(0, Math.min(to, closingOf(day)) - Math.max(from, openingOf(day)));
}

/**
 * The business time, in milliseconds, from the instant `from` to the instant `to`: only the
 * stretches within the business hours of working days count, so a lead sent on Friday at 18:30 is
 * one business hour old on Monday at 9:30. Zero when `to` is not after `from`.
 */
export function businessTimeBetween(from: number, to: number): number {
  if (to <= from) return 0;
  const firstDay = malaysiaDay(from);
  const lastDay = malaysiaDay(to);
  if (firstDay === lastDay) return withinDay(firstDay, from, to);
  // The first and last days in part, and every working day between them whole.
  const between = workingDaysFrom(dayNumberOf(firstDay) + 1, dayNumberOf(lastDay) - 1);
  return withinDay(firstDay, from, to) + between * BUSINESS_DAY_MS + withinDay(lastDay, from, to);
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
