import { describe, expect, it } from "vitest";
import { formatWholeNumber, groupDigits } from "./group-digits";

const values = [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, -4_500];

describe("groupDigits", () => {
  it("writes whole numbers as Intl.NumberFormat does in English", () => {
    const english = new Intl.NumberFormat("en-MY");
    for (const value of values) {
      expect(groupDigits(value)).toBe(english.format(value));
    }
  });

  it("refuses what is not a whole number", () => {
    expect(() => groupDigits(1.5)).toThrow(RangeError);
    expect(() => groupDigits(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatWholeNumber", () => {
  it("writes English as groupDigits does, on an English page by default", () => {
    for (const value of values) {
      expect(formatWholeNumber(value)).toBe(groupDigits(value));
      expect(formatWholeNumber(value, "en")).toBe(groupDigits(value));
    }
  });

  it("writes Malay and Chinese as Intl.NumberFormat does in that language", () => {
    const malay = new Intl.NumberFormat("ms-MY");
    const chinese = new Intl.NumberFormat("zh-Hans-MY");
    for (const value of values) {
      expect(formatWholeNumber(value, "ms")).toBe(malay.format(value));
      expect(formatWholeNumber(value, "zh")).toBe(chinese.format(value));
    }
  });

  it("refuses what is not a whole number in every language", () => {
    expect(() => formatWholeNumber(1.5, "ms")).toThrow(RangeError);
    expect(() => formatWholeNumber(Number.NaN, "zh")).toThrow(RangeError);
  });
});
