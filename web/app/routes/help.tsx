import pageIntro from "virtual:page-intro/help";
import { HELP_AUDIENCES, helpArticleBySlug, helpAudiencePath, topHelpArticles } from "@ikey/contracts/help-centre";
import { useDialogs } from "../components/dialogs";
import { Link } from "../components/localized-link";
import { PageHeader } from "../components/page-header";
import { articleLink, audienceArticles } from "../features/help-centre/article-copy";
import { ArticleList } from "../features/help-centre/article-list";
import { audienceCopy } from "../features/help-centre/audiences";
import { helpPageHandle } from "../features/help-centre/help-styles";
import { StatusLine } from "../features/help-centre/status-line";
import { pageMeta } from "../lib/page-meta";
import * as m from "../paraglide/messages.js";
import type { Route } from "./+types/help";

export const meta = () => pageMeta(pageIntro);
export const handle = helpPageHandle;

/** Runs when the build prerenders the page: each audience's top questions, with their titles. */
export function loader() {
  return HELP_AUDIENCES.map((audience) => ({
    audience,
    count: audienceArticles(audience).length,
    top: topHelpArticles[audience].flatMap((slug) => {
      const entry = helpArticleBySlug(slug);
      return entry ? [articleLink(entry)] : [];
    }),
  }));
}

export default function Help({ loaderData: audiences }: Route.ComponentProps) {
  const dialogs = useDialogs();
  return (
    <div className="page help-page">
      <PageHeader intro={pageIntro} />
      <button
        type="button"
        className="help-search"
        onClick={() => dialogs.open("search")}
        aria-keyshortcuts="/ Control+K"
      >
        {m.help_search_placeholder()}
        <span className="visually-hidden">{m.help_search_open_label()}</span>
      </button>
      <StatusLine />
      <ul className="help-audiences">
        {audiences.map(({ audience, count, top }) => (
          <li key={audience} className="help-audience">
            <section aria-labelledby={`audience-${audience}`}>
              <h2 id={`audience-${audience}`}>{audienceCopy[audience].name()}</h2>
              <p>{audienceCopy[audience].intro()}</p>
              <h3>{m.help_top_questions()}</h3>
              <ArticleList articles={top} />
              <p>
                <Link to={helpAudiencePath(audience)}>
                  {m.help_all_articles({ audience: audienceCopy[audience].name() })}
                </Link>
                {__WORD_GAP__}({m.help_articles_count({ count })})
              </p>
            </section>
          </li>
        ))}
      </ul>
    </div>
  );
}
