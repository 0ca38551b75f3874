/*
 * What the body's toolbar inserts: the Markdown the site's renderer reads (contracts/markdown-blocks.ts:
 * headings of two and three #, bulleted and numbered lists, links, pictures), written around the selection so
 * the writer sees and can edit every character, as in any Markdown editor.
 */

export interface Edit {
  readonly text: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
}

export type LineFormat = "heading" | "subheading" | "bulleted" | "numbered";

/** What each line of the selection starts with in each format; a line's earlier mark is replaced. */
const prefixOf = (format: LineFormat, index: number) =>
  ({ heading: "## ", subheading: "### ", bulleted: "- ", numbered: `${index + 1}. ` })[format];
const EXISTING_MARK = /^(?:#{1,6} |[-*+] |\d+[.)] )/;
/** The words a format gets on an empty line, selected so typing replaces them. */
const placeholderOf = { heading: "Heading", subheading: "Subheading", bulleted: "Point", numbered: "Step" } as const;

/**
 * Turns the lines the selection touches into a heading or a list, with an empty line before and
 * after where a neighbouring paragraph would otherwise run into it.
 */
export function formatLines(edit: Edit, format: LineFormat): Edit {
  const { text } = edit;
  const start = text.lastIndexOf("\n", edit.selectionStart - 1) + 1;
  const endBreak = text.indexOf("\n", edit.selectionEnd);
  const end = endBreak === -1 ? text.length : endBreak;
  const lines = text.slice(start, end).split("\n");
  // A heading is one line: of several selected, the first becomes it.
  const chosen = format === "heading" || format === "subheading" ? lines.slice(0, 1) : lines;
  const rest = lines.slice(chosen.length);
  const marked = chosen.map((line, index) => {
    const words = line.replace(EXISTING_MARK, "");
    return `${prefixOf(format, index)}${words || placeholderOf[format]}`;
  });
  const before = text.slice(0, start);
  const after = rest.join("\n") + text.slice(end);
  const gapBefore = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const gapAfter = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const block = marked.join("\n");
  const blockStart = before.length + gapBefore.length;
  const onlyPlaceholder = chosen.length === 1 && chosen[0]?.replace(EXISTING_MARK, "") === "";
  return {
    text: `${before}${gapBefore}${block}${gapAfter}${after}`,
    // The placeholder selected, to be typed over; else the block, to see what changed.
    selectionStart: onlyPlaceholder ? blockStart + block.length - placeholderOf[format].length : blockStart,
    selectionEnd: blockStart + block.length,
  };
}

/** A link around the selected words (or the address itself when none are selected). */
export function insertLink(edit: Edit, address: string): Edit {
  const { text, selectionStart, selectionEnd } = edit;
  const words = text.slice(selectionStart, selectionEnd) || address;
  const link = `[${words}](${address})`;
  return {
    text: `${text.slice(0, selectionStart)}${link}${text.slice(selectionEnd)}`,
    selectionStart: selectionStart + 1,
    selectionEnd: selectionStart + 1 + words.length,
  };
}

/**
 * A picture as a paragraph of its own at the selection, the selected words (if any) as what it
 * shows. With none, the caret waits between its brackets: the editor lists the picture as a problem
 * until words are written there, rather than publishing a placeholder a screen reader would read.
 */
export function insertPicture(edit: Edit, source: string): Edit {
  const { text, selectionStart, selectionEnd } = edit;
  const words = text.slice(selectionStart, selectionEnd).replace(/\s+/g, " ").replace(/[[\]]/g, "").trim();
  const before = text.slice(0, selectionStart);
  const after = text.slice(selectionEnd);
  const gapBefore = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const gapAfter = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const altStart = before.length + gapBefore.length + 2;
  return {
    text: `${before}${gapBefore}![${words}](${source})${gapAfter}${after}`,
    selectionStart: altStart,
    selectionEnd: altStart + words.length,
  };
}
