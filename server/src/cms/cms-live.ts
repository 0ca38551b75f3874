import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ANNOUNCEMENTS_PATH } from "@ikey/contracts/announcements";
import { dayTextOf, malaysiaDayNumber } from "@ikey/contracts/calendar-day";
import { type CmsKind, cmsItemBasePath } from "@ikey/contracts/cms";
import { longDayLabel } from "@ikey/contracts/day-labels";
import { type HelpAudience, helpAudiencePath } from "@ikey/contracts/help-centre";
import { LANGUAGES, type Language, pathInLanguage } from "@ikey/contracts/languages";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { sitemapEntries } from "@ikey/contracts/sitemap";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../time";
import { type BuiltListings, feedWith, helpListWith, homeWith, listWith, readBuiltListings } from "./cms-listings";
import { cmsBody } from "./cms-rendering";
import {
  type CmsTemplate,
  type FilledPage,
  fillTemplate,
  finishPage,
  helpTemplateKey,
  readHelpTemplates,
  readPostTemplates,
  type SlotValues,
} from "./cms-templates";

/*
 * What the console has published, as each instance serves it (docs/decisions/0045-cms.md): every
 * text that is or was live, read from the database every CMS_REFRESH_MS and after this instance's
 * own changes. Whether a text is live is decided at each request from its times, so a scheduled post
 * appears at its minute on every instance, whichever ran the schedule's job.
 */

export interface LiveText {
  readonly itemId: number;
  readonly kind: CmsKind;
  readonly audience: HelpAudience | null;
  readonly language: Language;
  readonly revisionId: number;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly slug: string;
  readonly state: "scheduled" | "published" | "unpublished";
  readonly publishAt: number;
  readonly unpublishAt: number | null;
  readonly firstPublishedAt: number | null;
}

/** Live now: published or scheduled, its time come, its end not yet. */
export function isLive(text: LiveText, now: number): boolean {
  if (text.state === "unpublished") return false;
  return text.publishAt <= now && (text.unpublishAt === null || text.unpublishAt > now);
}

/** Was live once and is not now: its address answers 410 Gone. */
function wasLive(text: LiveText, now: number): boolean {
  return !isLive(text, now) && (text.firstPublishedAt !== null || text.publishAt <= now);
}

/** The day a post shows: its first publication, in Malaysia. */
export function postDay(text: LiveText): string {
  return dayTextOf(malaysiaDayNumber(text.firstPublishedAt ?? text.publishAt));
}

/** A text's address in `language`: its kind's, with its slug (and its item's audience). */
function itemPath(text: LiveText, language: Language): string {
  return pathInLanguage(cmsItemBasePath(text.kind, text.slug, text.audience), language);
}

/**
 * Every text that is or was live, each with the revision the site shows at `now`: its scheduled
 * changes once their time has come (cms-publishing.ts), whether or not the job has recorded them
 * yet, so they appear on every instance within one reading of the database of their minute.
 */
export async function readLiveTexts(db: Kysely<Database>, now: number): Promise<LiveText[]> {
  const due = sql`cms_texts.next_revision_id is not null and cms_texts.next_publish_at <= ${now}`;
  const shown = sql<number>`case when ${due} then cms_texts.next_revision_id else cms_texts.live_revision_id end`;
  // A text published before migration 0037 recorded its audience: its item's.
  const audience = sql<HelpAudience | null>`coalesce(case when ${due} then cms_texts.next_audience
    else cms_texts.live_audience end, cms_items.audience)`;
  const rows = await db
    .selectFrom("cms_texts")
    .innerJoin("cms_items", "cms_items.id", "cms_texts.item_id")
    .innerJoin("cms_revisions", (join) => join.on((eb) => eb("cms_revisions.id", "=", shown)))
    .select([
      "cms_texts.item_id",
      "cms_items.kind",
      audience.as("audience"),
      "cms_texts.language",
      "cms_texts.state",
      "cms_texts.publish_at",
      "cms_texts.unpublish_at",
      "cms_texts.first_published_at",
      "cms_revisions.id as revision_id",
      "cms_revisions.title",
      "cms_revisions.summary",
      "cms_revisions.body",
      "cms_revisions.slug",
    ])
    .where("cms_texts.state", "!=", "draft")
    .execute();
  return rows.map((row) => ({
    itemId: row.item_id,
    kind: row.kind,
    audience: row.audience,
    language: row.language,
    revisionId: row.revision_id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    slug: row.slug,
    state: row.state as LiveText["state"],
    publishAt: row.publish_at ?? 0,
    unpublishAt: row.unpublish_at,
    firstPublishedAt: row.first_published_at,
  }));
}

