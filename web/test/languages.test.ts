import { CAMPAIGN_SOURCE, malaysianStates, reflexTypes } from "@ikey/contracts/campaign-options";
import { genders, nationalities } from "@ikey/contracts/centre-sign-up-steps";
import { HELP_AUDIENCES, helpArticlePath, helpArticles, helpAudiencePath } from "@ikey/contracts/help-centre";
import { type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import { sitePages } from "@ikey/contracts/site-pages";
import { describe, expect, test } from "vitest";
import { englishLeftovers, PROPER_NAMES } from "../../e2e/lib/catalogues.ts";
import { findLeftovers } from "../../e2e/lib/page-words.ts";
import { builtText, pageHtml, parsePage } from "./built-pages";

// Every public page in Malay and Chinese has no English left (docs/decisions/0017-languages.md).

/**
 * What a reader, or a screen reader, meets on the page: every text node outside scripts and styles
 * (visually hidden ones too), the title and description, and the names and hints of its controls.
 * As e2e/lib/page-words.ts reads a loaded page; here from the HTML the page arrives as.
 */
function visibleWords(document: Document): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest("script, style, template")) texts.push(node.nodeValue ?? "");
  }
  const attributes = [...document.querySelectorAll("[aria-label], [alt], [placeholder], [title]")].flatMap((element) =>
    ["aria-label", "alt", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  return [document.title, description, ...texts, ...attributes].join("\n");
}

/** Each help article's English title and description, as the English audience pages list them. */
function englishArticleTexts(): string[] {
  return HELP_AUDIENCES.flatMap((audience) =>
    [...parsePage(helpAudiencePath(audience)).querySelectorAll("li")].flatMap((item) => {
      const [link, description] = item.children;
      return link?.tagName === "A" && description?.tagName === "P"
        ? [link.textContent ?? "", description.textContent ?? ""]
        : [];
    }),
  );
}

/** The help centre's pages other than its home (a site page): each audience's list and every article. */
const helpPages = [...HELP_AUDIENCES.map(helpAudiencePath), ...helpArticles.map(helpArticlePath)];

/** The pages whose scripts show the most: forms, dialogs and the status board. */
const SCRIPTED_PAGES = ["/", "/center-management-system", "/check-app-status", "/deactivate-account", "/sign-up"];

/** What the forms send, unchanged in every language (the payloads do not change); the pages show labels instead. */
const FORM_VALUES = [...genders, ...nationalities, ...malaysianStates, ...reflexTypes, CAMPAIGN_SOURCE];

for (const language of ["ms", "zh"] as const satisfies readonly Language[]) {
  const leftovers = englishLeftovers(language);
  // Long enough not to occur by chance in code.
  const longLeftovers = leftovers.filter((text) => text.length >= 16);

  describe(`in ${languageInfo[language].nativeName}`, () => {
    for (const page of sitePages) {
      const path = pathInLanguage(page.path, language);

      test(`${path} has no English left`, () => {
        expect(findLeftovers(visibleWords(parsePage(path)), leftovers)).toEqual([]);
      });
    }

    test("the help centre's lists and articles have no English left, the interface's or the articles'", () => {
      const articleEnglish = englishArticleTexts();
      expect(articleEnglish.length).toBe(helpArticles.length * 2);
      const withArticles = [...leftovers, ...articleEnglish];
      const found = helpPages.flatMap((englishPath) => {
        const path = pathInLanguage(englishPath, language);
        return findLeftovers(visibleWords(parsePage(path)), withArticles).map((text) => `${path}: ${text}`);
      });
      expect(found).toEqual([]);
    });

    // What a script could show later (a dialog, an error, a step of a form) is checked in its code.
    for (const englishPath of SCRIPTED_PAGES) {
      const path = pathInLanguage(englishPath, language);
      test(`${path}'s scripts carry none of English's interface strings`, () => {
        const scripts = [...new Set([...pageHtml(path).matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]))];
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) {
          const code = [...PROPER_NAMES, ...FORM_VALUES].reduce(
            (rest, name) => rest.replaceAll(name, " "),
            builtText(script.slice(1)),
          );
          expect(
            longLeftovers.filter((text) => code.includes(text)),
            script,
          ).toEqual([]);
        }
      });
    }
  });
}
