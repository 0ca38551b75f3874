import type { Root } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { CMS_BODY_MAX } from "./cms";
import { blocksOf, type MarkdownProblem } from "./markdown-blocks";
import { beyondBounds } from "./markdown-bounds";
import type { Block } from "./prose-blocks";

/*
 * A body written in the staff console, as blocks, by the rules of the site's own content
 * (markdown-blocks.ts), so an item's page reads like the pages around it. Unlike the build, which
 * stops at a file's first problem, this lists every problem with its line and still gives the blocks
 * that were fine, for the console's preview beside the list. A body has no frontmatter (the item's
 * fields hold its title and dates) and no facts: `{name}` is text, as written. A body whose shape
 * would slow the parser is refused before it is parsed (markdown-bounds.ts).
 */

export type { MarkdownProblem } from "./markdown-blocks";

export interface CmsMarkdown {
  /** The body's blocks, without any block that has a problem. */
  readonly blocks: Block[];
  readonly problems: MarkdownProblem[];
}

/** The most problems listed one by one; a body with more has its first ones and a count of the rest. */
const MAX_PROBLEMS = 50;

const parser = unified().use(remarkParse);

const asWritten = (text: string) => text;

export function cmsMarkdown(source: string): CmsMarkdown {
  const refused = beyondBounds(source, CMS_BODY_MAX);
  if (refused.length > 0) return { blocks: [], problems: refused };
  const problems: MarkdownProblem[] = [];
  let unlisted = 0;
  const blocks = blocksOf(
    (parser.parse(source) as Root).children,
    asWritten,
    (message, line) => {
      if (problems.length === MAX_PROBLEMS) unlisted += 1;
      else problems.push(line === undefined ? { message } : { line, message });
    },
    // The console uploads pictures; the repository's content has none (its pages have never shown one).
    { pictures: true },
  );
  if (unlisted > 0) problems.push({ message: `and ${unlisted} more problems` });
  return { blocks, problems };
}
