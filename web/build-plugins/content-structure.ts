import type { Block, Inline } from "../../contracts/prose-blocks";

/*
 * What a translation must keep of its English file (markdown-content.ts): its headings in order
 * with their ids (the FAQ's questions, the terms' and the policy's sections, which the pages' lists
 * of contents and links lead to), how many items each list has, and where its links go. Paragraphs
 * may differ: a translation can say in two sentences what English says in one, or add a notice
 * that the English text prevails.
 */

function linksOf(text: Inline | readonly Inline[]): string[] {
  const parts = Array.isArray(text) ? text : [text];
  return parts.flatMap((part) => (typeof part === "string" ? [] : [part.href]));
}

/** The structure of some blocks, as one line to compare and to show in a build error. */
export function structureOf(blocks: readonly Block[]): string {
  const marks = blocks.flatMap((block) => {
    switch (block.type) {
      case "h2":
      case "h3":
        return [`${block.type}${block.id ? `#${block.id}` : ""}`];
      case "ul":
      case "ol":
        return [
          `${block.type}(${block.items.length})`,
          ...block.items
            .flatMap(linksOf)
            .sort()
            .map((href) => `→${href}`),
        ];
      case "p":
        // A sentence's links may come in another order in another language's grammar.
        return linksOf(block.text)
          .sort()
          .map((href) => `→${href}`);
      default:
        return [];
    }
  });
  return marks.join(" ");
}
