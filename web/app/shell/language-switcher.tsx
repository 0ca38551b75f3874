import { LANGUAGES, type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { rememberLanguage } from "../lib/language-choice";
import { SITE_LANGUAGE } from "../lib/site-language";
import * as m from "../paraglide/messages.js";

/**
 * Links to this page in the other languages. Each language is a build of its own, so these are
 * plain links, a full page load. The hash is added as the link is followed, since the page may
 * have changed it (a tab, a question) since it was rendered.
 */
export function LanguageSwitcher({ variant }: { readonly variant: "header" | "menu" }) {
  const { pathname } = useLocation();
  const follow = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(language);
    event.currentTarget.href = `${pathInLanguage(pathname, language)}${window.location.hash}`;
  };
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
                <a
                  href={pathInLanguage(pathname, language)}
                  hrefLang={info.hreflang}
                  lang={info.htmlLang}
                  title={info.nativeName}
                  onClick={follow(language)}
                  data-language={language}
                >
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
