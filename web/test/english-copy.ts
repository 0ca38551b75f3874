import { readdirSync, readFileSync } from "node:fs";
import type { Language } from "@ikey/contracts/languages";
import ts from "typescript";
import type { Block, Inline } from "../app/components/prose-blocks";
import { type CollectionName, collections } from "../build-plugins/content-collections";
import { collectionSlugs, loadEntry } from "../build-plugins/markdown-content";

/** The English content modules (web/app/content/<name>.ts); their translations are in content/<language>/. */
const content = new URL("../app/content/", import.meta.url);

function parse(url: URL): ts.SourceFile {
  return ts.createSourceFile(url.pathname, readFileSync(url, "utf8"), ts.ScriptTarget.Latest, true);
}

/** The values and functions a module declares and exports itself, by name (not what it re-exports). */
function declaredExports(module: ts.SourceFile): Map<string, ts.Node> {
  const declared = new Map<string, ts.Node>();
  for (const statement of module.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) declared.set(declaration.name.text, declaration);
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      declared.set(statement.name.text, statement);
    }
  }
  return declared;
}

/** The strings a piece of code writes, a template's cut at its placeholders. */
function stringsIn(node: ts.Node): string[] {
  const strings: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) strings.push(child.text);
    else if (ts.isTemplateExpression(child)) {
      strings.push(child.head.text, ...child.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return strings;
}

/**
 * The English page copy a language's content replaces: the phrases (two words or more) of every
 * English export that the language's module declares again, rather than takes from the English one
 * as it is (the centres' names, the deletion e-mail's subject, dates). A phrase the translation
 * itself contains is a name (RHB Reflex Premium Plus for Education), not a leftover. Read from the
 * sources, so that what the build keeps of an English module can be looked for in its chunks.
 */
export function englishCopy(language: Language): readonly string[] {
  const files = readdirSync(content).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
  const translations = new Map(files.map((file) => [file, parse(new URL(`${language}/${file}`, content))]));
  const translatedText = [...translations.values()].map((module) => module.text).join("\n");
  const texts = new Set<string>();
  for (const file of files) {
    const translated = declaredExports(translations.get(file) as ts.SourceFile);
    for (const [name, declaration] of declaredExports(parse(new URL(file, content)))) {
      if (!translated.has(name)) continue;
      for (const text of stringsIn(declaration)) {
        const trimmed = text.trim();
        if (/\S\s+\S/.test(trimmed) && !translatedText.includes(trimmed)) texts.add(trimmed);
      }
    }
  }
  return [...texts];
}

/** The text of some blocks, each run of words apart (a link's words, the words between links). */
function blockTexts(blocks: readonly Block[]): string[] {
  const inline = (text: Inline | readonly Inline[]) =>
    (Array.isArray(text) ? text : [text]).map((part) => (typeof part === "string" ? part : part.text));
  return blocks.flatMap((block) =>
    block.type === "p" ? inline(block.text) : "items" in block ? block.items.flatMap(inline) : [block.text],
  );
}

/**
 * The English sentences of web/content (the Markdown's prose, compiled as the English build
 * compiles it) that a language's own files replace: what its pages must not show. A phrase the
 * translations also write is a name or a defined term ("Service Fee"), not a leftover; a post the
 * language shows in English, with its note, is left out.
 */
export function englishMarkdownCopy(language: Language): readonly string[] {
  const sentences = (texts: readonly string[]) =>
    texts.flatMap((text) => text.split(/(?<=[.!?:])\s+/)).map((text) => text.trim());
  const english: string[] = [];
  const translated: string[] = [];
  for (const collection of Object.keys(collections) as CollectionName[]) {
    const slugs = collectionSlugs(collection);
    for (const slug of slugs) {
      const entry = loadEntry(collection, slug, language);
      if (entry.fallback) continue;
      english.push(...sentences(blockTexts(loadEntry(collection, slug, "en").blocks)));
      translated.push(...sentences(blockTexts(entry.blocks)));
    }
  }
  const theirs = translated.join("\n");
  return [...new Set(english)].filter((text) => /\S\s+\S/.test(text) && !theirs.includes(text));
}