export type Resolution =
  | { readonly kind: "page"; readonly page: FilledPage }
  | { readonly kind: "moved"; readonly status: 301 | 302; readonly location: string }
  | { readonly kind: "gone" }
  | { readonly kind: "none" };

export interface SlugRow {
  readonly kind: CmsKind;
  readonly language: Language;
  readonly slug: string;
  readonly item_id: number;
}

/**
 * One reading of the database, and the pages made from it, each made once when first asked for
 * (a post's page depends on which of its languages are live, so on the time as well).
 */
export class CmsSnapshot {
  readonly #texts: ReadonlyMap<string, LiveText>;
  readonly #slugs: ReadonlyMap<string, number>;
  readonly #pages: Map<string, Promise<FilledPage>>;
  readonly #bodies: Map<string, string>;

  /**
   * `made` outlives the snapshot: its keys name every revision, day and language a page depends on,
   * so the next reading of the database (every few seconds) finds the pages it can keep.
   */
  constructor(
    texts: readonly LiveText[],
    slugs: readonly SlugRow[],
    readonly built: BuiltSite,
    readonly site: SiteConfig,
    made: MadePages = newMadePages(),
  ) {
    this.#pages = made.pages;
    this.#bodies = made.bodies;
    this.#texts = new Map(texts.map((text) => [`${text.itemId}:${text.language}`, text]));
    this.#slugs = new Map(slugs.map((row) => [`${row.kind}:${row.language}:${row.slug}`, row.item_id]));
  }

  text(itemId: number, language: Language): LiveText | undefined {
    return this.#texts.get(`${itemId}:${language}`);
  }

  /** The item of `kind` whose text in `language` is live at `slug` now, if any. */
  liveItemAt(kind: CmsKind, language: Language, slug: string, now: number): number | undefined {
    const itemId = this.#slugs.get(`${kind}:${language}:${slug}`);
    const text = itemId === undefined ? undefined : this.text(itemId, language);
    return text?.slug === slug && isLive(text, now) ? itemId : undefined;
  }

  /** This language's live items of `kind` (of `audience`, for help articles), newest first. */
  #live(kind: CmsKind, language: Language, now: number, audience?: HelpAudience): LiveText[] {
    return [...this.#texts.values()]
      .filter(
        (text) =>
          text.kind === kind &&
          text.language === language &&
          (audience === undefined || text.audience === audience) &&
          isLive(text, now),
      )
      .sort((a, b) => (b.firstPublishedAt ?? b.publishAt) - (a.firstPublishedAt ?? a.publishAt) || b.itemId - a.itemId);
  }

  /** This language's live posts, newest first. */
  livePosts(language: Language, now: number): LiveText[] {
    return this.#live("announcement", language, now);
  }

  /** This language's live help articles for `audience`, newest first. */
  liveArticles(language: Language, audience: HelpAudience, now: number): LiveText[] {
    return this.#live("help-article", language, now, audience);
  }

  /** What the address of a post in `language` with `slug` answers now. */
  resolvePost(language: Language, slug: string, now: number): Promise<Resolution> {
    return this.#resolve("announcement", language, slug, now, null);
  }

  /**
   * What the address of a help article in `language` under `audience` with `slug` answers now: the
   * article's page, or 301 to its address when its slug or its audience has changed since.
   */
  resolveArticle(language: Language, audience: HelpAudience, slug: string, now: number): Promise<Resolution> {
    return this.#resolve("help-article", language, slug, now, audience);
  }

