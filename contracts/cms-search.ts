import type { Language } from "./languages";

/*
 * Site search over the console's live items (docs/decisions/0045-cms.md, "Search"): each instance
 * builds a Pagefind index of them per language, named by a hash of its files, and says which one
 * is current at a short-cached address; the browser merges it into the built index
 * (web/app/features/site-search/pagefind.ts). No zod here: the web imports this file.
 */

export const CMS_SEARCH_PATH = "/_cms-search";

/** What the current index of a language is: its folder, or null while the language has no live item. */
export interface CmsSearchPointer {
  readonly bundle: string | null;
}

/** Where a language's pointer is: short-cached, so a publication reaches new searches within seconds. */
export function cmsSearchPointerPath(language: Language): string {
  return `${CMS_SEARCH_PATH}/${language}/current.json`;
}

/** A version: the first 16 hex digits of the SHA-256 of the index's files, so equal files get one name. */
export const CMS_SEARCH_VERSION_PATTERN = /^[0-9a-f]{16}$/;

/** The folder of one version of a language's index: its files never change, so they are cached for a year. */
export function cmsSearchBundlePath(language: Language, version: string): string {
  return `${CMS_SEARCH_PATH}/${language}/${version}/`;
}

/**
 * The files of a Pagefind index the browser fetches when it merges one: its entry, the language's
 * metadata, and the word index's and the results' chunks (each named by a hash of its content).
 * Pagefind's scripts and WebAssembly are the built index's: a merged index uses the first's.
 */
export const CMS_SEARCH_FILE_PATTERN =
  /^(?:pagefind-entry\.json|pagefind\.[\w-]{1,40}\.pf_meta|(?:index|fragment|filter)\/[\w-]{1,40}\.pf_(?:index|fragment|filter))$/;
