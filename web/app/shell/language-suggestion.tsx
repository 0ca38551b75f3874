import { type Language, languageInfo } from "@ikey/contracts/languages";
import { rememberLanguage } from "../lib/language-choice";
import { SITE_LANGUAGE } from "../lib/site-language";
import { LanguageLink } from "./language-link";
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
        <LanguageLink className="button button-primary" language={language}>
          {text.go}
        </LanguageLink>
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
