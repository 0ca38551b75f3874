import { hours, longDate, longMonth, weekdays } from "virtual:locale-data";
import type { Language } from "@ikey/contracts/languages";
import { dateFields, forLanguage, formatDatePattern } from "../../lib/locale-format";

/*
 * Dates and hours that an English module holds once (an ISO date, an hour of the clock), written
 * for a language with the formats the build read from Intl (web/app/lib/locale-format.ts says why
 * pages do not call Intl themselves). English is written out here (format.test.ts checks it against
 * Intl), which keeps the tables and their formatter out of English pages' JavaScript.
 */

const ENGLISH_MONTHS = [
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
function calendarDay(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return date;
}

/** "2026-11-21": "21 November 2026", "21 November 2026" (ms), "2026年11月21日". */
export function formatDate(isoDate: string, language: Language): string {
  const date = calendarDay(isoDate);
  if (language === "en") return `${date.getUTCDate()} ${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return formatDatePattern(forLanguage(longDate, language), dateFields(date));
}

/** "2021-08": "August 2021", "Ogos 2021", "2021年8月". */
export function formatMonth(isoMonth: string, language: Language): string {
  const date = calendarDay(`${isoMonth}-01`);
  if (language === "en") return `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return formatDatePattern(forLanguage(longMonth, language), dateFields(date));
}

/** An ISO weekday (1 is Monday, 7 Sunday) in a language other than English: 1 is "Isnin", "星期一". */
export function formatWeekday(isoWeekday: number, language: Exclude<Language, "en">): string {
  const name = forLanguage(weekdays, language)[isoWeekday - 1];
  if (name === undefined) throw new RangeError(`Not an ISO weekday: ${isoWeekday}`);
  return name;
}

/**
 * An hour of a 24-hour clock in a language other than English, with the part of the day in words:
 * 19 is "7 malam", "晚上7时".
 */
export function formatHour(hour: number, language: Exclude<Language, "en">): string {
  const words = forLanguage(hours, language)[hour];
  if (words === undefined) throw new RangeError(`Not an hour of the clock: ${hour}`);
  return words;
}
