/**
 * The site's languages (docs/decisions/0017-languages.md): English at the addresses it has always
 * had, Malay and Simplified Chinese under a prefix of their own. The web build, the server, the
 * sitemaps and the language switcher all take addresses from here.
 */
export const LANGUAGES = ["en", "ms", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export interface LanguageInfo {
  /** What comes before a page's address in this language ("" for English). */
  readonly prefix: "" | `/${string}`;
  /** The page's `<html lang>`. */
  readonly htmlLang: string;
  /** The `hreflang` of the page's alternates and the sitemap's. */
  readonly hreflang: string;
  /** The language's own name, as the switcher shows it. */
  readonly nativeName: string;
  /** Its short name, for the header's switcher. */
  readonly shortName: string;
}

export const languageInfo: Record<Language, LanguageInfo> = {
  en: { prefix: "", htmlLang: "en-MY", hreflang: "en", nativeName: "English", shortName: "EN" },
  ms: { prefix: "/ms", htmlLang: "ms-MY", hreflang: "ms", nativeName: "Bahasa Melayu", shortName: "BM" },
  zh: { prefix: "/zh", htmlLang: "zh-Hans-MY", hreflang: "zh-Hans", nativeName: "简体中文", shortName: "中文" },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a site address is in: its prefix, or English. */
export function languageOfPath(path: string): Language {
  for (const language of LANGUAGES) {
    const { prefix } = languageInfo[language];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The address without its language prefix: the English page's address ("/ms" → "/"). */
export function basePath(path: string): string {
  const { prefix } = languageInfo[languageOfPath(path)];
  return path.slice(prefix.length) || "/";
}

/** The same page in another language ("/ms/faq", "zh" → "/zh/faq"; a language's home has no trailing slash). */
export function pathInLanguage(path: string, language: Language): string {
  const base = basePath(path);
  const { prefix } = languageInfo[language];
  return base === "/" && prefix ? prefix : `${prefix}${base}`;
}

/**
 * The language to suggest to a first-time visitor, from the browser's preferred languages in order
 * (`navigator.languages`): the first one the site has decides, and English needs no suggestion.
 * Any Chinese gets the Simplified pages, the only Chinese the site has.
 */
export function suggestedLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "en") return null;
    if (primary === "ms") return "ms";
    if (primary === "zh") return "zh";
  }
  return null;
}

/**
 * The header a page's calls name their language in (a lead, a deactivation): the payloads and
 * paths stay as the spec has them, and the server answers, stores and e-mails in that language.
 */
export const LANGUAGE_HEADER = "Content-Language";

/** The site's language a `Content-Language` value names ("ms-MY" → "ms"), or null for any other. */
export function languageOfTag(tag: string | undefined): Language | null {
  const primary = tag?.split(",")[0]?.trim().toLowerCase().split("-")[0];
  return isLanguage(primary) ? primary : null;
}
