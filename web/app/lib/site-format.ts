import { clock, numbers, shortDate, shortDateTime } from "virtual:locale-data";
import {
  type DateField,
  type DatePattern,
  forLanguage,
  formatDatePattern,
  formatFixed,
  formatPercentage,
  formatWhole,
  type NumberSymbols,
} from "./locale-format";
import { SITE_LANGUAGE } from "./site-language";

/*
 * Numbers and dates as the page's language writes them, from the tables the build read out of Intl
 * (./locale-format.ts says why). English pages carry their few symbols here instead, which keeps
 * the tables out of every English page's JavaScript: the home page's counters need only this.
 */

/** As Intl writes numbers for en-MY (site-format.test.ts compares them with the build's table). */
export const ENGLISH_NUMBERS: NumberSymbols = {
  minusSign: "-",
  group: ",",
  groupSize: 3,
  decimal: ".",
  percentBefore: "",
  percentAfter: "%",
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const space = { text: " " };

/** English's date formats, as Intl writes them for en-MY (site-format.test.ts compares them with the build's tables). */
export const ENGLISH_DATE_PATTERNS = {
  shortDate: { parts: ["day", space, "month", space, "year"], months: MONTHS, twoDigit: [] },
  clock: { parts: ["hour", { text: ":" }, "minute"], months: MONTHS, twoDigit: ["hour", "minute"] },
  shortDateTime: {
    parts: ["day", space, "month", space, "year", { text: ", " }, "hour", { text: ":" }, "minute"],
    months: MONTHS,
    twoDigit: ["hour", "minute"],
  },
} satisfies Record<string, DatePattern>;

export type DateFormat = keyof typeof ENGLISH_DATE_PATTERNS;

// Checked at build time, so each build keeps one branch of these: the test names the define itself,
// which Vite replaces with a literal, because Rollup does not fold an imported constant here and
// English pages then carried the locale tables too (0.2 KB gzip on the status page's budget).
const englishBuild = __SITE_LANGUAGE__ === "en";
const siteNumbers = (): NumberSymbols => (englishBuild ? ENGLISH_NUMBERS : forLanguage(numbers, SITE_LANGUAGE));
const siteDatePattern = (format: DateFormat): DatePattern =>
  englishBuild
    ? ENGLISH_DATE_PATTERNS[format]
    : forLanguage({ shortDate, clock, shortDateTime }[format], SITE_LANGUAGE);

/** A whole number as the page's language writes it ("12,000"). */
export function formatWholeNumber(value: number): string {
  return formatWhole(value, siteNumbers());
}

/** A number with exactly `fractionDigits` decimals as the page's language writes it ("1.200"). */
export function formatDecimal(value: number, fractionDigits: number): string {
  return formatFixed(value, fractionDigits, siteNumbers());
}

/** A percentage with at most `maxFractionDigits` decimals, trailing zeros dropped ("99.9%", "100%"). */
export function formatPercent(percent: number, maxFractionDigits: number): string {
  return formatPercentage(percent, maxFractionDigits, siteNumbers());
}

/** A date in one of the site's formats: "23 Nov 2026" (shortDate), "14:05" (clock), "23 Nov 2026, 14:05". */
export function formatSiteDate(format: DateFormat, fields: Record<DateField, number>): string {
  return formatDatePattern(siteDatePattern(format), fields);
}
