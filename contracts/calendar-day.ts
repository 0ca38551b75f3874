/*
 * Calendar days (docs/decisions/0040-bounded-input.md): the one parser of "YYYY-MM-DD" that every
 * day a request carries goes through, and the windows of days each kind of field takes. A day is
 * worked on as a whole number (days since 1970-01-01), never as text: text compares wrongly past
 * the year 9999 ("+010000-01-01" sorts before "2026…"), which once let a loop over days run for ever.
 * No zod here, so pages can count days without it; calendar-day-schema.ts builds the fields.
 */

/** A calendar day as a number: days since 1970-01-01. */
export type DayNumber = number;

const DAY_MS = 86_400_000;
const MALAYSIA_OFFSET_MS = 8 * 3_600_000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The number of "YYYY-MM-DD" when it names a day the calendar has (not 2026-02-30), else null. */
export function dayNumberOf(text: string): DayNumber | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // setUTCFullYear, unlike Date.UTC, reads the years 0 to 99 as themselves.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 ? Math.round(date.getTime() / DAY_MS) : null;
}

/** The "YYYY-MM-DD" of a day number; a day outside the years 0 to 9999 has none, and throws. */
export function dayTextOf(day: DayNumber): string {
  const text = new Date(day * DAY_MS).toISOString().slice(0, 10);
  if (!DAY_TEXT.test(text)) throw new RangeError(`day ${day} is outside the years 0 to 9999`);
  return text;
}

/** The day `count` days after "YYYY-MM-DD" (which must be one). */
export function addDays(day: string, count: number): string {
  const number = dayNumberOf(day);
  if (number === null) throw new RangeError(`${JSON.stringify(day)} is not a calendar day`);
  return dayTextOf(number + count);
}

/** The Malaysian calendar day (UTC+8, no daylight saving) that holds the instant `at`. */
export function malaysiaDayNumber(at: number): DayNumber {
  return Math.floor((at + MALAYSIA_OFFSET_MS) / DAY_MS);
}

/** Where "today" comes from: the server's clock (injected, so tests move it), or the browser's. */
export interface Calendar {
  /** Today in Malaysia. */
  today(): DayNumber;
}

export function calendarOf(clock: () => number): Calendar {
  return { today: () => malaysiaDayNumber(clock()) };
}

/** The first and last day a field takes, both included. */
export interface DayWindow {
  readonly earliest: DayNumber;
  readonly latest: DayNumber;
}

/** The longest booking horizon the admins may set (contracts/demo-booking-hours.ts reads it). */
export const LONGEST_HORIZON_DAYS = 365;
/** iKEY's first year: no record of the site is older. */
const FIRST_YEAR = 2018;

const firstOfYear = (year: number) => dayNumberOf(`${year}-01-01`) ?? 0;
const yearOf = (day: DayNumber) => new Date(day * DAY_MS).getUTCFullYear();

/** The windows of the site's day fields, each from today. */
export const dayWindows = {
  /** What staff look back on or ahead to (the inbox, the export, the audit log, the demo calendar): 2018 to the end of next year. */
  records: (today: DayNumber): DayWindow => ({
    earliest: firstOfYear(FIRST_YEAR),
    latest: firstOfYear(yearOf(today) + 2) - 1,
  }),
  /** A demo's day: today to the longest horizon (the admins' own, shorter, is the route's to apply). */
  demo: (today: DayNumber): DayWindow => ({ earliest: today, latest: today + LONGEST_HORIZON_DAYS }),
  /** A day off: today to a year ahead. */
  dayOff: (today: DayNumber): DayWindow => ({ earliest: today, latest: today + 365 }),
} as const;

export type WindowOfDays = (today: DayNumber) => DayWindow;

/** The days from `from` to `to`, both included, at most `most` of them: a range is checked before it is walked. */
export function daysFrom(from: DayNumber, to: DayNumber, most: number): string[] {
  if (to - from + 1 > most) throw new RangeError(`${to - from + 1} days is more than ${most}`);
  const days: string[] = [];
  for (let day = from; day <= to; day++) days.push(dayTextOf(day));
  return days;
}
