/*
 * The console's publishing (issue 52, docs/decisions/0045-cms.md): announcements and help articles
 * written in the staff console, each language published on its own, live on the site without a
 * build. The names, states and limits both sides share; the API's schemas are in
 * contracts/console-api-schemas.ts with the console's others.
 */
import type { HelpAudience } from "./help-centre";

export const CMS_KINDS = ["announcement", "help-article"] as const;
export type CmsKind = (typeof CMS_KINDS)[number];

/**
 * Each language of an item has a state of its own: publishing English leaves Malay as it was.
 * "scheduled" is live from its publish time on, "unpublished" was live and now answers 410.
 */
export const CMS_STATES = ["draft", "scheduled", "published", "unpublished"] as const;
export type CmsState = (typeof CMS_STATES)[number];

/** Limits of each field: a post's body is a few screens, never a book. */
export const CMS_TITLE_MAX = 120;
export const CMS_SUMMARY_MAX = 300;
export const CMS_BODY_MAX = 20_000;
export const CMS_SLUG_MAX = 80;
/** Lower-case words joined by hyphens: the address's last part. */
export const CMS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Saves by the same member of the same text within this long of their last revision update that
 * revision, rather than adding one per keystroke pause: what people call "a version" is a sitting.
 */
export const CMS_REVISION_SITTING_MS = 10 * 60_000;

/** How often the console saves a draft while someone types, after they pause. */
export const CMS_AUTOSAVE_DELAY_MS = 1_500;

/** The furthest ahead a publication or unpublication may be scheduled. */
export const CMS_SCHEDULE_HORIZON_DAYS = 366;

/** Which console area each kind is written in (contracts/staff.ts checks the role). */
export const cmsAreaOf = {
  announcement: "announcements",
  "help-article": "help-articles",
} as const satisfies Record<CmsKind, string>;

/**
 * Where the console's items live on the public site: the built-in pages' own addresses, so a post
 * the console wrote sits among those the repository holds.
 */
export function cmsItemBasePath(kind: CmsKind, slug: string, audience: HelpAudience | null): string {
  return kind === "announcement" ? `/announcement/${slug}` : `/help/${audience ?? "parents"}/${slug}`;
}

/**
 * Where a text's preview link shows it, outside the console so the reader needs no account
 * (server/src/routes/cms-preview.ts): /cms-preview/<signed token>.
 */
export const CMS_PREVIEW_PATH = "/cms-preview";

/**
 * How long a preview link works: a week, what people know from shared links, is time for a centre
 * owner to read it between other work, yet a link forwarded on stops showing unpublished words soon.
 */
export const CMS_PREVIEW_LINK_DAYS = 7;

/** The prerendered page the server fills with a live item (never served at its own address). */
export const CMS_TEMPLATE_SLUG = "__cms-template__";

/**
 * Where the build puts the templates, beside the site's folder rather than in it (its pages and
 * their data, at the paths they were prerendered at), so a static host given the site's folder has
 * no page of empty slots to serve: `web/build/cms-templates/` for `web/build/client/`.
 */
export const CMS_TEMPLATES_FOLDER = "cms-templates";

/** The element that carries a live page's item as JSON, which the page reads as it hydrates. */
export const CMS_ITEM_ELEMENT_ID = "cms-item";

/** How often each instance reads what is published (a change shows within this plus a request). */
export const CMS_REFRESH_MS = 10_000;

/**
 * The slots of a live item's template: each is written where the page would show the field, in its
 * text, its attributes and its data, and the server writes the item's field in its place
 * (server/src/cms/cms-templates.ts). Lower-case letters and hyphens only, so no escaping (HTML, a
 * URL, JSON) changes them.
 */
export const CMS_SLOTS = {
  slug: "cms-slot-slug",
  title: "cms-slot-title",
  summary: "cms-slot-summary",
  date: "cms-slot-date",
  dateLabel: "cms-slot-date-label",
  body: "cms-slot-body",
  /** Each language's address of the item ("" where it is not published), for its hreflang links. */
  en: "cms-slot-alternate-en",
  ms: "cms-slot-alternate-ms",
  zh: "cms-slot-alternate-zh",
} as const;
export type CmsSlot = keyof typeof CMS_SLOTS;

/**
 * Where the list of posts takes the console's, newest first, above the repository's, and an
 * audience's list of help articles takes the console's, below the repository's: an HTML comment,
 * so a static host's copy of the page shows nothing there.
 */
export const CMS_LIST_SLOT = "<!--cms-slot-list-->";

/** The pieces of markup the server fills per console post, which each language's build writes. */
export const CMS_FRAGMENTS_PATH = "/_cms-fragments.json";
export interface CmsFragments {
  /** A post as the list of posts shows it. */
  readonly listEntry: string;
  /** The home page's line naming the newest post. */
  readonly latest: string;
  /** A help article as its audience's list shows it, for each audience (the link names it). */
  readonly helpListEntry: Readonly<Record<HelpAudience, string>>;
  /**
   * The section a search result shows, as the build's index labels the built pages: a help article
   * its audience's name, anything else "Pages", in the build's language (web/messages' help.json).
   */
  readonly searchSection: Readonly<Record<HelpAudience | "pages", string>>;
}
