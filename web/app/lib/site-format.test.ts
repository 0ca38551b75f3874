import { describe, expect, it } from "vitest";
import { formatDecimal, formatWholeNumber } from "./site-format";

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
