import { hours, longDate, weekdays } from "virtual:locale-data";
import type { Language } from "@ikey/contracts/languages";
import { dateFields, forLanguage, formatDatePattern } from "../../lib/locale-format";
import { calendarDay } from "./english-format";

/*
 * Dates and hours that an English module holds once (an ISO date, an hour of the clock), written
 * for a translation with the formats the build read from Intl (web/app/lib/locale-format.ts says why
 * pages do not call Intl themselves). English content writes its own (./english-format.ts).
 */

type Translation = Exclude<Language, "en">;

/** "2026-11-21": "21 November 2026" (ms), "2026年11月21日". */
export function formatDate(isoDate: string, language: Translation): string {
  return formatDatePattern(forLanguage(longDate, language), dateFields(calendarDay(isoDate)));
}

/** An ISO weekday (1 is Monday, 7 Sunday): 1 is "Isnin", "星期一". */
export function formatWeekday(isoWeekday: number, language: Translation): string {
  const name = forLanguage(weekdays, language)[isoWeekday - 1];
  if (name === undefined) throw new RangeError(`Not an ISO weekday: ${isoWeekday}`);
  return name;
}

/** An hour of a 24-hour clock, with the part of the day in words: 19 is "7 malam", "晚上7时". */
export function formatHour(hour: number, language: Translation): string {
  const words = forLanguage(hours, language)[hour];
  if (words === undefined) throw new RangeError(`Not an hour of the clock: ${hour}`);
  return words;
}
