import articleFiles from "content:help-articles";
import { type HelpArticleEntry, type HelpAudience, helpArticlePath, helpArticles } from "@ikey/contracts/help-centre";
import type { Block } from "../../components/prose";

/*
 * The articles' words, for the help routes' loaders only: the loaders run when the build prerenders
 * a page, which then carries its article in its HTML and its `.data` file, so no page's JavaScript
 * grows with the number of articles.
 */

/** One help article's words in the build's language (contracts/help-centre.ts lists the articles). */
export interface HelpArticleCopy {
  /** The question or task as a reader would put it: the page's heading and title. */
  readonly title: string;
  /** One or two sentences for search results and the meta description. */
  readonly description: string;
  /** The answer. No h1 (the title is the page's heading) and no support details: the page ends with them. */
  readonly body: readonly Block[];
}

/** Each article's file of web/content/<language>/help-articles/, by its name, the article's slug. */
const copyBySlug = new Map(
  articleFiles.map(({ slug, title, description, blocks }) => [slug, { title, description, body: blocks }]),
);

export interface ArticleLink {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

export function articleCopy(entry: Pick<HelpArticleEntry, "audience" | "slug">): HelpArticleCopy {
  const copy = copyBySlug.get(entry.slug);
  if (!copy) throw new Error(`No words for help article ${entry.audience}/${entry.slug}`);
  return copy;
}

export function articleLink(entry: Pick<HelpArticleEntry, "audience" | "slug">): ArticleLink {
  const { title, description } = articleCopy(entry);
  return { path: helpArticlePath(entry), title, description };
}

/** The article at an address's audience and slug, if there is one. */
export function findArticle(audience: string | undefined, slug: string | undefined): HelpArticleEntry | undefined {
  return helpArticles.find((entry) => entry.audience === audience && entry.slug === slug);
}

export function audienceArticles(audience: HelpAudience): readonly HelpArticleEntry[] {
  return helpArticles.filter((entry) => entry.audience === audience);
}
