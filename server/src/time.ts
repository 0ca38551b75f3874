import { type Language, languageInfo } from "@ikey/contracts/languages";
import { MALAYSIA_OFFSET } from "@ikey/contracts/lead-inbox";

/**
 * The server's one module for time: the clock, the units, and Malaysia time, where iKEY's parents
 * and staff are (UTC+8 all year, no daylight saving). The units come from the contracts, which the
 * status page's bars share with the pages.
 */

/** Milliseconds since the epoch. Injected everywhere time matters, so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
/** `dayStart(t)`: the start of the Malaysian day that holds `t`. */
export { DAY_MS, dayStart, HOUR_MS, hourStart } from "@ikey/contracts/status-history";

/** Midnight, Malaysia time, at the start of a "YYYY-MM-DD" day, in epoch ms. */
export function malaysiaDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00${MALAYSIA_OFFSET}`);
}

const MALAYSIA_OFFSET_MS = 8 * 60 * MINUTE_MS;

/** The Malaysian calendar day, "YYYY-MM-DD", that holds the instant `at`. */
export function malaysiaDay(at: number): string {
  return new Date(at + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The wall-clock time in Malaysia, "HH:MM", of the instant `at`. */
export function malaysiaTime(at: number): string {
  return new Date(at + MALAYSIA_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * An instant as a file for people in Malaysia gives it: ISO 8601 with the offset,
 * "2026-11-20T10:00:00+08:00", so a program reading it gets the same instant; "" for none.
 */
export function malaysiaIso(at: number | null): string {
  if (at === null) return "";
  return `${new Date(Number(at) + MALAYSIA_OFFSET_MS).toISOString().slice(0, 19)}${MALAYSIA_OFFSET}`;
}

/** The day of the week of "YYYY-MM-DD": 0 Sunday to 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The calendar day `count` days after "YYYY-MM-DD", counted on day numbers (contracts/calendar-day.ts). */
export { addDays } from "@ikey/contracts/calendar-day";

const malaysiaTimes = new Map<Language, (at: number) => string>();
const malaysiaTimeSuffix: Record<Language, string> = {
  en: " (Malaysia time)",
  ms: " (waktu Malaysia)",
  zh: "（马来西亚时间）",
};

/**
 * A moment as people read it in e-mails and the command line: Malaysia time, saying so. Malay is
 * the day, then the time with its part of the day in words ("7 Disember 2026, 3:15 petang"): CLDR's
 * "7 Disember 2026 pada 3:15 PTG" put a second "pada" into sentences that already say "pada", and
 * native writers spell the day's part out (issue 49).
 */
export function formatMalaysiaTime(at: number, language: Language = "en"): string {
  let format = malaysiaTimes.get(language);
  if (!format) {
    format = malaysiaTimeFormat(language);
    malaysiaTimes.set(language, format);
  }
  return `${format(at)}${malaysiaTimeSuffix[language]}`;
}

function malaysiaTimeFormat(language: Language): (at: number) => string {
  const zone = { timeZone: "Asia/Kuala_Lumpur" } as const;
  if (language === "ms") {
    const day = new Intl.DateTimeFormat("ms-MY", { ...zone, dateStyle: "long" });
    const time = new Intl.DateTimeFormat("ms-MY", { ...zone, hour: "numeric", minute: "2-digit", dayPeriod: "long" });
    return (at) => `${day.format(at)}, ${time.format(at)}`;
  }
  // English keeps the day-month-year order it has always had (en-GB), not en-MY's.
  const locale = language === "en" ? "en-GB" : languageInfo[language].htmlLang;
  const both = new Intl.DateTimeFormat(locale, { ...zone, dateStyle: "long", timeStyle: "short" });
  return (at) => both.format(at);
}

/** Minutes as hours and minutes in the reader's units: "3 jam 5 minit", "3 小时 5 分钟". */
export function hoursAndMinutes(minutes: number, hour: string, minute: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} ${minute}`;
  return rest === 0 ? `${hours} ${hour}` : `${hours} ${hour} ${rest} ${minute}`;
}
