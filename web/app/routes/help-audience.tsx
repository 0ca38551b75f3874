import { CMS_LIST_SLOT } from "@ikey/contracts/cms";
import { helpAudiencePath } from "@ikey/contracts/help-centre";
import { pageTitle } from "@ikey/contracts/site-pages";
import { data } from "react-router";
import { articleLink, audienceArticles } from "../features/help-centre/article-copy";
import { ArticleList } from "../features/help-centre/article-list";
import { audienceCopy, isAudience } from "../features/help-centre/audiences";
import { Breadcrumb } from "../features/help-centre/breadcrumb";
import { helpCrumbs } from "../features/help-centre/help-crumbs";
import { helpPageHandle } from "../features/help-centre/help-styles";
import { SupportFooter } from "../features/help-centre/support-footer";
import { metaTags } from "../lib/page-meta";
import * as m from "../paraglide/messages.js";
import type { Route } from "./+types/help-audience";

export const handle = helpPageHandle;

/**
 * Runs when the build prerenders each audience's page: its articles' titles and descriptions, and
 * the place the server fills with the console's articles for the audience (docs/decisions/0045-cms.md):
 * an HTML comment until then.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isAudience(params.audience)) throw data(null, { status: 404 });
  return {
    audience: params.audience,
    articles: audienceArticles(params.audience).map(articleLink),
    live: CMS_LIST_SLOT,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const audience = audienceCopy[loaderData.audience].name();
  return metaTags({
    title: pageTitle(m.help_audience_title({ audience })),
    description: m.help_audience_description({ audience }),
    path: helpAudiencePath(loaderData.audience),
  });
};

export default function HelpAudience({ loaderData }: Route.ComponentProps) {
  const copy = audienceCopy[loaderData.audience];
  return (
    <div className="page help-page">
      <Breadcrumb crumbs={helpCrumbs(loaderData.audience)} />
      <div className="page-header">
        <h1>{m.help_audience_title({ audience: copy.name() })}</h1>
        <p className="lead">{copy.intro()}</p>
      </div>
      <ArticleList articles={loaderData.articles} />
      {/* Safe as HTML: the site's own list markup, filled by the server with escaped words; hidden while empty */}
      <ul className="help-articles cms-articles" dangerouslySetInnerHTML={{ __html: loaderData.live }} />
      <SupportFooter />
    </div>
  );
}
