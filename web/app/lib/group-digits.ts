import { type Language, languageInfo } from "@ikey/contracts/languages";
import { SITE_LANGUAGE } from "./site-language";

/**
 * A whole number with its thousands grouped by commas, as English writes it ("12,000").
 *
 * Not `Intl.NumberFormat`: its first use in a page loads the locale's data, 15–30 ms on the main
 * thread of a fast desktop and four times that on a phone, which the home page paid while it
 * hydrated (a long task Lighthouse counts as blocking time).
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  const sign = value < 0 ? "-" : "";
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** One formatter per language, made on first use: a counter formats a figure on every frame. */
const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * A whole number as the page's language writes it. English keeps `groupDigits`, which writes what
 * `Intl.NumberFormat` does in English without its cost (above; group-digits.test.ts); Malay and
 * Chinese pages ask `Intl.NumberFormat` for their language's grouping.
 */
export function formatWholeNumber(value: number, language: Language = SITE_LANGUAGE): string {
  if (language === "en") return groupDigits(value);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageInfo[language].htmlLang, { maximumFractionDigits: 0 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
