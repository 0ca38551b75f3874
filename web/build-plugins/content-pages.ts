import { mkdirSync, writeFileSync } from "node:fs";
import type { Plugin } from "vite";
import { ANNOUNCEMENTS_FEED_PATH, announcementPath, CONTENT_PAGES_FILE } from "../../contracts/announcements";
import { LANGUAGES, type Language, pathInLanguage } from "../../contracts/languages";
import { collectionSlugs } from "./markdown-content";

/*
 * The addresses that web/content makes, beyond contracts/site-addresses.ts: each announcement's
 * page and the announcements' feed, in every language. Adding a post is adding its files; the
 * build then prerenders its page (react-router.config.ts), lists it in the sitemap, and writes
 * every such address to build/client/_content-pages.json for the server (server/src/plugins/static-site.ts).
 */

export interface ContentPage {
  readonly path: string;
  readonly language: Language;
  /** A page, with its own policy and a place in the sitemap, rather than a file such as the feed. */
  readonly page: boolean;
}

export function contentPages(): ContentPage[] {
  const english = [
    ...collectionSlugs("announcements").map((slug) => ({ path: announcementPath(slug), page: true })),
    { path: ANNOUNCEMENTS_FEED_PATH, page: false },
  ];
  return LANGUAGES.flatMap((language) =>
    english.map(({ path, page }) => ({ path: pathInLanguage(path, language), language, page })),
  );
}

/** Writes build/client/_content-pages.json, in the English build, which holds every language's site. */
export function contentPagesFile(): Plugin {
  return {
    name: "ikey-content-pages",
    apply: "build",
    closeBundle() {
      mkdirSync("build/client", { recursive: true });
      writeFileSync(`build/client/${CONTENT_PAGES_FILE}`, `${JSON.stringify(contentPages(), null, 2)}\n`);
    },
  };
}
