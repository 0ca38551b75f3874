import { clock, numbers, shortDate, shortDateTime } from "virtual:locale-data";
import { STATUS_DAY_OFFSET_MS } from "@ikey/contracts/status-history";
import { responseTimeCopy } from "../../content/status-history";
import {
  type DatePattern,
  dateFields,
  forLanguage,
  formatDatePattern,
  formatPercentage,
} from "../../lib/locale-format";
import { formatWholeNumber } from "../../lib/site-format";
import { SITE_LANGUAGE } from "../../lib/site-language";

/*
 * Figures and times as the history shows them, in the page's language and Malaysia time (UTC+8 all
 * year, no daylight saving, contracts/status-history.ts), with the formats the build read from Intl
 * (web/app/lib/locale-format.ts): hundreds of labels, and no locale data loaded while Lighthouse
 * still counts blocking time.
 */

const formats = {
  day: forLanguage(shortDate, SITE_LANGUAGE),
  clock: forLanguage(clock, SITE_LANGUAGE),
  dateTime: forLanguage(shortDateTime, SITE_LANGUAGE),
  numbers: forLanguage(numbers, SITE_LANGUAGE),
};

function inMalaysia(pattern: DatePattern, time: number): string {
  return formatDatePattern(pattern, dateFields(new Date(time + STATUS_DAY_OFFSET_MS)));
}

/** "23 Nov 2026" */
export function formatDay(time: number): string {
  return inMalaysia(formats.day, time);
}

/** "14:00" */
export function formatClock(time: number): string {
  return inMalaysia(formats.clock, time);
}

/** "23 Nov 2026, 14:05" */
export function formatDateTime(time: number): string {
  return inMalaysia(formats.dateTime, time);
}

/**
 * "99.93%", "99.9%", "100%": at most two decimals, rounded down, so an uptime short of 100 % never
 * reads 100 % (the epsilon keeps 99.93, stored as 99.92999…, from flooring to 99.92).
 */
export function formatPercent(percent: number): string {
  const floored = Math.floor(percent * 100 + 1e-6) / 100;
  return formatPercentage(floored, 2, formats.numbers);
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
