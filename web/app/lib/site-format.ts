import { numbers } from "virtual:locale-data";
import { forLanguage, formatFixed, formatWhole } from "./locale-format";
import { SITE_LANGUAGE } from "./site-language";

/*
 * Numbers as the page's language writes them, from the tables the build read out of Intl
 * (./locale-format.ts says why). English pages group digits by hand instead (site-format.test.ts
 * checks it against Intl), which keeps the tables and their formatter out of every English page's
 * JavaScript: the home page's counters need only this.
 */

/** A build-time constant, so the minifier keeps only this build's branch below. */
const IN_ENGLISH = SITE_LANGUAGE === "en";

const siteNumbers = () => forLanguage(numbers, SITE_LANGUAGE);

/** A whole number as the page's language writes it ("12,000"). */
export function formatWholeNumber(value: number): string {
  if (!IN_ENGLISH) return formatWhole(value, siteNumbers());
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return (value < 0 ? "-" : "") + String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** A number with exactly `fractionDigits` decimals as the page's language writes it ("1.200"). */
export function formatDecimal(value: number, fractionDigits: number): string {
  return formatFixed(value, fractionDigits, siteNumbers());
}
