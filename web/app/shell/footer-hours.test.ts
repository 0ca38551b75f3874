import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { LANGUAGES, type Language } from "@ikey/contracts/languages";
import { describe, expect, it } from "vitest";
import { readLocaleData } from "../../build-plugins/locale-data";
import { formatMalaysianPhone, SUPPORT_HOURS } from "../data/contact";
import { readablePhone } from "./site-footer";

// The support team's hours are written out in each language's catalogue (`business_hours`, for the
// contact dialog and the help centre; `footer_hours_value`, for the footer on every page), not
// formatted in the browser, which would put the weekday and hour tables on every page
// (docs/decisions/0035). Here they must say what SUPPORT_HOURS holds. Vitest runs from the
// repository root.
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(resolve(`web/messages/${language}/shell.json`), "utf8"));

const { firstDay, lastDay, opens, closes } = SUPPORT_HOURS;

describe("the business hours", () => {
  it("in English are the spec's words for SUPPORT_HOURS", () => {
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    expect(catalogue("en").business_hours).toBe(
      `${weekdays[firstDay - 1]}-${weekdays[lastDay - 1]} ${opens} a.m - ${closes - 12} p.m`,
    );
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))(
    "in %s name SUPPORT_HOURS's days and hours, in order, as the language's dates write them",
    (language: Language) => {
      // The tables prose's facts are written with ({supportFirstDay}…, content-facts.ts).
      const { weekdays, hours: clock } = readLocaleData(language);
      const words = [weekdays[firstDay - 1], weekdays[lastDay - 1], clock[opens], clock[closes]];
      const hours = catalogue(language).business_hours ?? "";
      const positions = words.map((word) => (word ? hours.indexOf(word) : -1));
      expect(
        positions.every((position) => position >= 0),
        `${hours} names ${words.join(", ")}`,
      ).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    },
  );

  it.each(LANGUAGES)("in %s are the footer's", (language) => {
    expect(catalogue(language).footer_hours_value).toContain(catalogue(language).business_hours);
  });
});

describe("the footer's WhatsApp number", () => {
  it.each(["60124567890", "6011234567890", "6598765432"])("%s reads as the contact dialog writes it", (digits) => {
    expect(readablePhone(digits)).toBe(formatMalaysianPhone(digits));
  });
});
