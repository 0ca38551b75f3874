import posts from "content:announcements";
import { announcementPath } from "@ikey/contracts/announcements";
import { CMS_SLOTS, CMS_TEMPLATE_SLUG } from "@ikey/contracts/cms";
import { LANGUAGES, type Language, pathInLanguage } from "@ikey/contracts/languages";
import type { ContentEntry } from "../../../build-plugins/markdown-content";
import { SITE_LANGUAGE } from "../../lib/site-language";

/**
 * A post as its page shows it: one of web/content's, or one the console published
 * (docs/decisions/0045-cms.md), whose body comes as the HTML the server rendered from its Markdown
 * with the same renderer, and whose address differs by language.
 */
export type LivePost = ContentEntry<"announcements"> & {
  readonly html?: string;
  /** The post's slug in each language it is published in; "" in the others. */
  readonly alternates?: Readonly<Record<Language, string>>;
};

/**
 * The page the server fills with a console post: every field is its slot, which the server
 * replaces in the page and in its data (server/src/cms/cms-templates.ts). Prerendered at
 * /announcement/__cms-template__ in each language, and never served at that address.
 */
function templatePost(): LivePost {
  return {
    slug: CMS_SLOTS.slug,
    title: CMS_SLOTS.title,
    summary: CMS_SLOTS.summary,
    date: CMS_SLOTS.date,
    labels: { date: CMS_SLOTS.dateLabel },
    blocks: [],
    language: SITE_LANGUAGE,
    fallback: false,
    html: CMS_SLOTS.body,
    alternates: { en: CMS_SLOTS.en, ms: CMS_SLOTS.ms, zh: CMS_SLOTS.zh },
  } as LivePost;
}

export const templateSlug = CMS_TEMPLATE_SLUG;

export function postBySlug(slug: string | undefined): LivePost | undefined {
  if (slug === CMS_TEMPLATE_SLUG) return templatePost();
  return posts.find((entry) => entry.slug === slug);
}

/** The post's address in each language: its own slug there, or the same slug for web/content's. */
export function postAlternates(post: LivePost): Partial<Record<Language, string>> {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const slug = post.alternates ? post.alternates[language] : post.slug;
      return slug ? [[language, pathInLanguage(announcementPath(slug), language)]] : [];
    }),
  );
}
