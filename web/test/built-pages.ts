import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { prerenderedFile } from "@ikey/contracts/site-pages";
import { Window } from "happy-dom";

/** The built site, which the built-site project's global setup makes when stale. */
export const client = fileURLToPath(new URL("../build/client/", import.meta.url));

/** A file of the built site, by its path inside it ("assets/x.js", "faq/index.html"). */
export function builtText(file: string): string {
  return readFileSync(`${client}${file}`, "utf8");
}

/** The prerendered HTML of the page at a site address ("/ms/faq"). */
export function pageHtml(path: string): string {
  return builtText(prerenderedFile(path));
}

// One window parses every page; none of a page's scripts, stylesheets or frames load or run in it.
const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
});

/** The document a browser builds from the page's HTML, before any of its scripts runs. */
export function parsePage(path: string): Document {
  return parseHtml(pageHtml(path));
}

/** The document a browser builds from some HTML (a page of another build: bench/content.mjs). */
export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}
