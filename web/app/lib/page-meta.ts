import { LANGUAGES, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
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

/** The same tags for a page of its own words (a help article): `path` is its English address. */
export function metaTags({ title, description, path }: { title: string; description: string; path: string }) {
  const url = absoluteInLanguage(path);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:locale", content: languageInfo[SITE_LANGUAGE].htmlLang.replace(/-(Hans-)?/, "_") },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: languageInfo[language].hreflang,
      href: absolute(pathInLanguage(path, language)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(path) },
  ] satisfies MetaDescriptor[];
}

/** An absolute address of the site, in this page's language: for structured data. */
export function absoluteInLanguage(path: string): string {
  return absolute(pathInLanguage(path, SITE_LANGUAGE));
}
