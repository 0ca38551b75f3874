import { languageInfo } from "@ikey/contracts/languages";
import { STATUS_DAY_OFFSET_MS } from "@ikey/contracts/status-history";
import { responseTimeCopy } from "../../content/status-history";
import { formatWholeNumber } from "../../lib/group-digits";
import { SITE_LANGUAGE } from "../../lib/site-language";

/*
 * Figures and times as the history shows them, in Malaysia time (UTC+8 all year, no daylight
 * saving, contracts/status-history.ts).
 *
 * English pages write them out by hand rather than with Intl: a page's first Intl.NumberFormat or
 * DateTimeFormat loads the locale's data in one task of 15–30 ms, four times that on a phone, and
 * the history renders while Lighthouse still counts blocking time (docs/decisions/0010,
 * web/app/lib/group-digits.ts). Hundreds of labels cost nothing this way. Malay and Chinese pages
 * format with Intl in their language, one formatter of each kind made on its first use.
 */

/** A build-time constant, so the minifier keeps only this build's branch of each function below. */
const IN_ENGLISH = SITE_LANGUAGE === "en";
const LOCALE = languageInfo[SITE_LANGUAGE].htmlLang;

function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const CALENDAR = { timeZone: "Asia/Kuala_Lumpur", day: "numeric", month: "short", year: "numeric" } as const;
const CLOCK = { timeZone: "Asia/Kuala_Lumpur", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

const localized = {
  day: onFirstUse(() => new Intl.DateTimeFormat(LOCALE, CALENDAR)),
  clock: onFirstUse(() => new Intl.DateTimeFormat(LOCALE, CLOCK)),
  dateTime: onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { ...CALENDAR, ...CLOCK })),
  percent: onFirstUse(() => new Intl.NumberFormat(LOCALE, { style: "percent", maximumFractionDigits: 2 })),
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The Malaysian calendar date and clock of an instant. */
function inMalaysia(time: number) {
  const local = new Date(time + STATUS_DAY_OFFSET_MS);
  return {
    date: `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`,
    clock: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  };
}

/** "23 Nov 2026" */
export function formatDay(time: number): string {
  return IN_ENGLISH ? inMalaysia(time).date : localized.day().format(time);
}

/** "14:00" */
export function formatClock(time: number): string {
  return IN_ENGLISH ? inMalaysia(time).clock : localized.clock().format(time);
}

/** "23 Nov 2026, 14:05" */
export function formatDateTime(time: number): string {
  if (!IN_ENGLISH) return localized.dateTime().format(time);
  const { date, clock } = inMalaysia(time);
  return `${date}, ${clock}`;
}

/**
 * "99.93%", "99.9%", "100%": at most two decimals, rounded down, so an uptime short of 100 % never
 * reads 100 % (the epsilon keeps 99.93, stored as 99.92999…, from flooring to 99.92).
 */
export function formatPercent(percent: number): string {
  const floored = Math.floor(percent * 100 + 1e-6) / 100;
  if (!IN_ENGLISH) return localized.percent().format(floored / 100);
  return `${floored.toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** "1,440" */
export function formatCount(count: number): string {
  return formatWholeNumber(Math.round(count));
}

/** "1,250 ms" */
export function formatMilliseconds(ms: number): string {
  return responseTimeCopy.milliseconds(formatCount(ms));
}

/** For <time dateTime>. */
export function machineTime(time: number): string {
  return new Date(time).toISOString();
}
