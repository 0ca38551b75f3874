import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parentPhones } from "./parent-app-phones";
import { parentScreens } from "./parent-app-screens";

// drawings.test.ts checks every registry's sizes and shapes; this checks the parent app's words.
const screens = { ...parentScreens, ...parentPhones };
const templates = join(import.meta.dirname, "../images/product-screens");

describe("the parent app's screens", () => {
  for (const name of Object.keys(screens)) {
    it(`${name}: every word a visitor reads is the catalogue's, so it is translated`, () => {
      const svg = readFileSync(join(templates, `${name}.svg`), "utf8");
      // What a <text> holds literally is a proper name, a code, an amount, a time or a temperature,
      // which every language shares.
      const literals = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
        .map((match) => match[1]?.replace(/\{\{\w+\}\}/g, "") ?? "")
        .filter((text) => /[a-z]{3}/i.test(text));
      for (const text of literals) {
        expect(text).toMatch(
          /^(?:[\s·]|Aisyah Farid|Kelas Melati|Tadika Sri Mutiara|Cikgu Nurul Huda|INV-\d{4}-\d{4}|RC-\d{4}-\d{4}|RM [\d.,]+|\d+ min)+$/,
        );
      }
    });
  }
});
