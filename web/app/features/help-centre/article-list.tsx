import { Link } from "../../components/localized-link";
import type { ArticleLink } from "./article-copy";

/** Links to articles, each with its one-line description. */
export function ArticleList({ articles }: { readonly articles: readonly ArticleLink[] }) {
  return (
    <ul className="help-articles">
      {articles.map((article) => (
        <li key={article.path}>
          <Link to={article.path}>{article.title}</Link>
          <p>{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
