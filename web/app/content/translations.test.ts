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

/*
 * A page imports its language's module in place of the English one, so a translation must export
 * every name its English module does; and what it shares with English (the very same value) must
 * hold no words, or English would show on its pages. The modules are loaded through Vite's glob.
 */

type Modules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The modules of a folder by file name. */
function byFile(modules: Record<string, unknown>): Modules {
  return Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [path.slice(path.lastIndexOf("/") + 1), module as Modules[string]]),
  );
}

const english = byFile(import.meta.glob(["./*.ts", "!./*.test.ts"], { eager: true }));
const translations: Record<string, Modules> = {
  ms: byFile(import.meta.glob("./ms/*.ts", { eager: true })),
  zh: byFile(import.meta.glob("./zh/*.ts", { eager: true })),
};

/** The strings in a value that hold two words or more. */
function wordsIn(value: unknown): string[] {
  if (typeof value === "string") return /\p{L}{2,}\s+\p{L}{2,}/u.test(value) ? [value] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(wordsIn);
}

describe.each(Object.entries(translations))("content/%s", (_language, modules) => {
  it.each(Object.keys(english))("%s exports what the English module does", (file) => {
    expect(Object.keys(modules[file] ?? {}).sort()).toEqual(Object.keys(english[file] ?? {}).sort());
  });

  it.each(Object.keys(english))("%s shares no words with English", (file) => {
    const shared = Object.entries(english[file] ?? {}).filter(([name, value]) => modules[file]?.[name] === value);
    expect(shared.flatMap(([name, value]) => wordsIn(value).map((words) => `${name}: ${words}`))).toEqual([]);
  });

  it("has no module English does not", () => {
    expect(Object.keys(modules).filter((file) => !(file in english))).toEqual([]);
  });
});
