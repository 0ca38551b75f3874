import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ANNOUNCEMENTS_FEED_PATH, ANNOUNCEMENTS_PATH, announcementPath } from "@ikey/contracts/announcements";
import { CMS_FRAGMENTS_PATH, CMS_LIST_SLOT, type CmsFragments } from "@ikey/contracts/cms";
import { HELP_AUDIENCES, type HelpAudience, helpAudiencePath } from "@ikey/contracts/help-centre";
import { LANGUAGES, type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { prerenderedFile } from "@ikey/contracts/site-pages";
import { Feed } from "feed";
import type { CmsTemplate, SlotValues } from "./cms-templates";
import { fillFragment, replaceInPage } from "./cms-templates";

/*
 * The built pages that list posts, with the console's live ones added (docs/decisions/0045-cms.md):
 * the list of posts (above the repository's, being newer), the home page's line naming the newest,
 * the sitemap and each language's Atom feed; and each audience's list of help articles (below the
 * repository's). Each is the built file with the console's entries
 * written in, from markup the build's own components wrote (contracts/cms.ts's CmsFragments).
 */

export interface BuiltListings {
  readonly fragments: CmsFragments;
  readonly list: CmsTemplate;
  readonly home: CmsTemplate;
  readonly feed: string;
  /** Each audience's list of help articles. */
  readonly help: ReadonlyMap<HelpAudience, CmsTemplate>;
}

function read(webRoot: string, file: string): string {
  const path = join(webRoot, file);
  if (!existsSync(path)) throw new Error(`No ${path}: the site was built by an older build; run "npm run build".`);
  return readFileSync(path, "utf8");
}

/** A page's `.data` file, as React Router names it: "/_root.data" for "/", "/ms.data" for "/ms". */
function dataFile(path: string): string {
  return path === "/" ? "_root.data" : `${path.slice(1)}.data`;
}

export function readBuiltListings(webRoot: string): ReadonlyMap<Language, BuiltListings> {
  return new Map(
    LANGUAGES.map((language) => {
      const list = pathInLanguage(ANNOUNCEMENTS_PATH, language);
      const home = pathInLanguage("/", language);
      const listings: BuiltListings = {
        fragments: JSON.parse(read(webRoot, pathInLanguage(CMS_FRAGMENTS_PATH, language).slice(1))) as CmsFragments,
        list: { html: read(webRoot, prerenderedFile(list)), data: read(webRoot, dataFile(list)) },
        home: { html: read(webRoot, prerenderedFile(home)), data: read(webRoot, dataFile(home)) },
        feed: read(webRoot, pathInLanguage(ANNOUNCEMENTS_FEED_PATH, language).slice(1)),
        help: new Map(
          HELP_AUDIENCES.map((audience) => {
            const path = pathInLanguage(helpAudiencePath(audience), language);
            return [audience, { html: read(webRoot, prerenderedFile(path)), data: read(webRoot, dataFile(path)) }];
          }),
        ),
      };
      return [language, listings] as const;
    }),
  );
}

/** The list of posts with the console's first. */
export function listWith(built: BuiltListings, posts: readonly SlotValues[]): CmsTemplate {
  const html = posts.map((post) => fillFragment(built.fragments.listEntry, post)).join("");
  return replaceInPage(built.list, [{ needle: CMS_LIST_SLOT, html, data: html }]);
}

/** An audience's list of help articles with the console's after the repository's. */
export function helpListWith(
  built: BuiltListings,
  audience: HelpAudience,
  articles: readonly SlotValues[],
): CmsTemplate | undefined {
  const page = built.help.get(audience);
  if (!page) return undefined;
  const html = articles.map((article) => fillFragment(built.fragments.helpListEntry[audience], article)).join("");
  return replaceInPage(page, [{ needle: CMS_LIST_SLOT, html, data: html }]);
}

const LATEST = /<p class="latest-news">([\s\S]*?)<\/p>/;

/** The home page naming `newest` in the line that named the newest of the repository's posts. */
export function homeWith(built: BuiltListings, newest: SlotValues): CmsTemplate | undefined {
  const builtLine = LATEST.exec(built.home.html)?.[1];
  if (builtLine === undefined) return undefined;
  const line = fillFragment(built.fragments.latest, newest);
  return replaceInPage(built.home, [{ needle: builtLine, html: line, data: line }]);
}

export interface FeedPost {
  readonly values: SlotValues;
  readonly publishedAt: number;
}

/**
 * The feed with the console's posts first, written by the library that wrote the file (feed),
 * so escaping and form are the same: its entries are spliced in ahead of the built ones.
 */
export function feedWith(built: BuiltListings, posts: readonly FeedPost[], language: Language, site: SiteConfig) {
  const absolute = (path: string) => new URL(pathInLanguage(path, language), site.SITE_URL).href;
  const feed = new Feed({
    id: absolute(ANNOUNCEMENTS_PATH),
    title: "",
    copyright: "",
    language: languageInfo[language].htmlLang,
  });
  for (const post of posts) {
    const url = absolute(announcementPath(post.values.slug));
    feed.addItem({
      id: url,
      link: url,
      title: post.values.title,
      description: post.values.summary,
      date: new Date(post.publishedAt),
    });
  }
  const entries = [...feed.atom1().matchAll(/ *<entry>[\s\S]*?<\/entry>\n/g)].map(([entry]) => entry).join("");
  const at = built.feed.search(/ *<entry>|<\/feed>/);
  const spliced = `${built.feed.slice(0, at)}${entries}${built.feed.slice(at)}`;
  // The feed's own time is its newest entry's: the console's newest, being newer than the files'.
  const newest = posts[0];
  return newest
    ? spliced.replace(/<updated>[^<]*<\/updated>/, `<updated>${new Date(newest.publishedAt).toISOString()}</updated>`)
    : spliced;
}
