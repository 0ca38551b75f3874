import { helpArticlePath, helpArticles } from "@ikey/contracts/help-centre";
import { LANGUAGES, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { expect, test } from "vitest";
import { z } from "zod";
import { parsePage } from "./built-pages";

// The help centre's articles as search engines read them (docs/decisions/0018): each carries its
// structured data in the prerendered page, in every language.
const site = parseSiteConfig({});

/**
 * The structured data schema.org defines for these types, with the properties Google's article and
 * breadcrumb rich results require or recommend.
 */
const absoluteUrl = z.url().refine((url) => url.startsWith(site.SITE_URL), "an address of this site");
const articleData = z.object({
  "@context": z.literal("https://schema.org"),
  "@graph": z.tuple([
    z.object({
      "@type": z.literal("TechArticle"),
      "@id": absoluteUrl,
      headline: z.string().min(1).max(110),
      description: z.string().min(1).max(160),
      inLanguage: z.enum(LANGUAGES.map((language) => languageInfo[language].htmlLang) as [string, ...string[]]),
      url: absoluteUrl,
      mainEntityOfPage: absoluteUrl,
      publisher: z.object({ "@type": z.literal("Organization"), name: z.string().min(1), url: absoluteUrl }),
      isPartOf: z.object({ "@type": z.literal("WebSite"), name: z.literal("iKEY"), url: absoluteUrl }),
    }),
    z.object({
      "@type": z.literal("BreadcrumbList"),
      itemListElement: z
        .array(
          z.object({
            "@type": z.literal("ListItem"),
            position: z.number().int().min(1),
            name: z.string().min(1),
            item: absoluteUrl,
          }),
        )
        .length(3)
        .refine((items) => items.every((item, index) => item.position === index + 1), "positions 1, 2, 3"),
    }),
  ]),
});

test("every article in every language carries valid structured data naming the page", () => {
  for (const language of LANGUAGES) {
    for (const entry of helpArticles) {
      const path = pathInLanguage(helpArticlePath(entry), language);
      const page = parsePage(path);
      const json = page.querySelector('script[type="application/ld+json"]')?.textContent;
      expect(json, path).toBeDefined();
      const parsed = articleData.safeParse(JSON.parse(json ?? "null"));
      expect(parsed.error?.issues ?? [], path).toEqual([]);
      const [article, breadcrumb] = parsed.data?.["@graph"] ?? [];
      expect(article?.url, path).toBe(new URL(path, site.SITE_URL).href);
      expect(article?.inLanguage, path).toBe(languageInfo[language].htmlLang);
      expect(breadcrumb?.itemListElement.at(-1)?.item, path).toBe(article?.url);
      // The headline is the page's heading.
      expect(article?.headline, path).toBe(page.querySelector("h1")?.textContent);
    }
  }
});
