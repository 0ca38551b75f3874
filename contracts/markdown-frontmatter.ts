import type { Root, RootContent } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { ContentError } from "./markdown-blocks";

/*
 * A content file of the repository (web/content) as the build reads it: YAML frontmatter, then the
 * body. Apart from markdown-blocks.ts, which the server imports for the console's bodies: those have
 * no frontmatter, and YAML's package does not bundle into the server's ES module.
 */

/** A Markdown file's parts: its frontmatter as YAML gave it, and its body as mdast. */
export interface ParsedMarkdown {
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly body: readonly RootContent[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]);

export function parseMarkdown(source: string, file: string): ParsedMarkdown {
  const tree = parser.parse(source) as Root;
  const [first, ...rest] = tree.children;
  if (first?.type !== "yaml") return { frontmatter: {}, body: tree.children };
  let frontmatter: unknown;
  try {
    // Dates stay the strings they were written as ("2020-05-22"): the schemas read them as days.
    frontmatter = parseYaml(first.value, { schema: "core" }) ?? {};
  } catch (error) {
    throw new ContentError(file, `the frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  if (typeof frontmatter !== "object" || Array.isArray(frontmatter)) {
    throw new ContentError(file, "the frontmatter must be a list of `name: value` lines");
  }
  return { frontmatter: frontmatter as Record<string, unknown>, body: rest };
}
