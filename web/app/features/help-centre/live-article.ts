import { CMS_SLOTS, CMS_TEMPLATE_SLUG } from "@ikey/contracts/cms";
import { type HelpAudience, helpArticlePath } from "@ikey/contracts/help-centre";
import { LANGUAGES, type Language, pathInLanguage } from "@ikey/contracts/languages";
import type { Block } from "../../components/prose";
import type { ArticleLink } from "./article-copy";

/**
 * A help article as its page shows it: one of web/content's, or one the console published
 * (docs/decisions/0045-cms.md), whose body comes as the HTML the server rendered from its Markdown
 * with the same renderer, and whose address differs by language.
 */
export interface LiveArticle {
  readonly audience: HelpAudience;
  readonly slug: string;
  /** Its English address. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly body: readonly Block[];
  readonly related: readonly ArticleLink[];
  /** A console article's body as HTML; null for web/content's, whose blocks Prose writes. */
  readonly html: string | null;
  /** A console article's slug in each language it is published in ("" in the others); null for web/content's. */
  readonly alternates: Readonly<Record<Language, string>> | null;
}

/**
 * The page the server fills with a console article of `audience`: every field is its slot, which
 * the server replaces in the page and in its data (server/src/cms/cms-templates.ts). Prerendered at
 * /help/<audience>/__cms-template__ for each audience in each language (the breadcrumb and its
 * structured data name the audience in the page's language), and never served at that address.
 * A console article has no related articles (nobody chose them); its "Was this helpful?" sends
 * the slug its page was filled with, which the server counts for the item (routes/help-votes.ts).
 */
export function templateArticle(audience: HelpAudience): LiveArticle {
  return {
    audience,
    slug: CMS_SLOTS.slug,
    path: helpArticlePath({ audience, slug: CMS_SLOTS.slug }),
    title: CMS_SLOTS.title,
    description: CMS_SLOTS.summary,
    body: [],
    related: [],
    html: CMS_SLOTS.body,
    alternates: { en: CMS_SLOTS.en, ms: CMS_SLOTS.ms, zh: CMS_SLOTS.zh },
  };
}

export const isTemplateSlug = (slug: string | undefined) => slug === CMS_TEMPLATE_SLUG;

/** A console article's address in each language it is live in; undefined for web/content's (every language). */
export function articleAlternates(article: LiveArticle): Partial<Record<Language, string>> | undefined {
  const { alternates } = article;
  if (!alternates) return undefined;
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const slug = alternates[language];
      return slug ? [[language, pathInLanguage(helpArticlePath({ audience: article.audience, slug }), language)]] : [];
    }),
  );
}
