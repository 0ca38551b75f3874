import { DEFAULT_LANGUAGE, type Language, languageOfPath, languageOfTag } from "@ikey/contracts/languages";

/**
 * The language a page's call was made in (docs/decisions/0017): the `Content-Language` the page
 * sends, else the language of the page's address when the browser gave it, else English.
 */
export function requestLanguage(contentLanguage: string | undefined, page?: string | null): Language {
  return languageOfTag(contentLanguage) ?? (page ? languageOfPath(page) : DEFAULT_LANGUAGE);
}
