import { HELP_PATH, helpPaths } from "./help-centre";
import { LANGUAGES, type Language, pathInLanguage } from "./languages";
import { NOT_FOUND_PATH, type SitePage, sitePages } from "./site-pages";

/*
 * Every address the build prerenders and the server serves, the help centre's included: for the
 * build, the server, the static host's rules and the sitemap. Kept apart from site-pages.ts,
 * which every page's bundle holds, so no page carries the help centre's catalogue.
 */

/** One page in one language, at its address (docs/decisions/0017-languages.md). */
export interface PageAddress {
  readonly page: SitePage;
  readonly language: Language;
  readonly path: string;
}

/**
 * The help centre's audience and article pages (contracts/help-centre.ts): one route module each
 * kind, prerendered at every address, so they are pages of their own here rather than of `sitePages`.
 */
export const helpPages: readonly SitePage[] = helpPaths
  .filter((path) => path !== HELP_PATH)
  .map((path) => ({ id: path.slice(1), path, listed: true }));

/** Every prerendered page, in English. */
export const allPages: readonly SitePage[] = [...sitePages, ...helpPages];

/** Every page in every language: what the server serves and the static host's rules cover. */
export const pageAddresses: readonly PageAddress[] = LANGUAGES.flatMap((language) =>
  allPages.map((page) => ({ page, language, path: pathInLanguage(page.path, language) })),
);

/** The pages of `sitemap.xml`: the listed ones and the help centre's. */
export const indexedPages: readonly SitePage[] = allPages.filter((page) => page.listed);

/** Every path the web build must prerender. */
export const prerenderPaths: readonly string[] = [...allPages.map((page) => page.path), NOT_FOUND_PATH];
