import { LANGUAGES, type Language, languageInfo, pathInLanguage } from "./languages";
import { indexedPages } from "./site-addresses";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * sitemap.xml: every listed page in every language, with absolute addresses under `siteUrl`, and
 * `morePaths` (English addresses of pages the content folder makes, such as each announcement). Each
 * entry names the page's address in every language and English as the default (`xhtml:link`
 * alternates, as search engines read them).
 */
export function renderSitemapXml(siteUrl: string, morePaths: readonly string[] = []): string {
  const paths = [...indexedPages.map((page) => page.path), ...morePaths];
  const urls = paths.map((path) =>
    sitemapEntries(
      siteUrl,
      Object.fromEntries(LANGUAGES.map((language) => [language, pathInLanguage(path, language)])),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * One page's `<url>` entries, one per language it has an address in (`paths`), each naming all of
 * them and English as the default. The server adds the console's posts with it
 * (docs/decisions/0045-cms.md), whose addresses differ by language and which some languages lack.
 */
export function sitemapEntries(siteUrl: string, paths: Partial<Record<Language, string>>): string {
  const href = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const languages = LANGUAGES.filter((language) => paths[language]);
  const alternates = [
    ...languages.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${languageInfo[language].hreflang}" href="${href(paths[language] ?? "")}"/>`,
    ),
    ...(paths.en ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${href(paths.en)}"/>`] : []),
  ];
  return languages
    .map((language) => `  <url>\n    <loc>${href(paths[language] ?? "")}</loc>\n${alternates.join("\n")}\n  </url>`)
    .join("\n");
}

export function renderRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}
