/*
 * Numbers and dates as a language writes them, from data the build reads out of `Intl` for that
 * language (web/build-plugins/locale-data.ts). Pages format with this instead of calling `Intl` in
 * the browser: a page's first `Intl.NumberFormat` or `DateTimeFormat` loads its locale's data in one
 * main-thread task, 15–30 ms on a fast desktop and four times that on a phone, which Malay and
 * Chinese pages paid while they hydrated (docs/decisions/0010, 0017).
 */

/** How a language writes numbers. */
export interface NumberSymbols {
  readonly minusSign: string;
  readonly group: string;
  /** Digits per group: every group, the first from the right included (3 in these languages). */
  readonly groupSize: number;
  readonly decimal: string;
  /** What comes before and after the figure in a percentage ("", "%"). */
  readonly percentBefore: string;
  readonly percentAfter: string;
}

export type DateField = "year" | "month" | "day" | "hour" | "minute";

/** A date format: its fields and text in order, and the month names it writes ("Nov", "11"). */
export interface DatePattern {
  readonly parts: readonly (DateField | { readonly text: string })[];
  readonly months: readonly string[];
  /** Fields written with two digits ("05"). */
  readonly twoDigit: readonly DateField[];
}

/** A whole number with its digits grouped ("12,000", "-4,500"). */
export function formatWhole(value: number, symbols: NumberSymbols): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return formatFixed(value, 0, symbols);
}

/** A number with exactly `fractionDigits` decimals ("1.200"). */
export function formatFixed(value: number, fractionDigits: number, symbols: NumberSymbols): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [whole = "0", fraction] = Math.abs(value).toFixed(fractionDigits).split(".");
  const negative = value < 0 && /[1-9]/.test(whole + (fraction ?? ""));
  const digits = groupDigits(whole, symbols) + (fraction ? symbols.decimal + fraction : "");
  return (negative ? symbols.minusSign : "") + digits;
}

/** A percentage with at most `maxFractionDigits` decimals, trailing zeros dropped ("99.9%", "100%"). */
export function formatPercentage(percent: number, maxFractionDigits: number, symbols: NumberSymbols): string {
  const figure = formatFixed(percent, maxFractionDigits, symbols);
  const trimmed = figure.includes(symbols.decimal) ? figure.replace(/0+$/, "").replace(/\D$/, "") : figure;
  return symbols.percentBefore + trimmed + symbols.percentAfter;
}

function groupDigits(digits: string, symbols: NumberSymbols): string {
  const first = digits.length % symbols.groupSize || symbols.groupSize;
  const groups = [digits.slice(0, first)];
  for (let start = first; start < digits.length; start += symbols.groupSize) {
    groups.push(digits.slice(start, start + symbols.groupSize));
  }
  return groups.join(symbols.group);
}

/** The calendar fields of a moment, read as UTC: pass `time + offset` for another zone's clock. */
export function dateFields(date: Date): Record<DateField, number> {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

/** A date written in `pattern`; months count from 0, as in `Date`. */
export function formatDatePattern(pattern: DatePattern, fields: Record<DateField, number>): string {
  return pattern.parts
    .map((part) => {
      if (typeof part !== "string") return part.text;
      if (part === "month") return pattern.months[fields.month] ?? "";
      const value = String(fields[part]);
      return pattern.twoDigit.includes(part) ? value.padStart(2, "0") : value;
    })
    .join("");
}

/** This build's entry of a per-language table from the build (virtual:locale-data). */
export function forLanguage<T>(table: Readonly<Partial<Record<string, T>>>, language: string): T {
  const entry = table[language];
  if (entry === undefined) throw new Error(`This build has no locale data for "${language}"`);
  return entry;
}
