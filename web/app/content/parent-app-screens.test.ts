import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parentPhones } from "./parent-app-phones";
import { parentScreens } from "./parent-app-screens";

const screens = { ...parentScreens, ...parentPhones };

const templates = join(import.meta.dirname, "../images/product-screens");

describe("the parent app's screens", () => {
  it("are listed, every parent-*.svg template and nothing else", () => {
    const files = readdirSync(templates)
      .filter((name) => /^parent-.*\.svg$/.test(name))
      .map((name) => name.replace(/\.svg$/, ""))
      .sort();
    expect(Object.keys(screens).sort()).toEqual(files);
  });

  for (const [name, screen] of Object.entries(screens)) {
    it(`${name}: its listed size, its own width and height and its viewBox agree, and it stays under 8 KB`, () => {
      const path = join(templates, `${name}.svg`);
      const svg = readFileSync(path, "utf8");
      expect(/viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number)).toEqual([screen.width, screen.height]);
      expect(/<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg)?.slice(1).map(Number)).toEqual([
        screen.width,
        screen.height,
      ]);
      expect(statSync(path).size).toBeLessThan(8 * 1024);
    });

    it(`${name}: is drawn with shapes and the catalogue's words only, with no script or external reference`, () => {
      const svg = readFileSync(join(templates, `${name}.svg`), "utf8");
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\(/i);
      // Every word a visitor reads comes from the catalogue, so it is translated: what a <text> holds
      // literally is a proper name, a code, an amount, a time or a temperature, which every language shares.
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
