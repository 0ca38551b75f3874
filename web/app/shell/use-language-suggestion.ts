import { type Language, suggestedLanguage } from "@ikey/contracts/languages";
import { type ComponentType, useEffect, useState } from "react";
import { rememberedLanguage } from "../lib/language-choice";
import { SITE_LANGUAGE } from "../lib/site-language";

type Suggestion = { readonly language: Language; readonly Banner: ComponentType<BannerProps> };
type BannerProps = { readonly language: Language; readonly onClose: () => void };

/**
 * The language to offer this visitor, if not the page's: the one they chose before, or else the
 * first of their browser's languages the site has. The root never redirects; the offer is all.
 * Its code loads only when there is something to offer.
 */
export function useLanguageSuggestion(): { readonly suggestion: Suggestion | null; readonly close: () => void } {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  useEffect(() => {
    const language = rememberedLanguage() ?? suggestedLanguage(navigator.languages);
    if (!language || language === SITE_LANGUAGE) return;
    let current = true;
    import("./language-suggestion").then(
      ({ LanguageSuggestion }) => current && setSuggestion({ language, Banner: LanguageSuggestion }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return { suggestion, close: () => setSuggestion(null) };
}
