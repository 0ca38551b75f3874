import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { campaignDrawings } from "./campaign-drawings";
import { drawings } from "./drawings";

type Registry = Readonly<Record<string, { readonly width: number; readonly height: number }>>;

/** Each drawings registry and the folders it must list completely. */
const registries: [string, string[], Registry][] = [
  ["drawings", ["../images", "../images/product-screens"], drawings],
  ["campaign drawings", ["../images/campaign"], campaignDrawings],
];

/** A product screen carries its words and a whole screen's layout (decision 0037); a drawing, a few shapes. */
const largestFile = (path: string) => (path.includes("/product-screens/") ? 12 : 6) * 1024;

describe.each(registries)("the %s", (_, folders, registry) => {
  const dirs = folders.map((folder) => join(import.meta.dirname, folder));
  const pathOf = (name: string) =>
    dirs.map((dir) => join(dir, `${name}.svg`)).find((path) => existsSync(path)) ?? `${name}.svg`;

  it("are listed, every SVG of their folders and nothing else", () => {
    const files = dirs
      .flatMap((dir) => readdirSync(dir))
      .filter((name) => name.endsWith(".svg"))
      .map((name) => name.replace(/\.svg$/, ""))
      .sort();
    expect(Object.keys(registry).sort()).toEqual(files);
  });

  for (const [name, drawing] of Object.entries(registry)) {
    it(`${name}: its listed size, its own width and height and its viewBox agree, and it stays small`, () => {
      const path = pathOf(name);
      const svg = readFileSync(path, "utf8");
      expect(/viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number)).toEqual([drawing.width, drawing.height]);
      expect(/<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg)?.slice(1).map(Number)).toEqual([
        drawing.width,
        drawing.height,
      ]);
      expect(statSync(path).size).toBeLessThan(largestFile(path));
    });

    it(`${name}: is drawn with shapes only, with no script, embedded image or external reference`, () => {
      const svg = readFileSync(pathOf(name), "utf8");
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\(/i);
    });
  }
});
