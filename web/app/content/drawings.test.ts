import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { drawings } from "./drawings";

const imagesDir = join(import.meta.dirname, "../images");

describe("drawings", () => {
  it("lists every SVG under app/images/, and nothing else", () => {
    const files = readdirSync(imagesDir)
      .filter((name) => name.endsWith(".svg"))
      .map((name) => name.replace(/\.svg$/, ""))
      .sort();
    expect(Object.keys(drawings).sort()).toEqual(files);
  });

  for (const [name, drawing] of Object.entries(drawings)) {
    it(`${name}: its width and height are its viewBox, and it stays small`, () => {
      const path = join(imagesDir, `${name}.svg`);
      const svg = readFileSync(path, "utf8");
      const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
      expect(viewBox?.slice(1).map(Number)).toEqual([drawing.width, drawing.height]);
      expect(statSync(path).size).toBeLessThan(6 * 1024);
    });

    it(`${name}: is drawn with shapes only, with no script, embedded image or external reference`, () => {
      const svg = readFileSync(join(imagesDir, `${name}.svg`), "utf8");
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\(/i);
    });
  }
});
