import { STATUS_DAY_OFFSET_MS } from "@ikey/contracts/status-history";
import { dateFields } from "../../lib/locale-format";
import { formatSiteDate, formatPercent as formatSitePercent, formatWholeNumber } from "../../lib/site-format";

/*
 * Figures and times as the history shows them, in the page's language and Malaysia time (UTC+8 all
 * year, no daylight saving, contracts/status-history.ts). No Intl in the browser: hundreds of labels,
 * and a first Intl formatter loads its locale's data while Lighthouse still counts blocking time
 * (web/app/lib/locale-format.ts), and the formats are the site's (web/app/lib/site-format.ts): not
 * here, as this module is kept whole in its chunk (web/vite.config.ts), and there the English build
 * drops the other languages' tables.
 */

/** An instant in Malaysia's calendar and clock. */
function inMalaysia(time: number) {
  return dateFields(new Date(time + STATUS_DAY_OFFSET_MS));
}

/** "23 Nov 2026" */
export function formatDay(time: number): string {
  return formatSiteDate("shortDate", inMalaysia(time));
}

/** "14:00" */
export function formatClock(time: number): string {
  return formatSiteDate("clock", inMalaysia(time));
}

/** "23 Nov 2026, 14:05" */
export function formatDateTime(time: number): string {
  return formatSiteDate("shortDateTime", inMalaysia(time));
}

/**
 * "99.93%", "99.9%", "100%": at most two decimals, rounded down, so an uptime short of 100 % never
 * reads 100 % (the epsilon keeps 99.93, stored as 99.92999…, from flooring to 99.92).
 */
export function formatPercent(percent: number): string {
  return formatSitePercent(Math.floor(percent * 100 + 1e-6) / 100, 2);
}

/** "1,440" */
export function formatCount(count: number): string {
  return formatWholeNumber(Math.round(count));
}

/** For <time dateTime>. */
export function machineTime(time: number): string {
  return new Date(time).toISOString();
}
