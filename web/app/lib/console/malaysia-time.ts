import { dayTextOf, malaysiaDayNumber } from "@ikey/contracts/calendar-day";

/*
 * Moments and days as the console shows them: Malaysia time, whatever the member's own zone. The
 * lead pages, the demo calendar, the audit log and the incidents all write them here.
 */
const MALAYSIA = "Asia/Kuala_Lumpur";

const format = new Intl.DateTimeFormat("en-MY", { timeZone: MALAYSIA, dateStyle: "medium", timeStyle: "short" });
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: MALAYSIA,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: MALAYSIA,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function malaysiaTime(epochMs: number): string {
  return format.format(epochMs);
}

/** The epoch milliseconds of midnight, Malaysia time, that starts "YYYY-MM-DD". */
export const midnightOf = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** "Tuesday 24 November 2026", for a Malaysian day "YYYY-MM-DD". */
export function dayTitle(day: string): string {
  return dayFormat.format(midnightOf(day)).replace(",", "");
}

/** "10:30", Malaysia time. */
export function clockTime(at: number): string {
  return clockFormat.format(at);
}

/** The Malaysian day, "YYYY-MM-DD", that holds the instant `at`. */
export function malaysiaDayOf(at: number): string {
  return dayTextOf(malaysiaDayNumber(at));
}
