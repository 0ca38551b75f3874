import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BUSINESS_HOURS as english, formatMalaysianPhone } from "../content/contact";
import { BUSINESS_HOURS as malay } from "../content/ms/contact";
import { BUSINESS_HOURS as chinese } from "../content/zh/contact";
import { readablePhone } from "./site-footer";

// The footer, on every page, says the hours from its message catalogue rather than importing
// content/contact.ts, whose formatting would load on every page (docs/decisions/0035). Here they
// must say what that module says for each language, from contracts/business.ts's hours.
// Vitest runs from the repository root.
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(resolve(`web/messages/${language}/shell.json`), "utf8"));

describe("the footer's business hours", () => {
  it.each([
    ["en", english],
    ["ms", malay],
    ["zh", chinese],
  ])("in %s are the contact hours", (language, hours) => {
    expect(catalogue(language).footer_hours_value).toContain(hours);
  });
});

describe("the footer's WhatsApp number", () => {
  it.each(["60124567890", "6011234567890", "6598765432"])("%s reads as the contact dialog writes it", (digits) => {
    expect(readablePhone(digits)).toBe(formatMalaysianPhone(digits));
  });
});
