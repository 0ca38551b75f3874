import { z } from "zod";

/*
 * The collections of web/content/<language>/: each folder's frontmatter, checked at build time
 * (markdown-content.ts). `data` are the fields only the English file holds (an order, a date):
 * they are facts about the page, not words, so a translation inherits them and may not restate
 * them. Every other field is words, which each language writes for itself.
 */

/** A calendar day as written in frontmatter: 2026-11-21, and a real day. */
const day = z.iso.date({ error: "must be a day written as YYYY-MM-DD, such as 2026-11-21" });

const label = z.string().trim().min(1, { error: "must not be empty" }).max(40);
const order = z.number().int().min(1).max(99);

const words = (max: number) => z.string().trim().min(1).max(max);

/**
 * The home page's carousels (home/carousels.md): the kinds of centre under the centres' names, and
 * each parent-app screen's caption and text alternative, by the keys of
 * web/app/data/home-carousel-pictures.ts. Its own file, as the carousels load as they near the screen.
 */
export const homeCarousels = z.strictObject({
  centreKinds: z.strictObject({
    kindergarten: label,
    tuition: label,
    childcare: label,
    montessori: label,
    enrichment: label,
  }),
  screens: z.strictObject(
    Object.fromEntries(
      (["announce", "invoice", "gallery", "attend", "report", "leave", "qa", "video"] as const).map((kind) => [
        kind,
        z.strictObject({ caption: words(80), alt: words(300) }),
      ]),
    ) as Record<
      "announce" | "invoice" | "gallery" | "attend" | "report" | "leave" | "qa" | "video",
      z.ZodObject<{ caption: z.ZodString; alt: z.ZodString }>
    >,
  ),
});

