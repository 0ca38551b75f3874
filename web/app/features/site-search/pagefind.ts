import { CMS_SEARCH_PATH, type CmsSearchPointer, cmsSearchPointerPath } from "@ikey/contracts/cms-search";
import { languageOfPath } from "@ikey/contracts/languages";

/*
 * Pagefind's browser API (https://pagefind.app/docs/api/), from the index `npm run build` writes to
 * /pagefind/. It is loaded on the first search, from the site itself, and picks the index of the
 * page's language (<html lang>). Searching fetches index chunks from the site. The console's live
 * items have an index of their own, which the server builds (docs/decisions/0045-cms.md, "Search"):
 * merged in when the server names one for the page's language, so a static host, a server that is
 * down or a language with nothing published leaves the built index alone.
 */

export const PAGEFIND_MODULE = "/pagefind/pagefind.js";

interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>;
  destroy(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ readonly results: readonly { data(): Promise<PagefindResultData> }[] } | null>;
}

export interface SearchResult {
  /** The site address, without the index file's trailing slash. */
  readonly path: string;
  readonly title: string;
  /** Pagefind's excerpt: escaped text with the matched words in <mark>. */
  readonly excerpt: string;
  readonly section: string;
}

const MAX_RESULTS = 8;

let api: Promise<PagefindApi> | null = null;

const EXCERPT_LENGTH = 24;

/** The folder of the console's live index for the page's language, if the server names one. */
async function liveIndex(): Promise<string | null> {
  try {
    const reply = await fetch(cmsSearchPointerPath(languageOfPath(window.location.pathname)));
    if (!reply.ok) return null;
    const { bundle } = (await reply.json()) as CmsSearchPointer;
    return typeof bundle === "string" && bundle.startsWith(`${CMS_SEARCH_PATH}/`) ? bundle : null;
  } catch {
    return null;
  }
}

async function startPagefind(pagefind: PagefindApi): Promise<void> {
  await pagefind.options({ excerptLength: EXCERPT_LENGTH });
  await pagefind.init();
}

function loadPagefind(): Promise<PagefindApi> {
  api ??= (import(/* @vite-ignore */ PAGEFIND_MODULE) as Promise<PagefindApi>).then(async (pagefind) => {
    const [live] = await Promise.all([liveIndex(), startPagefind(pagefind)]);
    if (!live) return pagefind;
    try {
      // Result addresses are the site's own ("/ms/help/…"), not under the index's folder.
      await pagefind.mergeIndex(live, { baseUrl: "/", excerptLength: EXCERPT_LENGTH });
    } catch {
      // A merged index that failed to load fails every search: start again with the built one alone.
      await pagefind.destroy();
      await startPagefind(pagefind);
    }
    return pagefind;
  });
  // A failed load (offline, no index) is tried again on the next search.
  api.catch(() => {
    api = null;
  });
  return api;
}

/** Starts loading the index as search opens, so the first results come sooner. */
export function preloadSearch(): void {
  void loadPagefind().catch(() => undefined);
}

/** The results for a query, best first; null when a newer query superseded this one. */
export async function searchSite(query: string, fallbackSection: string): Promise<SearchResult[] | null> {
  const pagefind = await loadPagefind();
  const search = await pagefind.debouncedSearch(query, {}, 150);
  if (!search) return null;
  const found = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return found.map((data) => ({
    path: data.url.length > 1 ? data.url.replace(/\/$/, "") : data.url,
    title: data.meta.title ?? data.url,
    excerpt: data.excerpt,
    section: data.meta.section ?? fallbackSection,
  }));
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** An excerpt as text runs, each marked or not: rendered as React text, never as HTML. */
export function excerptRuns(excerpt: string): { readonly text: string; readonly marked: boolean }[] {
  const runs: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (part === "<mark>" || part === "</mark>") {
      marked = part === "<mark>";
      continue;
    }
    const text = part
      .replace(/<[^>]*>/g, "")
      .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");
    if (text) runs.push({ text, marked });
  }
  return runs;
}
