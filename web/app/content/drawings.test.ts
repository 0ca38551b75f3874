import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { campaignDrawings } from "./campaign-drawings";
import { drawings } from "./drawings";

type Registry = Readonly<Record<string, { readonly width: number; readonly height: number }>>;

/** Each drawings registry and the folder it must list completely. */
const registries: [string, Registry][] = [
  ["../images", drawings],
  ["../images/campaign", campaignDrawings],
];

describe.each(registries)("the drawings in %s", (folder, registry) => {
  const imagesDir = join(import.meta.dirname, folder);

  it("are listed, every SVG and nothing else", () => {
    const files = readdirSync(imagesDir)
      .filter((name) => name.endsWith(".svg"))
      .map((name) => name.replace(/\.svg$/, ""))
      .sort();
    expect(Object.keys(registry).sort()).toEqual(files);
  });

  for (const [name, drawing] of Object.entries(registry)) {
    it(`${name}: its listed size, its own width and height and its viewBox agree, and it stays under 6 KB`, () => {
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
