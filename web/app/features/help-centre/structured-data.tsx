import { business } from "@ikey/contracts/business";
import { languageInfo } from "@ikey/contracts/languages";
import { SITE_NAME } from "@ikey/contracts/site-pages";
import { absoluteInLanguage } from "../../lib/page-meta";
import { SITE_LANGUAGE } from "../../lib/site-language";
import type { Crumb } from "./breadcrumb";

/**
 * An article's schema.org description for search engines (JSON-LD): the article, who publishes it,
 * and its breadcrumb. e2e/help-centre.spec.ts validates every prerendered one against the
 * properties schema.org and Google's rich results ask for.
 */
export function articleStructuredData(article: {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly crumbs: readonly Crumb[];
}) {
  const url = absoluteInLanguage(article.path);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "TechArticle",
        "@id": `${url}#article`,
        headline: article.title,
        description: article.description,
        inLanguage: languageInfo[SITE_LANGUAGE].htmlLang,
        url,
        mainEntityOfPage: url,
        publisher: { "@type": "Organization", name: business.company.name, url: absoluteInLanguage("/") },
        isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absoluteInLanguage("/") },
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: article.crumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absoluteInLanguage(crumb.path ?? article.path),
        })),
      },
    ],
  };
}

/** JSON-LD in the page; `<` escaped so no text can close the script element. */
export function StructuredData({ data }: { readonly data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
