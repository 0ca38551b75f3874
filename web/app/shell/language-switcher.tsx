import { LANGUAGES, type Language, languageInfo } from "@ikey/contracts/languages";
import { SITE_LANGUAGE } from "../lib/site-language";
import * as m from "../paraglide/messages.js";
import { LanguageLink } from "./language-link";

/** The header's short names ("BM"); the menu's and the footer's are the languages' own ("Bahasa Melayu"). */
type Variant = "header" | "menu" | "footer";

/**
 * A name in the switcher. Outside the Chinese site, Chinese names are outlines drawn by the
 * stylesheet (chinese-labels.css): as text, they alone made the browser load a CJK font in the
 * page's first layout. The image keeps the name, in its language, for assistive technology.
 */
function LanguageName({ language, variant }: { readonly language: Language; readonly variant: Variant }) {
  const info = languageInfo[language];
  const name = variant === "header" ? info.shortName : info.nativeName;
  if (language !== "zh" || SITE_LANGUAGE === "zh") return name;
  return (
    <span className="chinese-label-frame">
      <span
        className={`chinese-label chinese-label-${variant === "header" ? "short" : "native"}`}
        role="img"
        aria-label={name}
      />
    </span>
  );
}

/**
 * Links to this page in the other languages. Each language is a build of its own, so these are
 * plain links (LanguageLink).
 */
export function LanguageSwitcher({ variant }: { readonly variant: Variant }) {
  return (
    // A named group, not a landmark: the header, the menu and the footer each have one, and
    // landmarks of one name confuse. The name is on the group because a plain list may not carry one.
    // biome-ignore lint/a11y/useSemanticElements: a group of links; <fieldset> groups form controls
    <div
      className={`language-switcher language-switcher-${variant}`}
      role="group"
      aria-label={m.language_switcher_label()}
    >
      <ul>
        {LANGUAGES.map((language) => {
          const info = languageInfo[language];
          const name = <LanguageName language={language} variant={variant} />;
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
