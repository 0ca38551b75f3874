import { clock, numbers, shortDate, shortDateTime } from "virtual:locale-data";
import { STATUS_DAY_OFFSET_MS } from "@ikey/contracts/status-history";
import { responseTimeCopy } from "../../content/status-history";
import { dateFields, forLanguage, formatDatePattern, formatPercentage } from "../../lib/locale-format";
import { formatWholeNumber } from "../../lib/site-format";
import { SITE_LANGUAGE } from "../../lib/site-language";

/*
 * Figures and times as the history shows them, in the page's language and Malaysia time (UTC+8 all
 * year, no daylight saving, contracts/status-history.ts). No Intl in the browser: hundreds of labels,
 * and a first Intl formatter loads its locale's data while Lighthouse still counts blocking time
 * (web/app/lib/locale-format.ts). English pages write them out by hand (format.test.ts),
 * which keeps the tables and their formatter out of English pages' JavaScript; Malay
 * and Chinese pages use the formats the build read from Intl.
 */

/** A build-time constant, so the minifier keeps only this build's branch of each function below. */
const IN_ENGLISH = SITE_LANGUAGE === "en";

const localized = {
  day: () => forLanguage(shortDate, SITE_LANGUAGE),
  clock: () => forLanguage(clock, SITE_LANGUAGE),
  dateTime: () => forLanguage(shortDateTime, SITE_LANGUAGE),
  numbers: () => forLanguage(numbers, SITE_LANGUAGE),
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The Malaysian calendar fields of an instant. */
function inMalaysia(time: number) {
  return dateFields(new Date(time + STATUS_DAY_OFFSET_MS));
}

function englishDay(time: number): string {
  const { day, month, year } = inMalaysia(time);
  return `${day} ${MONTHS[month]} ${year}`;
}

function englishClock(time: number): string {
  const { hour, minute } = inMalaysia(time);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** "23 Nov 2026" */
export function formatDay(time: number): string {
  return IN_ENGLISH ? englishDay(time) : formatDatePattern(localized.day(), inMalaysia(time));
}

/** "14:00" */
export function formatClock(time: number): string {
  return IN_ENGLISH ? englishClock(time) : formatDatePattern(localized.clock(), inMalaysia(time));
}

/** "23 Nov 2026, 14:05" */
export function formatDateTime(time: number): string {
  if (IN_ENGLISH) return `${englishDay(time)}, ${englishClock(time)}`;
  return formatDatePattern(localized.dateTime(), inMalaysia(time));
}

/**
 * "99.93%", "99.9%", "100%": at most two decimals, rounded down, so an uptime short of 100 % never
 * reads 100 % (the epsilon keeps 99.93, stored as 99.92999…, from flooring to 99.92).
 */
export function formatPercent(percent: number): string {
  const floored = Math.floor(percent * 100 + 1e-6) / 100;
  if (!IN_ENGLISH) return formatPercentage(floored, 2, localized.numbers());
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
