import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Each language's build resolves content/<name> to content/<language>/<name> and fails if it is
// missing (web/build-plugins/site-language.ts); this says which one, before a build is tried.
// Vitest runs from the repository root (module URLs are not file paths under happy-dom).
const folder = resolve("web/app/content");
const englishModules = readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

describe("content translations", () => {
  it.each(["ms", "zh"])("has a %s module for every English content module", (language) => {
    const missing = englishModules.filter((name) => !existsSync(join(folder, language, name)));
    expect(missing).toEqual([]);
  });
});
