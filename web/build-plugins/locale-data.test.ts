import { describe, expect, it } from "vitest";
import { LANGUAGES, languageInfo } from "../../contracts/languages";
import { dateFields, formatDatePattern, formatFixed, formatPercentage, formatWhole } from "../app/lib/locale-format";
import { readDatePattern, readLocaleData, readNumberSymbols } from "./locale-data";

// Pages write numbers and dates from what the build read out of Intl; for every language, what they
// write must be what Intl itself writes.

const wholeNumbers = [0, 7, 99, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, -4_500, Number.MAX_SAFE_INTEGER];

/** A spread of moments over several years: every month, hours and minutes on both sides of 10. */
const moments = Array.from({ length: 400 }, (_, index) => Date.UTC(2019, 0, 1) + index * 4_321_987_654);

describe.each(LANGUAGES)("numbers and dates in %s", (language) => {
  const tag = languageInfo[language].htmlLang;
  const data = readLocaleData(language);

  it("writes whole numbers as Intl does", () => {
    const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    for (const value of wholeNumbers) expect(formatWhole(value, data.numbers)).toBe(intl.format(value));
  });

  it("writes decimals and percentages as Intl does", () => {
    const seconds = new Intl.NumberFormat(tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    for (const value of [0, 0.001, 1.2, 59.999, 1234.567]) {
      expect(formatFixed(value, 3, data.numbers)).toBe(seconds.format(value));
    }
    const percent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 });
    for (const value of [0, 12.5, 95, 99, 99.9, 99.93, 99.99, 100]) {
      expect(formatPercentage(value, 2, data.numbers)).toBe(percent.format(value / 100));
    }
  });

  it.each([
    ["shortDate", { day: "numeric", month: "short", year: "numeric" }],
    ["clock", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }],
    [
      "shortDateTime",
      { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
    ],
    ["longDate", { day: "numeric", month: "long", year: "numeric" }],
    ["longMonth", { month: "long", year: "numeric" }],
  ] as const)("writes %s as Intl does", (name, options) => {
    const intl = new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
    for (const moment of moments) {
      expect(formatDatePattern(data[name], dateFields(new Date(moment)))).toBe(intl.format(moment));
    }
  });

  it("names the weekdays from Monday and the hours from midnight", () => {
    expect(data.weekdays).toHaveLength(7);
    expect(data.hours).toHaveLength(24);
    expect(new Set(data.weekdays).size).toBe(7);
  });
});

describe("what pages cannot write fails the build", () => {
  it("a date field pages do not know", () => {
    expect(() => readDatePattern("en", { weekday: "long", day: "numeric" })).toThrow(/weekday/);
  });

  it("reads the languages it builds", () => {
    expect(readNumberSymbols("en")).toMatchObject({ group: ",", groupSize: 3, decimal: ".", percentAfter: "%" });
  });
});
