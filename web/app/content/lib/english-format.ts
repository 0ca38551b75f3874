/*
 * Dates as English content writes them, by hand (format.test.ts checks them against Intl).
 * English content modules import only this, so English pages never load the translations'
 * formatter and its tables (./format.ts); translations build on these modules in every build.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A calendar value, not an instant: read and written in UTC, so no time zone moves the day. */
export function calendarDay(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return date;
}

/** "2026-11-21" is "21 November 2026". */
export function englishDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
