import { gzipSync } from "node:zlib";
import { expect, type Request, test } from "@playwright/test";
import { HELP_AUDIENCES, helpArticlePath, helpArticles, helpAudiencePath } from "../contracts/help-centre.ts";
import { LANGUAGES, pathInLanguage } from "../contracts/languages.ts";
import { sitePages } from "../contracts/site-pages.ts";
import { waitForHydration } from "./support.ts";

// The script budget (decision 0020): no public page loads more than 130 KB of JavaScript (gzip) before a visitor
// does anything; bench/web.mjs reports the scripts Lighthouse saw load beside its scores. What crosses it first
// is the status page's board and history (docs/decisions/0020-terser-minifies-the-site.md).
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
  test(`${path} loads at most 130 KB of JavaScript (gzip) until it is hydrated`, async ({ page }) => {
    // What the page needs to work: every script and module it asks for until React has hydrated it.
    // Code that loads later is loaded on demand (a dialog's when it opens, the status history's once
    // the live checks are done, docs/decisions/0016), and a worker's file runs off the main thread.
    const requested: Promise<Request | null>[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() !== "script") return;
      requested.push(sent.allHeaders().then((headers) => (headers["sec-fetch-dest"] === "script" ? sent : null)));
    });
    await page.goto(path);
    await waitForHydration(page);
    // One per address, as the browser's module map fetches each module once.
    const scripts = [
      ...new Map(
        (await Promise.all(requested)).filter((sent) => sent !== null).map((sent) => [sent.url(), sent]),
      ).values(),
    ];

    let bytes = 0;
    const sizes: string[] = [];
    for (const sent of scripts) {
      // The body the page itself received, so nothing is fetched twice.
      const response = await sent.response();
      expect(response?.status(), sent.url()).toBe(200);
      // Compressed as the server compresses (zlib's default level): the budget is stated in gzip.
      const compressed = gzipSync((await response?.body()) ?? "").length;
      bytes += compressed;
      sizes.push(`${new URL(sent.url()).pathname} ${(compressed / 1024).toFixed(1)} KB`);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip: ${sizes.join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
