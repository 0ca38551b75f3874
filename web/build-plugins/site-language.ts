import type { Plugin } from "vite";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../contracts/languages";

/**
 * The language a build is for (docs/decisions/0017-languages.md): `SITE_LANGUAGE`, English if unset.
 * Each language is a build of its own, so no page carries another language's words.
 */
export function buildLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const value = env.SITE_LANGUAGE ?? DEFAULT_LANGUAGE;
  if (!isLanguage(value)) throw new Error(`SITE_LANGUAGE must be en, ms or zh, not "${value}"`);
  return value;
}

/**
 * Paraglide's compiled messages and runtime read the locale from this expression; a literal in its
 * place lets the minifier keep only this build's branch of every message
 * (web/scripts/compile-messages.mjs).
 */
export const STATIC_LOCALE_EXPRESSION = "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__";

/**
 * What each language sets between two sentences, or a label and its text, that a page puts side by
 * side (`__WORD_GAP__`, web/app/env.d.ts): Chinese sets nothing, its full-width punctuation
 * carrying its own space.
 */
const WORD_GAPS: Readonly<Record<Language, " " | "">> = { en: " ", ms: " ", zh: "" };

/** A compiled message's module: web/app/paraglide/messages/<name>.js. */
const MESSAGE_MODULE = /\/app\/paraglide\/messages\/(\w+)\.js$/;

/**
 * A compiled message module (Paraglide JS 2.25) exported as its one language's function. Paraglide
 * exports a dispatcher that picks a language at every call and warns when asked for another; with
 * one language per build it is dead weight in every chunk, once per message. The module then no
 * longer imports Paraglide's runtime either. Unchanged if the module is not laid out as expected.
 */
function oneLanguageMessage(code: string, name: string, language: Language): string | null {
  if (!code.includes(`const ${language}_${name} =`)) return null;
  const dispatcher = new RegExp(`export const ${name} = [\\s\\S]*$`);
  if (!dispatcher.test(code)) return null;
  return code
    .replace(/^import \{[^}]*\} from '\.\.\/runtime\.js';$/m, "")
    .replace(dispatcher, `export const ${name} = ${language}_${name};\n`);
}

/**
 * Makes a build one language's: Paraglide's messages are fixed to the language, and
 * `__SITE_LANGUAGE__` names it (`__WORD_GAP__`, how it spaces). Its prose is compiled for it by
 * markdown-content.ts.
 */
export function siteLanguage(language: Language): Plugin {
  return {
    name: "ikey-site-language",
    enforce: "pre",
    config: () => ({
      define: { __SITE_LANGUAGE__: JSON.stringify(language), __WORD_GAP__: JSON.stringify(WORD_GAPS[language]) },
    }),
    transform(code, id) {
      if (!id.includes("/app/paraglide/") || !code.includes(STATIC_LOCALE_EXPRESSION)) return null;
      const message = MESSAGE_MODULE.exec(id)?.[1];
      const fixed = (message && oneLanguageMessage(code, message, language)) ?? code;
      return { code: fixed.replaceAll(STATIC_LOCALE_EXPRESSION, JSON.stringify(language)), map: null };
    },
  };
}
