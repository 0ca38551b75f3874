import { type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import { useLocation } from "react-router";
import { rememberLanguage } from "../lib/language-choice";
import { SITE_LANGUAGE } from "../lib/site-language";
import { suggestionText } from "./language-suggestion-text";

/**
 * A dismissible offer of this page in the visitor's language. It floats over the page's foot
 * instead of pushing the page down, so it shifts no content, and it takes no focus. Either answer
 * is remembered, so it is offered once.
 */
export function LanguageSuggestion({
  language,
  onClose,
}: {
  readonly language: Language;
  readonly onClose: () => void;
}) {
  const { pathname } = useLocation();
  const text = suggestionText[language];
  const info = languageInfo[language];
  return (
    <section
      className="language-suggestion"
      lang={info.htmlLang}
      aria-label={info.nativeName}
      data-testid="language-suggestion"
    >
      <p>{text.offer}</p>
      <div className="language-suggestion-actions">
        <a
          className="button button-primary"
          hrefLang={info.hreflang}
          href={pathInLanguage(pathname, language)}
          onClick={(event) => {
            rememberLanguage(language);
            event.currentTarget.href = `${pathInLanguage(pathname, language)}${window.location.hash}`;
          }}
        >
          {text.go}
        </a>
        <button
          type="button"
          className="button"
          onClick={() => {
            rememberLanguage(SITE_LANGUAGE);
            onClose();
          }}
        >
          {text.stay}
        </button>
      </div>
    </section>
  );
}
