import { LANGUAGES, type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import { canonicalPath, pageById } from "@ikey/contracts/site-pages";
import type { MetaDescriptor } from "react-router";
import type { PageIntroOf } from "../../build-plugins/page-intros";
import { localizedPageTitle } from "./page-names";
import { siteConfig } from "./site-config";
import { SITE_LANGUAGE } from "./site-language";

const absolute = (path: string) => new URL(path, siteConfig.SITE_URL).href;

/**
 * The title, description and canonical address of a page, for its route module's `meta` export,
 * with the same page's address in every language (`hreflang`), English being the default for any
 * other language (`x-default`). The intro (`virtual:page-intro/<page id>`) names the page.
 */
export function pageMeta({ page, description }: PageIntroOf): MetaDescriptor[] {
  return metaTags({
    title: localizedPageTitle(page),
    description,
    path: canonicalPath(pageById(page)),
  });
}

/**
 * The same tags for a page of its own words (a help article): `path` is its English address. A page
 * the console publishes (docs/decisions/0045-cms.md) has an address of its own in each language it
 * is published in, and none in the others: `alternates` gives those, by language.
 */
export function metaTags({
  title,
  description,
  path,
  alternates = Object.fromEntries(LANGUAGES.map((language) => [language, pathInLanguage(path, language)])),
}: {
  title: string;
  description: string;
  path: string;
  alternates?: Partial<Record<Language, string>>;
}) {
  const url = absoluteInLanguage(path);
  const english = alternates.en;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:locale", content: languageInfo[SITE_LANGUAGE].htmlLang.replace(/-(Hans-)?/, "_") },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.flatMap((language) => {
      const href = alternates[language];
      return href
        ? [{ tagName: "link", rel: "alternate", hrefLang: languageInfo[language].hreflang, href: absolute(href) }]
        : [];
    }),
    ...(english ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(english) }] : []),
  ] satisfies MetaDescriptor[];
}

/** An absolute address of the site, in this page's language: for structured data. */
export function absoluteInLanguage(path: string): string {
  return absolute(pathInLanguage(path, SITE_LANGUAGE));
}
