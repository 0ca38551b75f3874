import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { announcementPath, CONTENT_PAGES_FILE } from "@ikey/contracts/announcements";
import { LANGUAGES, pathInLanguage } from "@ikey/contracts/languages";
import { pageAddresses } from "@ikey/contracts/site-addresses";
import { NOT_FOUND_PATH, prerenderedFile } from "@ikey/contracts/site-pages";
import { STAFF_CONSOLE_PATH } from "@ikey/contracts/staff";
import { TRANSLATION_STATUS_FILE, type TranslationStatus } from "@ikey/contracts/translations";

export const ASSET = "assets/entry.client-AbC123.js";
/** A page the content folder makes, which the build lists in CONTENT_PAGES_FILE rather than the contracts. */
export const CONTENT_PAGE = announcementPath("fixture-post");
/** The translations' status the build writes for the console: one of each kind that needs a writer. */
export const TRANSLATION_STATUS: TranslationStatus = {
  ms: [
    { path: "faq/cms.md", state: "stale", diff: "@@ -1 +1 @@\n-Old words.\n+New words." },
    { path: "terms/payment-account.md", state: "current" },
  ],
  zh: [{ path: "faq/cms.md", state: "missing" }],
};
/** A file of site search's index: gzip bytes that Pagefind's script unpacks itself. */
export const SEARCH_INDEX_FILE = "pagefind/pagefind.en-my_0123abc.pf_meta";
export const SEARCH_INDEX_BODY = gzipSync("pagefind meta ".repeat(200));
export const ASSET_BODY = `console.log(${JSON.stringify("x".repeat(4000))});\n`;

/** The inline script the fixture page at `path` carries. */
export function pageScript(path: string): string {
  return `<script>window.page = ${JSON.stringify(path)};</script>`;
}

let shared: string | undefined;

/**
 * The fixture site of this test worker, written on first use and removed when the worker ends.
 * The server only reads it, so the tests share one: writing it for each test took a tenth of a
 * second, as long as the rest of making a test's app.
 */
export function sharedFixtureSite(): string {
  if (shared === undefined) {
    const site = createFixtureSite();
    process.once("exit", site.remove);
    shared = site.root;
  }
  return shared;
}

/**
 * A small stand-in for web/build/client laid out exactly as the build lays it
 * out, so server tests run without a full web build. Each page names itself.
 */
export function createFixtureSite(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "ikey-site-"));
  const write = (relative: string, body: string | Buffer) => {
    mkdirSync(dirname(join(root, relative)), { recursive: true });
    writeFileSync(join(root, relative), body);
  };
  // Each page also runs an inline script of its own, as React Router's pages do.
  // Every page in every language, as the build writes them (ms/faq/index.html …).
  const notFoundPages = LANGUAGES.map((language) => pathInLanguage(NOT_FOUND_PATH, language));
  const contentPages = LANGUAGES.map((language) => ({
    path: pathInLanguage(CONTENT_PAGE, language),
    language,
    page: true,
  }));
  write(CONTENT_PAGES_FILE, JSON.stringify(contentPages));
  write(TRANSLATION_STATUS_FILE, JSON.stringify(TRANSLATION_STATUS));
  const pages = [...pageAddresses.map(({ path }) => path), ...contentPages.map(({ path }) => path)];
  for (const path of [...pages, ...notFoundPages, STAFF_CONSOLE_PATH]) {
    write(prerenderedFile(path), `<!DOCTYPE html><title>page ${path}</title>${pageScript(path)}`);
  }
  // The home page also gets compressed copies, as the build gives every page.
  const home = `<!DOCTYPE html><title>page /</title>${pageScript("/")}${"<p>iKEY</p>".repeat(100)}`;
  write("index.html", home);
  write("index.html.br", brotliCompressSync(home));
  write("index.html.gz", gzipSync(home));
  write(ASSET, ASSET_BODY);
  write(`${ASSET}.br`, brotliCompressSync(ASSET_BODY));
  write(`${ASSET}.gz`, gzipSync(ASSET_BODY));
  write(SEARCH_INDEX_FILE, SEARCH_INDEX_BODY);
  write("favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("robots.txt", "User-agent: *\nAllow: /\n");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
