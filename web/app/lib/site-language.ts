import { LANGUAGE_HEADER, type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";

/** The language of the build this page belongs to (web/build-plugins/site-language.ts). */
export const SITE_LANGUAGE: Language = __SITE_LANGUAGE__;

/**
 * A site address in this page's language: "/faq#x" is "/ms/faq#x" on a Malay page. Addresses that
 * are not the site's own (other hosts, mailto:, anchors) are left as they are.
 */
export function localizePath(address: string): string {
  if (!address.startsWith("/") || address.startsWith("//")) return address;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/s.exec(address) ?? [];
  return `${pathInLanguage(path || "/", SITE_LANGUAGE)}${rest}`;
}

/** Names the page's language on the calls it makes, so the server answers, stores and e-mails in it. */
export const languageHeader = { [LANGUAGE_HEADER]: languageInfo[SITE_LANGUAGE].htmlLang } as const;
