import type { Language } from "@ikey/contracts/languages";
import type { Block, Inline } from "@ikey/contracts/prose-blocks";
import { type CollectionName, collections } from "../build-plugins/content-collections";
import { collectionSlugs, loadEntry } from "../build-plugins/markdown-content";

/** The text of some blocks, each run of words apart (a link's words, the words between links). */
function blockTexts(blocks: readonly Block[]): string[] {
  const inline = (text: Inline | readonly Inline[]) =>
    (Array.isArray(text) ? text : [text]).map((part) => (typeof part === "string" ? part : part.text));
  return blocks.flatMap((block) =>
    block.type === "p"
      ? inline(block.text)
      : "items" in block
        ? block.items.flatMap(inline)
        : block.type === "img"
          ? [block.alt]
          : [block.text],
  );
}

/** The words of a file's frontmatter (a picture's description, a button's label), not its data. */
function frontmatterTexts(entry: Readonly<Record<string, unknown>>, data: readonly string[]): string[] {
  const walk = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(walk)
        : typeof value === "object" && value !== null
          ? Object.values(value).flatMap(walk)
          : [];
  const internal = new Set(["slug", "blocks", "language", "fallback", "labels", ...data]);
  return Object.entries(entry).flatMap(([key, value]) => (internal.has(key) ? [] : walk(value)));
}

/**
 * The English sentences of web/content (the Markdown's prose and its frontmatter's words, compiled
 * as the English build compiles them) that a language's own files replace: what its pages must not
 * show. A phrase the
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
      const data: readonly string[] = collections[collection].data;
      const source = loadEntry(collection, slug, "en");
      english.push(...sentences([...blockTexts(source.blocks), ...frontmatterTexts(source, data)]));
      translated.push(...sentences([...blockTexts(entry.blocks), ...frontmatterTexts(entry, data)]));
    }
  }
  const theirs = translated.join("\n");
  return [...new Set(english)].filter((text) => /\S\s+\S/.test(text) && !theirs.includes(text));
}
