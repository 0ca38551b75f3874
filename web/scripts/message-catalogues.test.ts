import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueProblems } from "./message-catalogues.mjs";

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A throwaway inlang project with these catalogues, as web/project.inlang lays them out. */
function project(catalogues: Record<string, Record<string, string>>): string {
  folder = mkdtempSync(join(tmpdir(), "ikey-messages-"));
  const settings = {
    baseLocale: "en",
    locales: Object.keys(catalogues),
    "plugin.inlang.messageFormat": { pathPattern: ["./messages/{locale}/shell.json"] },
  };
  mkdirSync(join(folder, "project.inlang"));
  writeFileSync(join(folder, "project.inlang", "settings.json"), JSON.stringify(settings));
  for (const [language, messages] of Object.entries(catalogues)) {
    mkdirSync(join(folder, "messages", language), { recursive: true });
    writeFileSync(join(folder, "messages", language, "shell.json"), JSON.stringify({ $schema: "x", ...messages }));
  }
  return join(folder, "project.inlang");
}

describe("the catalogue check the build runs", () => {
  it("passes complete catalogues", () => {
    expect(catalogueProblems(project({ en: { menu: "Menu" }, ms: { menu: "Menu" }, zh: { menu: "菜单" } }))).toEqual(
      [],
    );
  });

  it("fails a missing, empty, placeholder or unknown message, naming the file and key", () => {
    const problems = catalogueProblems(
      project({
        en: { menu: "Menu", close: "Close", back: "Back" },
        ms: { menu: "Menu", close: "", back: "TODO", extra: "Lebih" },
        zh: { close: "关闭", back: "返回" },
      }),
    );
    expect(problems.map((problem) => problem.replace(/^.*messages\//, ""))).toEqual([
      'ms/shell.json: "close" is missing',
      'ms/shell.json: "back" still holds a placeholder',
      'ms/shell.json: "extra" is not in English',
      'zh/shell.json: "menu" is missing',
    ]);
  });

  it("finds nothing wrong with the site's own catalogues", () => {
    expect(catalogueProblems(new URL("../project.inlang", import.meta.url).pathname)).toEqual([]);
  });
});
