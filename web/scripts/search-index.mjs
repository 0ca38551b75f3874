// Builds site search's index (docs/decisions/0018-help-centre.md) with Pagefind, over the
// finished pages in build/client: the pages sitemap.xml lists (each announcement's too), in each
// language, each page's <main> only, with the section its results show ("Parents" for a parents'
// article, "Pages" for the rest). Pagefind writes one index per language (from <html lang>) to
// build/client/pagefind/, which the browser loads, with Pagefind's own script, only when a visitor
// opens search. Runs after postbuild.mjs, so it indexes the pages as they are served.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";
import { contract } from "./contracts.mjs";

const root = fileURLToPath(new URL("../build/client/", import.meta.url));
const messagesDir = fileURLToPath(new URL("../messages/", import.meta.url));

const [{ prerenderedFile }, { indexedPages }, { LANGUAGES, pathInLanguage }, { HELP_PATH, HELP_AUDIENCES }] =
  await Promise.all(["site-pages", "site-addresses", "languages", "help-centre"].map(contract));

/** A language's interface strings, by key, from its catalogues. */
function messages(language) {
  return Object.assign(
    {},
    ...["shell", "help"].map((area) => JSON.parse(readFileSync(join(messagesDir, language, `${area}.json`), "utf8"))),
  );
}

/** The section a page's results show. */
function sectionOf(path, strings) {
  const audience = HELP_AUDIENCES.find((name) => path.startsWith(`${HELP_PATH}/${name}`));
  if (audience) return strings[`help_audience_${audience.replaceAll("-", "_")}`];
  return path === HELP_PATH ? strings.page_name_help : strings.help_search_section_pages;
}

const escapeAttribute = (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const started = performance.now();
const { index, errors } = await pagefind.createIndex({ rootSelector: "main" });
if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
let pages = 0;
// With the pages web/content makes (each announcement's), which the build lists in _content-pages.json.
const contentPages = JSON.parse(readFileSync(join(root, "_content-pages.json"), "utf8")).filter(({ page }) => page);
for (const language of LANGUAGES) {
  const strings = messages(language);
  const englishPaths = [
    ...indexedPages.map((page) => page.path),
    ...contentPages.filter((page) => page.language === "en").map((page) => page.path),
  ];
  for (const englishPath of englishPaths) {
    const page = { path: englishPath };
    const path = pathInLanguage(page.path, language);
    const html = readFileSync(join(root, prerenderedFile(path)), "utf8");
    const section = escapeAttribute(sectionOf(page.path, strings));
    const content = html.replace(/<main\b/, `<main data-pagefind-meta="section:${section}"`);
    const added = await index.addHTMLFile({ url: path, content });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${path}: ${added.errors.join("; ")}`);
    pages += 1;
  }
}
rmSync(join(root, "pagefind"), { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: join(root, "pagefind") });
if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
await pagefind.close();
console.log(
  `search index: ${pages} pages in ${LANGUAGES.length} languages, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
