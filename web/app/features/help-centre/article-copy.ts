import { type HelpArticleEntry, type HelpAudience, helpArticlePath, helpArticles } from "@ikey/contracts/help-centre";
import { centreOwnerArticles } from "../../content/help-centre-owners";
import { parentArticles } from "../../content/help-parents";
import { teacherArticles } from "../../content/help-teachers";
import type { HelpArticleCopy } from "../../content/lib/help-article";

/*
 * The articles' words, for the help routes' loaders only: the loaders run when the build prerenders
 * a page, which then carries its article in its HTML and its `.data` file, so no page's JavaScript
 * grows with the number of articles.
 */

const copyByAudience: Record<HelpAudience, Readonly<Record<string, HelpArticleCopy>>> = {
  "centre-owners": centreOwnerArticles,
  teachers: teacherArticles,
  parents: parentArticles,
};

export interface ArticleLink {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

export function articleCopy(entry: Pick<HelpArticleEntry, "audience" | "slug">): HelpArticleCopy {
  const copy = copyByAudience[entry.audience][entry.slug];
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
