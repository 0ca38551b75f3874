import { type Language, languageInfo } from "@ikey/contracts/languages";

/*
 * Dates and hours that an English module holds once (an ISO date, an hour of the clock), written
 * for a language. Other languages use Intl with the page's language tag. English is written out
 * here instead: a page's first Intl formatter loads the language's data, 15–30 ms on the main thread
 * while the page hydrates (docs/decisions/0010), which the English pages, measured without it, do
 * not pay. format.test.ts checks the English matches what Intl would write.
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

function intlFormat(language: Language, options: Intl.DateTimeFormatOptions, date: Date): string {
  return new Intl.DateTimeFormat(languageInfo[language].htmlLang, { ...options, timeZone: "UTC" }).format(date);
}

/** "2026-11-21": "21 November 2026", "21 November 2026" (ms), "2026年11月21日". */
export function formatDate(isoDate: string, language: Language): string {
  const date = calendarDay(isoDate);
  if (language === "en") {
    return `${date.getUTCDate()} ${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  return intlFormat(language, { day: "numeric", month: "long", year: "numeric" }, date);
}

/** "2021-08": "August 2021", "Ogos 2021", "2021年8月". */
export function formatMonth(isoMonth: string, language: Language): string {
  const date = calendarDay(`${isoMonth}-01`);
  if (language === "en") return `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return intlFormat(language, { month: "long", year: "numeric" }, date);
}

/** An ISO weekday (1 is Monday, 7 Sunday) in a language other than English: 1 is "Isnin", "星期一". */
export function formatWeekday(isoWeekday: number, language: Exclude<Language, "en">): string {
  // 1 January 2024 was a Monday.
  return intlFormat(language, { weekday: "long" }, new Date(Date.UTC(2024, 0, isoWeekday)));
}

/**
 * An hour of a 24-hour clock in a language other than English, with the part of the day in words:
 * 19 is "7 malam", "晚上7时".
 */
export function formatHour(hour: number, language: Exclude<Language, "en">): string {
  return intlFormat(language, { hour: "numeric", dayPeriod: "long" }, new Date(Date.UTC(2024, 0, 1, hour)));
}
