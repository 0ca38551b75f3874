/** How the lead's page writes a demo's day and time: Malaysia time, whatever the member's own zone. */
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

/** "Tuesday 24 November 2026", for a Malaysian day "YYYY-MM-DD". */
export function malaysiaDayTitle(day: string): string {
  return dayFormat.format(Date.parse(`${day}T00:00:00+08:00`)).replace(",", "");
}

/** "15:15", Malaysia time. */
export function malaysiaClock(at: number): string {
  return clockFormat.format(at);
}

/** The Malaysian day, "YYYY-MM-DD", that holds the instant `at`. */
export function malaysiaDayOf(at: number): string {
  return dayTextOf(malaysiaDayNumber(at));
}
