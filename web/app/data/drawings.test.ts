import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { campaignDrawings } from "./campaign-drawings";
import { drawings } from "./drawings";
import { homeScreens } from "./home-screens";
import { parentPhones } from "./parent-app-phones";
import { parentScreens } from "./parent-app-screens";

type Registry = Readonly<Record<string, { readonly width: number; readonly height: number }>>;

/** The drawings registries, which between them list every SVG of these folders once. */
const registries: [string, Registry][] = [
  ["drawings", drawings],
  ["campaign drawings", campaignDrawings],
  ["home screens", homeScreens],
  ["parent app's screens", parentScreens],
  ["parent app's phones", parentPhones],
];
const folders = ["../images", "../images/campaign", "../images/product-screens"].map((folder) =>
  join(import.meta.dirname, folder),
);

/** Each SVG of the folders, by its name without the extension. */
const files = new Map(
  folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(".svg"))
      .map((name) => [name.replace(/\.svg$/, ""), join(folder, name)] as const),
  ),
);

/** A product screen carries its words and a whole screen's layout (decision 0037); a drawing, a few shapes. */
const largestFile = (path: string) => (path.includes("/product-screens/") ? 12 : 6) * 1024;

it("the registries list every SVG of their folders, each once, and nothing else", () => {
  const listed = registries.flatMap(([, registry]) => Object.keys(registry)).sort();
  expect(listed).toEqual([...files.keys()].sort());
});

describe.each(registries)("the %s", (_, registry) => {
  for (const [name, drawing] of Object.entries(registry)) {
    it(`${name}: its listed size, its own width and height and its viewBox agree, and it stays small`, () => {
      const path = files.get(name) ?? `${name}.svg`;
      const svg = readFileSync(path, "utf8");
      expect(/viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number)).toEqual([drawing.width, drawing.height]);
      expect(/<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg)?.slice(1).map(Number)).toEqual([
        drawing.width,
        drawing.height,
      ]);
      expect(statSync(path).size).toBeLessThan(largestFile(path));
    });

    it(`${name}: is drawn with shapes only, with no script, embedded image or external reference`, () => {
      const svg = readFileSync(files.get(name) ?? `${name}.svg`, "utf8");
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\(/i);
    });
  }
});

describe("the stores' marks on the download badges (features/downloads/downloads.css)", () => {
  const folder = join(import.meta.dirname, "../images/stores");
  it.each(["google-play", "app-store", "app-gallery"])("%s: a small square of shapes only", (store) => {
    const svg = readFileSync(join(folder, `${store}.svg`), "utf8");
    expect(svg).toMatch(/viewBox="0 0 24 24"/);
    expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\(|<text/i);
    expect(statSync(join(folder, `${store}.svg`)).size).toBeLessThan(1024);
  });

  it("are all the folder holds", () => {
    expect(readdirSync(folder).sort()).toEqual(["app-gallery.svg", "app-store.svg", "google-play.svg"]);
  });
});
