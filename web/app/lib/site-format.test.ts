import { clock, numbers, shortDate, shortDateTime } from "virtual:locale-data";
import { describe, expect, it } from "vitest";
import { dateFields, formatDatePattern } from "./locale-format";
import {
  ENGLISH_DATE_PATTERNS,
  ENGLISH_NUMBERS,
  formatDecimal,
  formatPercent,
  formatSiteDate,
  formatWholeNumber,
} from "./site-format";

// These tests run as an English page.
describe("the page's numbers", () => {
  it("writes whole numbers as Intl.NumberFormat does in English", () => {
    const english = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, -4_500]) {
      expect(formatWholeNumber(value)).toBe(english.format(value));
    }
  });

  it("writes decimals with as many places as asked", () => {
    expect(formatDecimal(1.2, 3)).toBe("1.200");
    expect(formatDecimal(1234.5, 3)).toBe("1,234.500");
  });

  it("refuses what is not a whole number", () => {
    expect(() => formatWholeNumber(1.5)).toThrow(RangeError);
    expect(() => formatWholeNumber(Number.NaN)).toThrow(RangeError);
  });
});

it("English's symbols are the ones the build reads from Intl", () => {
  expect(ENGLISH_NUMBERS).toEqual(numbers.en);
  expect(formatPercent(99.5, 2)).toBe("99.5%");
});

it("English's dates and times are written as the build's tables from Intl write them, every month and hour", () => {
  const tables = { shortDate: shortDate.en, clock: clock.en, shortDateTime: shortDateTime.en };
  for (let step = 0; step < 400; step++) {
    const fields = dateFields(new Date(Date.UTC(2026, 0, 1) + step * 22 * 3_600_000 + step * 7 * 60_000));
    for (const format of ["shortDate", "clock", "shortDateTime"] as const) {
      const table = tables[format];
      if (!table) throw new Error(`No English ${format} table`);
      expect(formatSiteDate(format, fields)).toBe(formatDatePattern(table, fields));
    }
  }
  expect(ENGLISH_DATE_PATTERNS.shortDate.months).toEqual(shortDate.en?.months);
});
