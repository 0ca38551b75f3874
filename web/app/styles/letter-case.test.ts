import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

// Headings and link groups show the catalogue's words as written: CSS that upper-cases them turns
// "Download iKEY Parent" into "DOWNLOAD IKEY PARENT" and the brand into "IKEY" (issue 50). Case is
// the catalogue's to choose, in each language, so no stylesheet may change it.

const APP = join(import.meta.dirname, "..");

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

test("no stylesheet changes the case of the words it shows", () => {
  const files = stylesheets(APP);
  expect(files.length).toBeGreaterThan(5);
  const changing = files.filter((file) =>
    /(text-transform\s*:\s*(uppercase|lowercase|capitalize))|(font-variant(-caps)?\s*:[^;]*(small-caps|all-small-caps|petite-caps|unicase|titling-caps))/i.test(
      readFileSync(file, "utf8"),
    ),
  );
  expect(changing.map((file) => relative(APP, file))).toEqual([]);
});
