import type { Page } from "@playwright/test";
import { business } from "../../contracts/business.ts";
import { parseSiteConfig } from "../../contracts/site-config.ts";
import { PROPER_NAMES } from "./catalogues.ts";

// Decision 0017's "no English left over", shared by the languages and help centre specs.
const site = parseSiteConfig({});

/**
 * What a reader, or a screen reader, meets on the page: every text node outside scripts and styles
 * (visually hidden ones too), the title and description, and the names and hints of its controls.
 */
export async function visibleWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, template")) texts.push(node.nodeValue ?? "");
    }
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [placeholder], [title]")].flatMap(
      (element) => ["aria-label", "alt", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    return [document.title, description, ...texts, ...attributes].join("\n");
  });
}

/** Every string in a value, however deep. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value
      ? Object.values(value).flatMap(stringsIn)
      : [];

/**
 * The proper names, the business facts (its company name and address) and the settings are not
 * leftovers. Unset settings are empty strings, and replacing "" would put a space between every
 * letter of the page.
 */
const namesAndSettings = [...PROPER_NAMES, ...stringsIn(business), ...stringsIn(site)].filter((value) => value !== "");

export function findLeftovers(pageText: string, leftovers: readonly string[]): string[] {
  const words = namesAndSettings.reduce((rest, name) => rest.replaceAll(name, " "), pageText);
  return leftovers.filter((text) => {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, "u").test(words);
  });
}
