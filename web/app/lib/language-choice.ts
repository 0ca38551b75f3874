import { isLanguage, type Language } from "@ikey/contracts/languages";

/** Where the visitor's choice of language is kept on their device. */
const STORAGE_KEY = "ikey-language";

/** The language the visitor chose with the switcher or the suggestion, if any. */
export function rememberedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage may be refused (private modes, blocked cookies): the site then simply does not remember.
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // As above: nothing to remember with.
  }
}
