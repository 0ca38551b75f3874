import Holidays from "date-holidays";

/**
 * iKEY's working calendar: the public holidays observed in Penang, the national ones and the
 * state's own, from `date-holidays`, a maintained package: no list is typed here. The demo booking
 * offers no slot on a holiday. Days are Malaysian calendar days (time.ts).
 */

/** ISO 3166-2 subdivision MY-07: Pulau Pinang, where iKEY works. */
const penang = new Holidays("MY", "07");
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * The years the calendar answers for: the site's days lie within them (contracts/calendar-day.ts).
 * A year far off is refused rather than worked out: the package takes seconds for the year 1, and
 * each year worked out stays in memory.
 */
const YEARS = { first: 2000, last: 2200 } as const;

/** The Malaysian days "YYYY-MM-DD" of `year` that are public holidays in Penang. */
export function publicHolidaysOf(year: number): ReadonlySet<string> {
  if (!Number.isInteger(year) || year < YEARS.first || year > YEARS.last) {
    throw new RangeError(`the calendar has no holidays for the year ${year}`);
  }
  let days = holidaysByYear.get(year);
  if (!days) {
    // Each holiday's `date` starts with its local day, "YYYY-MM-DD", whatever rule made it.
    const found = penang.getHolidays(year) || [];
    days = new Set(found.filter((holiday) => holiday.type === "public").map((holiday) => holiday.date.slice(0, 10)));
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether the Malaysian day "YYYY-MM-DD" is a public holiday in Penang. */
export function isPublicHoliday(day: string): boolean {
  return publicHolidaysOf(Number(day.slice(0, 4))).has(day);
}
