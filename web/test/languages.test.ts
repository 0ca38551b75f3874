import { CAMPAIGN_SOURCE, malaysianStates, reflexTypes } from "@ikey/contracts/campaign-options";
import { genders, nationalities } from "@ikey/contracts/centre-sign-up-steps";
import { HELP_AUDIENCES, helpArticlePath, helpArticles, helpAudiencePath } from "@ikey/contracts/help-centre";
import { type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import { leadKinds } from "@ikey/contracts/leads";
import { sitePages } from "@ikey/contracts/site-pages";
import { describe, expect, test } from "vitest";
import { englishLeftovers, PROPER_NAMES } from "../../e2e/lib/catalogues.ts";
import { findLeftovers } from "../../e2e/lib/page-words.ts";
import { builtText, parsePage } from "./built-pages";
import { englishMarkdownCopy } from "./english-copy";
import { moduleText, scriptsEverLoaded } from "./page-scripts";

// Every public page in Malay and Chinese has no English left (docs/decisions/0017-languages.md).

/**
 * What a reader, or a screen reader, meets on the page: every text node outside scripts and styles
 * (visually hidden ones too), the title and description, the names and hints of its controls, and
 * the words of its pictures.
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
  return [document.title, description, ...texts, ...attributes, ...pictureWords(document)].join("\n");
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The words drawn inside the page's SVG pictures (the product screens, docs/decisions/0037): an
 * `<img>` shows them as any other text, so they are read as the page's.
 */
function pictureWords(document: Document): string[] {
  const sources = [...document.querySelectorAll("img[src]")].map((image) => image.getAttribute("src") ?? "");
  return sources
    .filter((source) => source.endsWith(".svg"))
    .flatMap((source) => {
      const svg = builtText(source.replace(/^\//, ""));
      return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text = ""]) =>
        text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? ""),
      );
    });
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

/** What the forms send, unchanged in every language (the payloads do not change); the pages show labels instead. */
const FORM_VALUES = [...genders, ...nationalities, ...malaysianStates, ...reflexTypes, CAMPAIGN_SOURCE];

/**
 * The contracts' English, which the server answers in: every form's validation messages (each
 * contract's `…Messages` record) and each lead's title (the sales e-mail's). A form's script keeps
 * them in every language, as its schema's defaults and its lead's declaration, while the form
 * itself checks with the page's own messages (docs/decisions/0017-languages.md). Cut out of the
 * code like the names, longest first, since a phrase looked for may be part of one ("terms and
 * conditions" of "Please accept terms and conditions before submit").
 */
const contracts = import.meta.glob<Record<string, unknown>>(["../../contracts/*.ts", "!../../contracts/*.test.ts"], {
  eager: true,
});
const SERVER_ENGLISH = [
  ...Object.values(contracts).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith("Messages"))
      .flatMap(([, messages]) => Object.values(messages as Record<string, string>)),
  ),
  ...leadKinds.map((kind) => kind.title),
].sort((a, b) => b.length - a.length);

/**
 * Chinese sets no space after its full-width punctuation, which carries its own, nor between two
 * characters: one there shows as a gap mid-sentence. Read from each block of text as a whole, so a
 * space a template puts between two sentences is found as well as one in a message.
 */
function chineseSpacing(document: Document): string[] {
  const blocks =
    "title, p, li, dt, dd, th, td, h1, h2, h3, h4, h5, h6, label, legend, button, summary, figcaption, option";
  const texts = [...document.querySelectorAll(blocks)].map((block) => block.textContent ?? "");
  const gap = /[。，、；：！？）」』”][ \u00a0\u3000]+\S|\p{Script=Han}[ \u00a0]+\p{Script=Han}/gu;
  return texts.flatMap((text) =>
    [...text.matchAll(gap)].map((match) => text.slice(Math.max(0, match.index - 12), match.index + 14)),
  );
}

describe("in 中文, spacing", () => {
  for (const page of sitePages) {
    const path = pathInLanguage(page.path, "zh");
    test(`${path} has no space after full-width punctuation or between characters`, () => {
      expect(chineseSpacing(parsePage(path))).toEqual([]);
    });
  }
});

// Malay names the parent app one way on every page: "Aplikasi Ibu Bapa" (the FAQ's tab once said
// "Aplikasi Parent" beside it).
test("in Bahasa Melayu, the parent app has one name on every page", () => {
  const found = sitePages.flatMap((page) => {
    const path = pathInLanguage(page.path, "ms");
    return /Aplikasi Parent/i.test(visibleWords(parsePage(path))) ? [path] : [];
  });
  expect(found).toEqual([]);
});

for (const language of ["ms", "zh"] as const satisfies readonly Language[]) {
  // The interface's English, and the Markdown's where this language has its own words.
  const leftovers = [...englishLeftovers(language), ...englishMarkdownCopy(language)];

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

    // What a script could show later (a dialog, an error, a step of a form) is checked in its code:
    // every script the page can load, those it imports on demand included: the interface's English
    // and the Markdown's, which a build that compiled the wrong language's file would carry. Only
    // phrases long enough not to occur in code by chance.
    const english = leftovers.filter((text) => text.length >= 16);
    /** The English a module carries, found once however many pages load it. */
    const found = new Map<string, readonly string[]>();
    const englishIn = (script: string) => {
      let texts = found.get(script);
      if (texts === undefined) {
        const code = [...SERVER_ENGLISH, ...PROPER_NAMES, ...FORM_VALUES].reduce(
          (rest, name) => rest.replaceAll(name, " "),
          moduleText(script),
        );
        texts = english.filter((text) => code.includes(text));
        found.set(script, texts);
      }
      return texts;
    };

    for (const page of sitePages) {
      const path = pathInLanguage(page.path, language);
      test(`${path}'s scripts, and those they load later, carry no English`, () => {
        const scripts = scriptsEverLoaded(parsePage(path), path);
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.flatMap((script) => englishIn(script).map((text) => `${script}: ${text}`))).toEqual([]);
      });
    }
  });
}
