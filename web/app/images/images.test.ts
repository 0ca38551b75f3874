import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Vitest runs from the repository root (module URLs are not file paths under happy-dom).
const roots = [resolve("web/app/images"), resolve("web/public")];
const imageFile = /\.(svg|avif|webp|png|jpe?g)$/;

function imagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return imagesUnder(path);
    return imageFile.test(entry.name) ? [path] : [];
  });
}

describe("the site's pictures", () => {
  const images = roots.flatMap(imagesUnder);

  it("are there", () => {
    expect(images.length).toBeGreaterThan(20);
  });

  it("are each at most 100 KB", () => {
    const large = images.filter((path) => statSync(path).size > 100 * 1024);
    expect(large).toEqual([]);
  });

  it("are only modern or vector formats", () => {
    expect(images.filter((path) => /\.(png|jpe?g)$/.test(path))).toEqual([]);
  });
});