  async #resolve(
    kind: CmsKind,
    language: Language,
    slug: string,
    now: number,
    audience: HelpAudience | null,
  ): Promise<Resolution> {
    const itemId = this.#slugs.get(`${kind}:${language}:${slug}`);
    if (itemId === undefined) return this.#fromOtherLanguage(kind, language, slug, now);
    const text = this.text(itemId, language);
    if (!text) return { kind: "none" };
    if (!isLive(text, now)) return wasLive(text, now) ? { kind: "gone" } : { kind: "none" };
    if (text.slug !== slug || text.audience !== audience) {
      return { kind: "moved", status: 301, location: itemPath(text, language) };
    }
    return { kind: "page", page: await this.#page(text, now) };
  }

  /**
   * Another language's slug in this language's addresses (the language switcher keeps the slug):
   * the item in this language if it is live here, else this language's list of posts (or of the
   * audience's articles).
   */
  #fromOtherLanguage(kind: CmsKind, language: Language, slug: string, now: number): Resolution {
    for (const other of LANGUAGES) {
      const itemId = this.#slugs.get(`${kind}:${other}:${slug}`);
      if (other === language || itemId === undefined) continue;
      const text = this.text(itemId, language);
      if (text && isLive(text, now)) return { kind: "moved", status: 301, location: itemPath(text, language) };
      const list =
        kind === "announcement"
          ? ANNOUNCEMENTS_PATH
          : helpAudiencePath(this.text(itemId, other)?.audience ?? "parents");
      return { kind: "moved", status: 302, location: pathInLanguage(list, language) };
    }
    return { kind: "none" };
  }

  /** Each language's slug of the item, where it is live now; "" where it is not. */
  #alternates(itemId: number, now: number): Record<Language, string> {
    return Object.fromEntries(
      LANGUAGES.map((language) => {
        const other = this.text(itemId, language);
        return [language, other && isLive(other, now) ? other.slug : ""];
      }),
    ) as Record<Language, string>;
  }

  /** What fills a template's slots for a text. */
  #values(text: LiveText, now: number): SlotValues {
    const day = postDay(text);
    return {
      slug: text.slug,
      title: text.title,
      summary: text.summary,
      date: day,
      dateLabel: longDayLabel(day, text.language),
      body: this.#body(text),
      ...this.#alternates(text.itemId, now),
    };
  }

  #body(text: LiveText): string {
    const key = `${text.revisionId}:${text.language}`;
    let html = this.#bodies.get(key);
    if (html === undefined) {
      html = cmsBody(text.body, text.language).html;
      this.#bodies.set(key, html);
    }
    return html;
  }

  /** Made once per key: a page depends on its texts' revisions and on which of their languages are live. */
  #made(key: string, make: () => Promise<FilledPage>): Promise<FilledPage> {
    let page = this.#pages.get(key);
    if (!page) {
      page = make();
      this.#pages.set(key, page);
    }
    return page;
  }

  #page(text: LiveText, now: number): Promise<FilledPage> {
    const values = this.#values(text, now);
    const alternates = LANGUAGES.map((l) => values[l]).join("/");
    const key = `${text.kind}:${text.itemId}:${text.audience}:${text.language}:${text.revisionId}:${postDay(text)}:${alternates}`;
    return this.#made(key, () => {
      const template =
        text.kind === "announcement"
          ? this.built.templates.get(text.language)
          : this.built.helpTemplates.get(helpTemplateKey(text.language, text.audience ?? "parents"));
      if (!template) throw new Error(`no ${text.kind} template for ${text.language}`);
      return fillTemplate(template, values, this.site);
    });
  }

  #listings(language: Language): BuiltListings {
    const listings = this.built.listings.get(language);
    if (!listings) throw new Error(`no built listings for ${language}`);
    return listings;
  }

  /** What the live posts of a language make a page differ by. */
  #signature(posts: readonly LiveText[], now: number) {
    return posts.map(
      (post) =>
        `${post.itemId}:${post.revisionId}:${postDay(post)}:${Object.values(this.#alternates(post.itemId, now))}`,
    );
  }

  /** The list of posts with the console's live ones; undefined when it has none, and the built page serves. */
  listPage(language: Language, now: number): Promise<FilledPage> | undefined {
    const posts = this.livePosts(language, now);
    if (posts.length === 0) return undefined;
    return this.#made(`list:${language}:${this.#signature(posts, now)}`, () =>
      finishPage(
        listWith(
          this.#listings(language),
          posts.map((post) => this.#values(post, now)),
        ),
        this.site,
      ),
    );
  }

  /** An audience's list of help articles with the console's live ones; undefined when it has none. */
  helpListPage(language: Language, audience: HelpAudience, now: number): Promise<FilledPage> | undefined {
    const articles = this.liveArticles(language, audience, now);
    if (articles.length === 0) return undefined;
    const page = helpListWith(
      this.#listings(language),
      audience,
      articles.map((article) => this.#values(article, now)),
    );
    if (!page) return undefined;
    return this.#made(`help-list:${language}:${audience}:${this.#signature(articles, now)}`, () =>
      finishPage(page, this.site),
    );
  }

  /** The home page naming the console's newest post; undefined when it has none. */
  homePage(language: Language, now: number): Promise<FilledPage> | undefined {
    const [newest] = this.livePosts(language, now);
    if (!newest) return undefined;
    const home = homeWith(this.#listings(language), this.#values(newest, now));
    if (!home) return undefined;
    return this.#made(`home:${language}:${this.#signature([newest], now)}`, () => finishPage(home, this.site));
  }

  /** The language's feed with the console's live posts; undefined when it has none. */
  feed(language: Language, now: number): string | undefined {
    const posts = this.livePosts(language, now);
    if (posts.length === 0) return undefined;
    const entries = posts.map((post) => ({
      values: this.#values(post, now),
      publishedAt: post.firstPublishedAt ?? post.publishAt,
    }));
    return feedWith(this.#listings(language), entries, language, this.site);
  }

  /** The sitemap with each live post and help article, in the languages it is live in; undefined when none is. */
  sitemap(now: number): string | undefined {
    const live = [...this.#texts.values()].filter((text) => isLive(text, now));
    const items = [...new Map(live.map((text) => [text.itemId, text])).values()];
    if (items.length === 0) return undefined;
    const entries = items.map((item) => {
      const paths = Object.fromEntries(
        LANGUAGES.flatMap((language) => {
          const text = this.text(item.itemId, language);
          return text && isLive(text, now) ? [[language, itemPath(text, language)]] : [];
        }),
      );
      return sitemapEntries(this.site.SITE_URL, paths);
    });
    return this.built.sitemap.replace("</urlset>", `${entries.join("\n")}\n</urlset>`);
  }
}

/** What the build made that the console's posts are written into, read once at startup. */
export interface BuiltSite {
  readonly templates: ReadonlyMap<Language, CmsTemplate>;
  /** By helpTemplateKey: language and audience. */
  readonly helpTemplates: ReadonlyMap<string, CmsTemplate>;
  readonly listings: ReadonlyMap<Language, BuiltListings>;
  readonly sitemap: string;
}

/** The instance's current snapshot, and reading a new one. */
export interface CmsLive {
  readonly snapshot: () => CmsSnapshot;
  readonly refresh: () => Promise<void>;
}

/** Pages and bodies made so far, kept across readings of the database. */
export interface MadePages {
  readonly pages: Map<string, Promise<FilledPage>>;
  readonly bodies: Map<string, string>;
}

const newMadePages = (): MadePages => ({ pages: new Map(), bodies: new Map() });

/** More than a busy site's pages in three languages: past it, the oldest made go first. */
const KEPT_PAGES = 2_000;

function trimmed(made: MadePages): MadePages {
  for (const map of [made.pages, made.bodies] as Map<string, unknown>[]) {
    while (map.size > KEPT_PAGES) map.delete(map.keys().next().value ?? "");
  }
  return made;
}

export function createCmsLive(db: Kysely<Database>, webRoot: string, site: SiteConfig, clock: Clock): CmsLive {
  const built: BuiltSite = {
    templates: readPostTemplates(webRoot),
    helpTemplates: readHelpTemplates(webRoot),
    listings: readBuiltListings(webRoot),
    sitemap: readFileSync(join(webRoot, "sitemap.xml"), "utf8"),
  };
  const made = newMadePages();
  let current = new CmsSnapshot([], [], built, site, made);
  return {
    snapshot: () => current,
    refresh: async () => {
      const [texts, slugs] = await Promise.all([
        readLiveTexts(db, clock()),
        db.selectFrom("cms_slugs").selectAll().execute(),
      ]);
      current = new CmsSnapshot(texts, slugs, built, site, trimmed(made));
    },
  };
}
