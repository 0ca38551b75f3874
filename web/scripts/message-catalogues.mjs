// The check that the interface catalogues are complete (docs/decisions/0017-languages.md), run by
// compile-messages.mjs before every compile, so a build never ships a page with a missing message.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** What a translator leaves in a message that is not translated yet. */
const PLACEHOLDER = /TODO|TRANSLATE|\[\[|\]\]|XXX/;

function readCatalogue(projectDir, pattern, language) {
  const file = join(projectDir, "..", pattern.replace("{locale}", language));
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, "utf8"));
  return { file, messages };
}

/**
 * Every problem with an inlang project's catalogues, as lines a translator can act on: a message
 * English has that a language misses or leaves empty, one still holding a placeholder, or one
 * English does not have.
 */
export function catalogueProblems(projectDir) {
  const settings = JSON.parse(readFileSync(join(projectDir, "settings.json"), "utf8"));
  const problems = [];
  for (const pattern of [settings["plugin.inlang.messageFormat"].pathPattern].flat()) {
    const english = readCatalogue(projectDir, pattern, settings.baseLocale).messages;
    for (const language of settings.locales) {
      const { file, messages } = readCatalogue(projectDir, pattern, language);
      for (const key of Object.keys(english)) {
        const text = messages[key];
        if (typeof text !== "string" || text.trim() === "") problems.push(`${file}: "${key}" is missing`);
        else if (PLACEHOLDER.test(text)) problems.push(`${file}: "${key}" still holds a placeholder`);
      }
      for (const key of Object.keys(messages)) {
        if (!(key in english)) problems.push(`${file}: "${key}" is not in English`);
      }
    }
  }
  return problems;
}
