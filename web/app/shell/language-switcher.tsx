import { LANGUAGES, languageInfo } from "@ikey/contracts/languages";
import { SITE_LANGUAGE } from "../lib/site-language";
import * as m from "../paraglide/messages.js";
import { LanguageLink } from "./language-link";

/**
 * Links to this page in the other languages. Each language is a build of its own, so these are
 * plain links (LanguageLink).
 */
export function LanguageSwitcher({ variant }: { readonly variant: "header" | "menu" }) {
  return (
    // A named list, not a landmark: the header and the menu each have one, and two landmarks of one name confuse.
    <div className={`language-switcher language-switcher-${variant}`}>
      <ul aria-label={m.language_switcher_label()}>
        {LANGUAGES.map((language) => {
          const info = languageInfo[language];
          const name = variant === "header" ? info.shortName : info.nativeName;
          return (
            <li key={language}>
              {language === SITE_LANGUAGE ? (
                <span aria-current="true" lang={info.htmlLang} title={info.nativeName}>
                  {name}
                </span>
              ) : (
                <LanguageLink language={language} lang={info.htmlLang} title={info.nativeName} data-language={language}>
                  {name}
                </LanguageLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
