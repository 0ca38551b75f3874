/** How the demo calendar writes days and times: Malaysia time, whatever the member's own zone. */
import { dayTextOf, malaysiaDayNumber } from "@ikey/contracts/calendar-day";

const MALAYSIA = "Asia/Kuala_Lumpur";

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

/** The epoch milliseconds of midnight, Malaysia time, that starts "YYYY-MM-DD". */
export const midnightOf = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** "Tuesday 24 November 2026". */
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

/** The day `count` days after "YYYY-MM-DD" (before, when negative), counted by the contracts' calendar. */
export { addDays as shiftDay } from "@ikey/contracts/calendar-day";
