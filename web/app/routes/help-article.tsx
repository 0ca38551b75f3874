import { helpArticleBySlug, helpArticlePath } from "@ikey/contracts/help-centre";
import { pageTitle } from "@ikey/contracts/site-pages";
import { data } from "react-router";
import { Prose } from "../components/prose";
import { articleCopy, articleLink, findArticle } from "../features/help-centre/article-copy";
import { ArticleList } from "../features/help-centre/article-list";
import { isAudience } from "../features/help-centre/audiences";
import { Breadcrumb } from "../features/help-centre/breadcrumb";
import { helpCrumbs } from "../features/help-centre/help-crumbs";
import { helpPageHandle } from "../features/help-centre/help-styles";
import {
  articleAlternates,
  isTemplateSlug,
  type LiveArticle,
  templateArticle,
} from "../features/help-centre/live-article";
import { articleStructuredData, StructuredData } from "../features/help-centre/structured-data";
import { SupportFooter } from "../features/help-centre/support-footer";
import { HelpfulVote } from "../features/help-votes/helpful-vote";
import { metaTags } from "../lib/page-meta";
import * as m from "../paraglide/messages.js";
import type { Route } from "./+types/help-article";

export const handle = helpPageHandle;

/**
 * Runs when the build prerenders each article: its words go into the page's HTML and `.data` file.
 * Also the template of each audience the server fills with the console's articles
 * (features/help-centre/live-article.ts).
 */
export function loader({ params }: Route.LoaderArgs): LiveArticle {
  if (isTemplateSlug(params.slug) && isAudience(params.audience)) return templateArticle(params.audience);
  const entry = findArticle(params.audience, params.slug);
  if (!entry) throw data(null, { status: 404 });
  const copy = articleCopy(entry);
  const related = entry.related.flatMap((slug) => {
    const other = helpArticleBySlug(slug);
    return other ? [articleLink(other)] : [];
  });
  return {
    audience: entry.audience,
    slug: entry.slug,
    path: helpArticlePath(entry),
    ...copy,
    related,
    html: null,
    alternates: null,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? metaTags({
        title: pageTitle(loaderData.title),
        description: loaderData.description,
        path: loaderData.path,
        alternates: articleAlternates(loaderData),
      })
    : [];

export default function HelpArticle({ loaderData: article }: Route.ComponentProps) {
  const crumbs = helpCrumbs(article.audience, article.title);
  return (
    <div className="page help-page">
      <Breadcrumb crumbs={crumbs} />
      <article className="help-article">
        <div className="page-header">
          <h1>{article.title}</h1>
          <p className="lead">{article.description}</p>
        </div>
        {article.html === null ? (
          <Prose blocks={article.body} />
        ) : (
          // A console article's body: the HTML the server rendered from its Markdown with the
          // renderer the blocks above go through (contracts/prose-html.ts, held equal to Prose).
          // Safe as HTML: made by the site's own renderer, which escapes every word
          <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
        )}
      </article>
      <HelpfulVote article={article.slug} />
      {article.related.length > 0 && (
        <nav className="help-related" aria-labelledby="help-related" data-pagefind-ignore="">
          <h2 id="help-related">{m.help_related()}</h2>
          <ArticleList articles={article.related} />
        </nav>
      )}
      <SupportFooter />
      <StructuredData data={articleStructuredData({ ...article, crumbs })} />
    </div>
  );
}
