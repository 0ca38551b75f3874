import { type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { rememberLanguage } from "../lib/language-choice";

/**
 * A link to this page in another language, for the switcher and the suggestion. Each language is
 * a build of its own, so it is a plain link, a full page load. Following it remembers the choice,
 * and adds the hash then, since the page may have changed it (a tab, a question) since it rendered.
 */
export function LanguageLink({
  language,
  ...props
}: { readonly language: Language } & Omit<ComponentProps<"a">, "href" | "hrefLang" | "onClick">) {
  const { pathname } = useLocation();
  const href = pathInLanguage(pathname, language);
  return (
    <a
      {...props}
      href={href}
      hrefLang={languageInfo[language].hreflang}
      onClick={(event) => {
        rememberLanguage(language);
        event.currentTarget.href = `${href}${window.location.hash}`;
      }}
    />
  );
}
