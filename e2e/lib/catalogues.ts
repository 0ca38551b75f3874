import { readdirSync, readFileSync } from "node:fs";
import type { Language } from "../../contracts/languages.ts";

const root = new URL("../../web/messages/", import.meta.url);

/** Every interface message of a language (web/messages/<language>/*.json), by key. */
export function catalogue(language: Language): Readonly<Record<string, string>> {
  const folder = new URL(`${language}/`, root);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const { $schema: _schema, ...messages } = JSON.parse(readFileSync(new URL(file, folder), "utf8"));
    Object.assign(merged, messages);
  }
  return merged;
}

/**
 * The English texts that must not appear on a page in `language`: each English message the
 * language translates differently (one it keeps, such as "Menu" in Malay, is the same word there),
 * cut at its placeholders into the phrases between them. A part the translation itself contains is
 * a name (iKEY Educator), not a leftover.
 */
export function englishLeftovers(language: Language): readonly string[] {
  const english = catalogue("en");
  const translated = catalogue(language);
  const texts = new Set<string>();
  for (const [key, text] of Object.entries(english)) {
    if (translated[key] === text) continue;
    for (const part of text.split(/\{[^}]*\}/)) {
      const trimmed = part.trim();
      // A phrase: a lone English word on a Malay page is as likely part of a name ("RHB Bank",
      // "iKEY Payment Account") as a leftover.
      if (/\S\s+\S/.test(trimmed) && !translated[key]?.includes(trimmed)) texts.add(trimmed);
    }
  }
  return [...texts];
}

/**
 * Names that stay as they are in every language (decision 0017: product names, the bank's, the stores'),
 * which may contain an English phrase the catalogue also has ("iKEY Centre Management System").
 */
export const PROPER_NAMES = ["iKEY Centre Management System", "iKEY Payment Account"] as const;