export const collections = {
  /** /faq: one file per tab, its name the tab's fragment (#cms); each `###` is a question. */
  faq: { fields: z.strictObject({ label, order }), data: ["order"] },
  /** /terms: one file per tab, as /faq; each `###` is a numbered term. */
  terms: { fields: z.strictObject({ label, order, updated: day }), data: ["order", "updated"] },
  /**
   * Each page's heading, search-result description and opening paragraph (the text), by the page's
   * id in contracts/site-pages.ts; read by the build for `virtual:page-intro/<id>` (page-intros.ts).
   */
  "page-intros": {
    fields: z.strictObject({
      heading: z.string().trim().min(1).max(120),
      description: z.string().trim().min(1).max(200),
    }),
    data: [],
  },
  /**
   * The product pages (/center-management-system, /education-apps, /parent-apps), by page id. Text
   * before the first `##` sits in the banner; each `##` whose id names a picture of
   * its route (web/app/routes/<page>.tsx) is a feature row, that picture described by `imageAlts.<id>`;
   * other `##` sections (#why-us, #application-form) are the page's own.
   */
  "product-pages": {
    fields: z.strictObject({
      summary: z.string().trim().min(1).max(300),
      /** The banner's button, where it has one. */
      applyLabel: label.optional(),
      pricing: z.string().trim().min(1).max(300).optional(),
      /** What the banner's picture shows, for those who cannot see it. */
      imageAlt: z.string().trim().min(1).max(500),
      imageAlts: z.record(z.string().regex(/^[a-z0-9-]+$/), z.string().trim().min(1).max(500)),
    }),
    data: [],
  },
  /**
   * The home page's sections (home/sections.md): each `##` by its id (partners, workflow with a `###`
   * per job, named by its icon in web/app/data/home-pictures.ts, apps,
   * achievements, video, users, screens); its labels by the key of the thing they name.
   */
  home: {
    fields: z.strictObject({
      partnerKinds: z.strictObject({ "rhb-bank": label, "paylink-fpx": label, ledgercloud: label }),
      downloadsLabel: label,
      counterLabels: z.strictObject({ teachers: label, centres: label, learners: label }),
      videoTitle: label,
    }),
    files: { carousels: homeCarousels },
    data: [],
  },
  /**
   * A campaign's landing page, by the campaign's name (the RHB one's is rhb-reflex-premium-plus),
   * its heading and introduction in page-intros. Each `##` is a section, by its id (intro, features,
   * flow, workflow, partners, form, terms); each `###` in features names its icon
   * (web/app/data/campaign-drawings.ts), in workflow its role. A link to `#rhbtncModal` opens the
   * full terms. `soon` are the features announced but not yet released.
   */
  campaigns: {
    fields: z.strictObject({
      period: words(120),
      /** What the page says at the top, and beside the form, once the campaign has ended. */
      ended: words(200),
      endedForm: words(300),
      imageAlt: words(500),
      imageAlts: z.strictObject({
        flow: words(500),
        workflow: words(500),
      }),
      buttons: z.strictObject({
        getItNow: label,
        knowMore: label,
        findBranch: label,
        learnMore: label,
        /** Read after "Learn more" by a screen reader, saying what it is more about. */
        learnMoreHidden: z.string().min(1).max(80),
      }),
      /** Each workflow role's product, by the role's `###` id. */
      products: z.record(z.string().regex(/^[a-z0-9-]+$/), words(80)),
      soon: z
        .array(z.string().regex(/^[a-z0-9-]+$/))
        .max(20)
        .default([]),
    }),
    data: ["soon"],
  },
  /** /recruitment's tabs, as /faq's; the Job List tab's text introduces the openings below it. */
  recruitment: { fields: z.strictObject({ label, order }), data: ["order"] },
  /**
   * /recruitment's openings, one file each, its name the id of the opening's panel. The text before
   * the first `##` is the summary; the `##` sections are in the collapsible panel, except the last
   * (how to apply), shown below it. `applicationSubject` stays English in every language: the team
   * sorts applications by it; `{applicationSubject}` places it in the text and in a mailto: link.
   */
  "job-openings": {
    fields: z.strictObject({
      title: z.string().trim().min(1).max(120),
      location: z.string().trim().min(1).max(80),
      experience: z.string().trim().min(1).max(80),
      applicationSubject: z.string().trim().min(1).max(120),
    }),
    data: ["applicationSubject"],
  },
  /**
   * Pages of one text each, by the page's address (privacy-policy, our-story, account-security-tips),
   * and texts that pages share or open, by their name (account-deletion, on both deactivation pages;
   * campaign-terms, the campaign's dialog, its `###` terms under the dialog's heading).
   */
  pages: {
    fields: z.strictObject({
      /** For a text a dialog shows (campaign-terms): the dialog's heading and its one-line summary. */
      title: z.string().trim().min(1).max(120).optional(),
      description: z.string().trim().min(1).max(300).optional(),
      updated: day.optional(),
      /** The page's picture, described for those who cannot see it. */
      imageAlt: z.string().trim().min(1).max(300).optional(),
    }),
    data: ["updated"],
  },
  /**
   * The help centre's articles (/help/<audience>/<name>): one file per article, its name the slug
   * that contracts/help-centre.ts lists with its audience and related articles.
   */
  "help-articles": {
    fields: z.strictObject({
      /** The question or task as a reader would put it: the page's heading and title. */
      title: z.string().trim().min(1).max(120),
      /** One or two sentences for search results and the meta description, as search engines show them. */
      description: z.string().trim().min(1).max(160),
    }),
    data: [],
  },
  /**
   * /announcement and /announcement/<name>: one file per post, newest first by `date`. A post not
   * yet translated is shown in English, with a note saying so, rather than not at all.
   */
  announcements: {
    fields: z.strictObject({
      title: z.string().trim().min(1).max(120),
      /** One or two sentences for the list of posts, the feed and search results. */
      summary: z.string().trim().min(1).max(300),
      date: day,
      /** A drawing of web/app/data/drawings.ts, by its name. */
      image: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .optional(),
      imageAlt: z.string().trim().min(1).max(300).optional(),
    }),
    data: ["date", "image"],
    newestFirst: true,
    fallsBackToEnglish: true,
  },
} as const satisfies Readonly<
  Record<
    string,
    {
      fields: z.ZodObject;
      data: readonly string[];
      /** Files whose fields are not the collection's, by name. */
      files?: Readonly<Record<string, z.ZodObject>>;
      /** Ordered by `date`, newest first, rather than by `order`. */
      newestFirst?: boolean;
      /** A missing translation is served in English (and listed by npm run translations) instead of failing the build. */
      fallsBackToEnglish?: boolean;
    }
  >
>;

export type CollectionName = keyof typeof collections;

/** What a translation records besides its words: the English file it was translated from. */
export const translationFields = z.strictObject({
  translatedFrom: z.string().regex(/^[0-9a-f]{40}$/, {
    error: "must be the git blob id of the English file it was translated from (npm run translations -- --mark)",
  }),
});

export function isCollection(name: string): name is CollectionName {
  return Object.hasOwn(collections, name);
}
