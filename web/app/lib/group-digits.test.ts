import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits";

describe("groupDigits", () => {
  it("writes whole numbers as Intl.NumberFormat does in English", () => {
    const english = new Intl.NumberFormat("en-MY");
    for (const value of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, -4_500]) {
      expect(groupDigits(value)).toBe(english.format(value));
    }
  });

  it("refuses what is not a whole number", () => {
    expect(() => groupDigits(1.5)).toThrow(RangeError);
    expect(() => groupDigits(Number.NaN)).toThrow(RangeError);
  });
});
