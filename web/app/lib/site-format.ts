import { numbers } from "virtual:locale-data";
import { forLanguage, formatFixed, formatWhole } from "./locale-format";
import { SITE_LANGUAGE } from "./site-language";

/** How the page's language writes numbers, read from Intl by the build (./locale-format.ts says why). */
const SITE_NUMBERS = forLanguage(numbers, SITE_LANGUAGE);

/** A whole number as the page's language writes it ("12,000"). */
export function formatWholeNumber(value: number): string {
  return formatWhole(value, SITE_NUMBERS);
}

/** A number with exactly `fractionDigits` decimals as the page's language writes it ("1.200"). */
export function formatDecimal(value: number, fractionDigits: number): string {
  return formatFixed(value, fractionDigits, SITE_NUMBERS);
}
