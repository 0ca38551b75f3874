import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { campaignDrawings } from "./campaign-drawings";

const imagesDir = join(import.meta.dirname, "../images/campaign");

describe("campaign drawings", () => {
  it("lists every SVG under app/images/campaign/, and nothing else", () => {
    const files = readdirSync(imagesDir)
      .filter((name) => name.endsWith(".svg"))
      .map((name) => name.replace(/\.svg$/, ""))
      .sort();
    expect(Object.keys(campaignDrawings).sort()).toEqual(files);
  });

  for (const [name, drawing] of Object.entries(campaignDrawings)) {
    it(`${name}: its width and height are its viewBox, and it stays under 6 KB`, () => {
      const path = join(imagesDir, `${name}.svg`);
      const svg = readFileSync(path, "utf8");
      expect(/viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number)).toEqual([drawing.width, drawing.height]);
      expect(/<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg)?.slice(1).map(Number)).toEqual([
        drawing.width,
        drawing.height,
      ]);
      expect(statSync(path).size).toBeLessThan(6 * 1024);
    });

    it(`${name}: is drawn with shapes only, with no script, embedded image or external reference`, () => {
      const svg = readFileSync(join(imagesDir, `${name}.svg`), "utf8");
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\(/i);
    });
  }
});
