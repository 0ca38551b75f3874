import { gzipSync } from "node:zlib";
import { HELP_AUDIENCES, helpArticlePath, helpArticles, helpAudiencePath } from "@ikey/contracts/help-centre";
import { LANGUAGES, pathInLanguage } from "@ikey/contracts/languages";
import { sitePages } from "@ikey/contracts/site-pages";
import { expect, test } from "vitest";
import { builtText, pageHtml, parsePage } from "./built-pages";
import { deferredPreloads, scriptsUntilHydrated } from "./page-scripts";

// The script budget: no public page loads more than 130 KB of JavaScript (gzip) before a visitor
// does anything; bench/web.mjs reports the scripts Lighthouse saw load beside its scores. What crosses
// it first is the status page's board and history (docs/decisions/0020-terser-minifies-the-site.md).
const BUDGET_BYTES = 130 * 1024;

// Every page of contracts/site-pages.ts, and the help centre's home, audiences and one article per
// audience (the articles share one route module), in every language.
const englishPaths = [
  ...sitePages.map((page) => page.path),
  ...HELP_AUDIENCES.map(helpAudiencePath),
  ...HELP_AUDIENCES.map((audience) => {
    const article = helpArticles.find((entry) => entry.audience === audience);
    if (!article) throw new Error(`no help article for ${audience}`);
    return helpArticlePath(article);
  }),
];
const paths = LANGUAGES.flatMap((language) => englishPaths.map((path) => pathInLanguage(path, language)));

for (const path of paths) {
  test(`${path} loads at most 130 KB of JavaScript (gzip) until it is hydrated`, () => {
    const scripts = scriptsUntilHydrated(parsePage(path), path);
    expect(scripts.length).toBeGreaterThan(0);
    let bytes = 0;
    const sizes: string[] = [];
    for (const script of scripts) {
      // Compressed as the server compresses (zlib's default level): the budget is stated in gzip.
      const compressed = gzipSync(builtText(script.slice(1))).length;
      bytes += compressed;
      sizes.push(`${script} ${(compressed / 1024).toFixed(1)} KB`);
    }
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip: ${sizes.join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

// The browser's side, that each is preloaded and fetched once, is e2e/module-preloads.spec.ts.
test("no page preloads its modules from its head: each preloads them after its first paint", () => {
  for (const path of paths) expect(pageHtml(path), path).not.toContain('<link rel="modulepreload"');
  expect(deferredPreloads(parsePage("/education-apps")).length).toBeGreaterThan(5);
});
