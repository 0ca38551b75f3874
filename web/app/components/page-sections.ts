import type { Block } from "@ikey/contracts/prose-blocks";

/*
 * A page's text of `##` sections by id (the home page's, the campaign's), for pages whose sections
 * each have their own layout. A section, part or paragraph the page shows but the file lacks, or
 * holds in a form the page does not show, fails the build (prerendering) with the file's name,
 * rather than leaving a hole in the page.
 */

/** Blocks split at each heading of `level`: what comes before the first, then each heading's part. */
export function splitAt(blocks: readonly Block[], level: "h2" | "h3") {
  const lead: Block[] = [];
  const sections: { id: string; heading: string; blocks: Block[] }[] = [];
  for (const block of blocks) {
    if (block.type === level) sections.push({ id: block.id ?? "", heading: block.text, blocks: [] });
    else (sections.at(-1)?.blocks ?? lead).push(block);
  }
  return { lead, sections };
}

export interface PlainSection {
  readonly heading: string;
  /** The paragraphs before the first `###`. */
  readonly paragraphs: readonly string[];
  /** Each `###` with its paragraphs, by id. */
  readonly parts: readonly { readonly id: string; readonly heading: string; readonly paragraphs: readonly string[] }[];
}

export interface PageSections {
  /** A section's heading and blocks as the file has them, for a section that renders its own. */
  readonly blocks: (id: string) => { readonly heading: string; readonly blocks: readonly Block[] };
  /** A section of plain sentences: its heading, its opening paragraphs and its `###` parts. */
  readonly section: (id: string) => PlainSection;
}

/** `file` names the text in errors: "campaigns/rhb-reflex-premium-plus.md (ms)". */
export function pageSections(blocks: readonly Block[], file: string): PageSections {
  const { sections } = splitAt(blocks, "h2");
  const plain = (block: Block, where: string): string => {
    if (block.type === "p" && typeof block.text === "string") return block.text;
    throw new Error(
      `${file}: ${where} holds a ${block.type === "p" ? "link" : block.type}, which the page does not show`,
    );
  };
  const blocksOf = (id: string) => {
    const found = sections.find((section) => section.id === id);
    if (!found) throw new Error(`${file}: no "## … {#${id}}" section, which the page shows`);
    return found;
  };
  return {
    blocks: blocksOf,
    section(id) {
      const { heading, blocks: sectionBlocks } = blocksOf(id);
      const { lead, sections: parts } = splitAt(sectionBlocks, "h3");
      return {
        heading,
        paragraphs: lead.map((block) => plain(block, `#${id}`)),
        parts: parts.map((part) => ({
          id: part.id,
          heading: part.heading,
          paragraphs: part.blocks.map((block) => plain(block, `#${part.id}`)),
        })),
      };
    },
  };
}
