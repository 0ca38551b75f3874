import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { type CmsFragments, cmsItemBasePath } from "@ikey/contracts/cms";
import { CMS_SEARCH_FILE_PATTERN } from "@ikey/contracts/cms-search";
import { HELP_AUDIENCES } from "@ikey/contracts/help-centre";
import { type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import * as pagefind from "pagefind";
import type { CmsSnapshot, LiveText } from "./cms-live";
import { cmsBody } from "./cms-rendering";

/*
 * A Pagefind index of one language's live console items (docs/decisions/0045-cms.md, "Search"),
 * made with Pagefind's Node API: its binary runs in a child process, so indexing never holds this
 * process's event loop, and the files come back in memory. Pagefind writes the same files for the
 * same pages in the same order (server/test/cms-search.test.ts holds it to that), so instances that
 * read the same database name the same version, and a browser may fetch its files from any of them.
 */

/** More items than the console will publish in a language; past it, the newest are indexed. */
export const SEARCH_MAX_ITEMS = 1_000;

export interface SearchBundle {
  readonly version: string;
  /** By path inside the bundle ("pagefind-entry.json", "index/ms-my_1a2b3c4.pf_index"). */
  readonly files: ReadonlyMap<string, Buffer>;
}

/** This language's live items, posts and every audience's articles, newest posts first. */
export function liveForSearch(snapshot: CmsSnapshot, language: Language, now: number): LiveText[] {
  return [
    ...snapshot.livePosts(language, now),
    ...HELP_AUDIENCES.flatMap((audience) => snapshot.liveArticles(language, audience, now)),
  ].slice(0, SEARCH_MAX_ITEMS);
}

/** What an item's document depends on: a live revision's words do not change, its address may. */
export function documentKey(text: LiveText): string {
  return `${text.kind}:${text.itemId}:${text.language}:${text.revisionId}:${text.audience}:${text.slug}`;
}

export interface SearchDocument {
  readonly url: string;
  readonly html: string;
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

/**
 * The page Pagefind reads for an item: its title (the result's), summary and body inside <main>,
 * as the build indexes a page's <main>, with the section its result shows, in the page's language.
 */
export function searchDocument(text: LiveText, sections: CmsFragments["searchSection"]): SearchDocument {
  const section = text.kind === "help-article" ? sections[text.audience ?? "parents"] : sections.pages;
  const html = [
    `<!DOCTYPE html><html lang="${languageInfo[text.language].htmlLang}"><head><title>${escapeHtml(text.title)}</title></head>`,
    // Pagefind reads "key:value" pairs split at commas; the section names have none.
    `<body><main data-pagefind-meta="section:${escapeHtml(section)}"><h1>${escapeHtml(text.title)}</h1>`,
    `<p>${escapeHtml(text.summary)}</p>${cmsBody(text.body, text.language).html}</main></body></html>`,
  ].join("");
  return { url: pathInLanguage(cmsItemBasePath(text.kind, text.slug, text.audience), text.language), html };
}

/**
 * The documents for `texts`, each made once while it is live (`made`, by documentKey): parsing a
 * long body takes tens of milliseconds, so the loop is let go between two. `signal` stops it
 * between two (the server is shutting down).
 */
export async function searchDocuments(
  texts: readonly LiveText[],
  made: Map<string, SearchDocument>,
  sections: CmsFragments["searchSection"],
  signal?: AbortSignal,
): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const text of texts) {
    signal?.throwIfAborted();
    const key = documentKey(text);
    let document = made.get(key);
    if (!document) {
      await nextTurn();
      document = searchDocument(text, sections);
      made.set(key, document);
    }
    documents.push(document);
  }
  return documents;
}

/** The hash of the files, in the order of their paths: the version that names them. */
function versionOf(files: ReadonlyMap<string, Buffer>): string {
  const hash = createHash("sha256");
  for (const path of [...files.keys()].sort()) {
    hash.update(`${path}\0`);
    hash.update(files.get(path) ?? Buffer.alloc(0));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** One Pagefind index of `documents` (one language's), in the order of their addresses; `signal` stops it between two. */
export async function buildSearchBundle(
  documents: readonly SearchDocument[],
  signal?: AbortSignal,
): Promise<SearchBundle> {
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    for (const document of [...documents].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))) {
      signal?.throwIfAborted();
      const added = await index.addHTMLFile({ url: document.url, content: document.html });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${document.url}: ${added.errors}`);
    }
    const written = await index.getFiles();
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    // Only the index's own files: the scripts and WebAssembly a merged index uses are the built index's.
    const files = new Map(
      written.files
        .filter((file) => CMS_SEARCH_FILE_PATTERN.test(file.path))
        .map((file) => [file.path, Buffer.from(file.content)] as const),
    );
    return { version: versionOf(files), files };
  } finally {
    await index.deleteIndex();
  }
}
