import { LANGUAGES, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import { englishPageNames, HOME_TITLE } from "@ikey/contracts/page-names";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { canonicalPath, pageTitle, type SitePage, sitePages } from "@ikey/contracts/site-pages";
import { describe, expect, test } from "vitest";
import { catalogue } from "../../e2e/lib/catalogues.ts";
import { parsePage } from "./built-pages";

// What search engines and browsers read from a page's head, as the build wrote it
// (docs/decisions/0017-languages.md for the languages).
const site = parseSiteConfig({});
const absolute = (path: string) => new URL(path, site.SITE_URL).href;
const pageNameKey = (id: string) =>
  `page_name_${id.replace(/-/g, "_").replace(/^(student_privacy_policy|privacy_policy_html)$/, "privacy_policy")}`;

function expectedTitle(page: SitePage, language: (typeof LANGUAGES)[number]): string {
  if (language === "en")
    return page.id === "home" ? HOME_TITLE : pageTitle(englishPageNames[page.id as keyof typeof englishPageNames]);
  const messages = catalogue(language);
  return (page.id === "home" ? messages.home_title : pageTitle(messages[pageNameKey(page.id)] ?? "")) ?? "";
}

for (const language of LANGUAGES) {
  describe(`in ${languageInfo[language].nativeName}`, () => {
    for (const page of sitePages) {
      const path = pathInLanguage(page.path, language);
      test(`${path}: lang, title, canonical and alternate links, and crawlable`, () => {
        const document = parsePage(path);
        expect(document.documentElement.getAttribute("lang")).toBe(languageInfo[language].htmlLang);
        expect(document.title).toBe(expectedTitle(page, language));
        const links = (selector: string) =>
          [...document.querySelectorAll(`head ${selector}`)].map((link) => link.getAttribute("href"));
        // The address search engines should index, in this language, instead of `noindex`.
        const canonical = canonicalPath(page);
        expect(links('link[rel="canonical"]')).toEqual([absolute(pathInLanguage(canonical, language))]);
        expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
        for (const other of LANGUAGES) {
          expect(links(`link[rel="alternate"][hreflang="${languageInfo[other].hreflang}"]`), other).toEqual([
            absolute(pathInLanguage(canonical, other)),
          ]);
        }
        expect(links('link[rel="alternate"][hreflang="x-default"]')).toEqual([absolute(canonical)]);
      });
    }
  });
}
