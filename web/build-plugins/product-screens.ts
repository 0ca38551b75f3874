import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";
import type { Plugin } from "vite";
import type { Language } from "../../contracts/languages";

/*
 * The product screens (docs/decisions/0037-product-screens.md) are SVG templates under
 * app/images/product-screens/: their words are `{{message_key}}` placeholders, read from
 * messages/<language>/product-screens.json, and their colours and fonts are `var(--token)`, read from
 * the site's design tokens in app/styles/base.css. An `<img>` cannot see the page's CSS, so each
 * build writes its language's finished drawing and hands that file to Vite's own asset handling:
 * a page imports the template as any other picture and gets its language's hashed URL.
 */

const TEMPLATE = /\/app\/images\/product-screens\/[\w-]+\.svg$/;
const WORD = /\{\{(\w+)\}\}/g;
const TOKEN = /var\(--([\w-]+)\)/g;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/**
 * The custom properties of `:root`, with the language's `:root:lang(<language>)` ones over them, and
 * those that name another token resolved.
 */
export function readDesignTokens(css: string, language: Language): Readonly<Record<string, string>> {
  const base: Record<string, string> = {};
  const own: Record<string, string> = {};
  postcss.parse(css).walkRules((rule) => {
    const into = rule.selector === ":root" ? base : rule.selector === `:root:lang(${language})` ? own : null;
    if (!into || rule.parent?.type !== "root") return;
    rule.walkDecls(/^--/, (declaration) => {
      into[declaration.prop.slice(2)] = declaration.value.replace(/\s+/g, " ").trim();
    });
  });
  const tokens: Record<string, string> = { ...base, ...own };
  // A token may name another (`--drawing-font: var(--font)`): resolved the way CSS would, a few deep.
  for (let depth = 0; depth < 4; depth++) {
    for (const [name, value] of Object.entries(tokens)) {
      tokens[name] = value.replace(TOKEN, (whole, other: string) => tokens[other] ?? whole);
    }
  }
  return tokens;
}

/** A template with its words and tokens filled in; it throws naming what a language or the tokens lack. */
export function drawProductScreen(
  template: string,
  words: Readonly<Record<string, string>>,
  tokens: Readonly<Record<string, string>>,
): string {
  return template
    .replace(WORD, (_, key: string) => {
      const word = words[key];
      if (typeof word !== "string") throw new Error(`no message "${key}" in product-screens.json`);
      return escapeXml(word);
    })
    .replace(TOKEN, (_, name: string) => {
      const value = tokens[name];
      if (value === undefined) throw new Error(`no design token --${name} in app/styles/base.css`);
      return escapeXml(value);
    });
}

export function productScreens(language: Language): Plugin {
  const web = fileURLToPath(new URL("..", import.meta.url));
  const outDir = join(web, "node_modules/.product-screens", language);
  const read = () => ({
    words: JSON.parse(readFileSync(join(web, "messages", language, "product-screens.json"), "utf8")),
    tokens: readDesignTokens(readFileSync(join(web, "app/styles/base.css"), "utf8"), language),
  });
  return {
    name: "ikey-product-screens",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.endsWith(".svg") || !source.includes("product-screens/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !TEMPLATE.test(resolved.id)) return resolved;
      this.addWatchFile(resolved.id);
      const { words, tokens } = read();
      let drawing: string;
      try {
        drawing = drawProductScreen(readFileSync(resolved.id, "utf8"), words, tokens);
      } catch (error) {
        this.error(`${basename(resolved.id)} in ${language}: ${(error as Error).message}`);
      }
      mkdirSync(outDir, { recursive: true });
      const file = join(outDir, basename(resolved.id));
      writeFileSync(file, drawing);
      return file;
    },
  };
}
