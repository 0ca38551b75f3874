import { ANNOUNCEMENTS_FEED_PATH, ANNOUNCEMENTS_PATH, announcementPath } from "@ikey/contracts/announcements";
import { helpArticleBySlug, helpArticlePath } from "@ikey/contracts/help-centre";
import { LANGUAGES, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import type { Block, Inline } from "@ikey/contracts/prose-blocks";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { type PageId, pageById, sitePages } from "@ikey/contracts/site-pages";
import { TRANSLATION_STATUS_FILE, translationStatusSchema } from "@ikey/contracts/translations";
import { describe, expect, test } from "vitest";
import { type CollectionName, collections } from "../build-plugins/content-collections";
import { collectionSlugs, loadCollection, loadEntry } from "../build-plugins/markdown-content";
import { loadPageIntro } from "../build-plugins/page-intros";
import { builtText, parsePage } from "./built-pages";

// The pages web/content makes, as the build wrote them: each shows its Markdown's words in its
// language, and each announcement is at its address, in the list, the sitemap and the feed.
const absolute = (path: string) => new URL(path, parseSiteConfig({}).SITE_URL).href;
/** Words as a reader reads them: spaces as one, without the word joiners that keep Chinese lines' ends together. */
const squeeze = (text: string) =>
  text
    .replace(/\u2060/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Each block's words as a reader sees them: a paragraph's runs and links joined. */
function textsOf(blocks: readonly Block[]): string[] {
  const join = (text: Inline | readonly Inline[]) =>
    (Array.isArray(text) ? text : [text]).map((part) => (typeof part === "string" ? part : part.text)).join("");
  return blocks.flatMap((block) =>
    block.type === "p"
      ? [join(block.text)]
      : "items" in block
        ? block.items.map(join)
        : block.type === "img"
          ? [block.alt]
          : [block.text],
  );
}

/** Which page shows each file of a collection. */
const pageOf: Readonly<Record<Exclude<CollectionName, "pages">, (slug: string) => string>> = {
  faq: () => "/faq",
  terms: () => "/terms",
  recruitment: () => "/recruitment",
  "page-intros": (slug) => pageById(slug as PageId).path,
  "product-pages": (slug) => pageById(slug as PageId).path,
  campaigns: () => pageById("campaign").path,
  home: () => "/",
  "job-openings": () => "/recruitment",
  announcements: (slug) => announcementPath(slug),
  "help-articles": (slug) => {
    const entry = helpArticleBySlug(slug);
    if (!entry) throw new Error(`help-articles/${slug}.md is no article of contracts/help-centre.ts`);
    return helpArticlePath(entry);
  },
};

for (const language of LANGUAGES) {
  describe(`in ${languageInfo[language].nativeName}`, () => {
    const files = [
      ...(Object.keys(pageOf) as (keyof typeof pageOf)[]).flatMap((collection) =>
        collectionSlugs(collection).map((slug) => ({ collection, slug, page: pageOf[collection](slug) })),
      ),
      { collection: "pages" as const, slug: "privacy-policy", page: "/privacy-policy" },
      { collection: "pages" as const, slug: "our-story", page: "/our-story" },
      { collection: "pages" as const, slug: "account-security-tips", page: "/account-security-tips" },
    ];

    test.each(files)("$page shows the words of $collection $slug", ({ collection, slug, page }) => {
      const main = squeeze(parsePage(pathInLanguage(page, language)).querySelector("main")?.textContent ?? "");
      const missing = textsOf(loadEntry(collection, slug, language).blocks).filter(
        (text) => !main.includes(squeeze(text)),
      );
      expect(missing).toEqual([]);
    });

    test.each(sitePages)("$path is headed and described as its intro's file says", ({ id, path }) => {
      const document = parsePage(pathInLanguage(path, language));
      const intro = loadPageIntro(id, language);
      expect(squeeze(document.querySelector("h1")?.textContent ?? "")).toBe(squeeze(intro.heading));
      expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(intro.description);
    });

    const posts = loadCollection("announcements", language);

    test("/announcement lists every post, newest first, each leading to its own page", () => {
      const list = parsePage(pathInLanguage(ANNOUNCEMENTS_PATH, language));
      const articles = [...list.querySelectorAll("main article")];
      expect(articles.map((article) => article.id)).toEqual(posts.map((post) => post.slug));
      expect(articles.map((article) => article.querySelector("h2 a")?.getAttribute("href"))).toEqual(
        posts.map((post) => pathInLanguage(announcementPath(post.slug), language)),
      );
      expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
    });

    test.each(posts)("/announcement/$slug has its title, date, addresses and feed", (post) => {
      const path = pathInLanguage(announcementPath(post.slug), language);
      const document = parsePage(path);
      expect(document.querySelector("h1")?.textContent).toBe(post.title);
      expect(document.querySelector(`main time[datetime="${post.date}"]`)?.textContent).toBe(post.labels.date);
      expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(post.summary);
      const href = (selector: string) => document.querySelector(`head ${selector}`)?.getAttribute("href");
      expect(href('link[rel="canonical"]')).toBe(absolute(path));
      for (const other of LANGUAGES) {
        expect(href(`link[rel="alternate"][hreflang="${languageInfo[other].hreflang}"]`)).toBe(
          absolute(pathInLanguage(announcementPath(post.slug), other)),
        );
      }
      expect(href('link[rel="alternate"][type="application/atom+xml"]')).toBe(
        pathInLanguage(ANNOUNCEMENTS_FEED_PATH, language),
      );
    });

    test("the feed has every post, in this language, at its own address", () => {
      const feed = builtText(pathInLanguage(ANNOUNCEMENTS_FEED_PATH, language).slice(1));
      expect(feed).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
      const entries = [...feed.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, entry = ""]) => entry);
      expect(entries).toHaveLength(posts.length);
      posts.forEach((post, index) => {
        const url = absolute(pathInLanguage(announcementPath(post.slug), language));
        expect(entries[index]).toContain(`<link href="${url}"/>`);
        expect(entries[index]).toContain(post.title.replaceAll("&", "&amp;"));
        expect(entries[index]).toContain(`<updated>${new Date(`${post.date}T00:00:00+08:00`).toISOString()}</updated>`);
      });
    });
  });
}

test("the build leaves the console the translations' status, every file current as main keeps them", () => {
  const status = translationStatusSchema.parse(JSON.parse(builtText(TRANSLATION_STATUS_FILE)));
  const files = (Object.keys(collections) as CollectionName[]).flatMap((name) => collectionSlugs(name));
  for (const language of ["ms", "zh"] as const) {
    expect(status[language]).toHaveLength(files.length);
    expect(status[language].filter((entry) => entry.state !== "current")).toEqual([]);
  }
});

test("sitemap.xml lists every announcement in every language", () => {
  const sitemap = builtText("sitemap.xml");
  for (const slug of collectionSlugs("announcements")) {
    for (const language of LANGUAGES) {
      expect(sitemap).toContain(`<loc>${absolute(pathInLanguage(announcementPath(slug), language))}</loc>`);
    }
  }
});
