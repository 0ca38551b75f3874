import type { Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import type { Block, Inline } from "../app/components/prose-blocks";

/*
 * Markdown, as the content folder (web/content/) writes it, into the blocks that components/prose.tsx
 * renders: the subset of Markdown the pages have always used (paragraphs, `##` and `###` headings with
 * an optional `{#id}`, bulleted and numbered lists, links). Anything else (emphasis, images, tables,
 * HTML) fails the build naming the file and line, so a writer learns at once that the page would not
 * show it, rather than finding it missing on the site. Runs at build time only: no Markdown parser
 * reaches the browser (docs/decisions/0044-markdown-content.md).
 */

/** A problem in one content file, with where in it. */
export class ContentError extends Error {
  constructor(file: string, message: string, line?: number) {
    super(`${file}${line === undefined ? "" : `:${line}`}: ${message}`);
    this.name = "ContentError";
  }
}

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

/** Replaces each `{name}` in a piece of text; the caller decides what a name means. */
/** Places facts into `text`; in a link's address (`inUrl`), a fact in its query is percent-encoded. */
export type Interpolate = (text: string, line: number | undefined, inUrl?: boolean) => string;

/** A heading's trailing `{#id}`, which becomes its id (the fragment a link or a contents list uses). */
const HEADING_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

function lineOf(node: { position?: { start: { line: number } } }): number | undefined {
  return node.position?.start.line;
}

function plainText(nodes: readonly PhrasingContent[], file: string, what: string): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.value;
      throw new ContentError(file, `${what} can hold only plain text, not ${describe(node)}`, lineOf(node));
    })
    .join("");
}

function describe(node: RootContent): string {
  const names: Partial<Record<RootContent["type"], string>> = {
    emphasis: "emphasis (*…*)",
    strong: "bold text (**…**)",
    inlineCode: "code (`…`)",
    image: "an image",
    html: "HTML",
    code: "a code block",
    blockquote: "a quotation (>)",
    table: "a table",
    thematicBreak: "a line (---)",
    break: "a hard line break",
    heading: "a heading of that level (only ## and ### are used)",
  };
  return names[node.type] ?? `Markdown of the kind "${node.type}"`;
}

/** Where a link may lead: a javascript: or data: address would run or show whatever it holds. */
const LINK_TARGET = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/;

/** Chinese characters and full-width punctuation, which set no space between them. */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

function joinLines(text: string): string {
  return text.replace(/\n/g, (_newline, offset: number) =>
    CHINESE.test(text.charAt(offset - 1)) && CHINESE.test(text.charAt(offset + 1)) ? "" : " ",
  );
}

/**
 * A paragraph's words and links. A line break inside a paragraph is a space, as in the browser,
 * except between two Chinese characters, where a space would show as a gap.
 */
function inlines(nodes: readonly PhrasingContent[], file: string, interpolate: Interpolate): Inline | Inline[] {
  const parts: Inline[] = [];
  for (const node of nodes) {
    if (node.type === "text") {
      const text = interpolate(joinLines(node.value), lineOf(node));
      const last = parts.at(-1);
      if (typeof last === "string") parts[parts.length - 1] = last + text;
      else parts.push(text);
    } else if (node.type === "link") {
      const text = interpolate(plainText(node.children, file, "A link's words"), lineOf(node));
      const href = interpolate(node.url, lineOf(node), true);
      if (!LINK_TARGET.test(href)) {
        throw new ContentError(
          file,
          `a link leads to a page of the site (/faq), a place on the page (#id), https://, mailto: or tel:, not "${href}"`,
          lineOf(node),
        );
      }
      parts.push({ text, href });
    } else {
      throw new ContentError(file, `the site does not show ${describe(node)} in its pages`, lineOf(node));
    }
  }
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts;
}

function heading(node: Heading, file: string, interpolate: Interpolate): Block {
  if (node.depth !== 2 && node.depth !== 3) {
    throw new ContentError(
      file,
      `a page's own title is its intro's; headings in the text are ## or ###, not ${"#".repeat(node.depth)}`,
      lineOf(node),
    );
  }
  const written = plainText(node.children, file, "A heading");
  const id = HEADING_ID.exec(written)?.[1];
  const text = interpolate(written.replace(HEADING_ID, ""), lineOf(node));
  const type = node.depth === 2 ? "h2" : "h3";
  return id ? { type, text, id } : { type, text };
}

function listItem(item: ListItem, file: string, interpolate: Interpolate): Inline | Inline[] {
  const [only, ...more] = item.children;
  if (only?.type !== "paragraph" || more.length > 0) {
    throw new ContentError(file, "each item of a list is one paragraph, with no list inside it", lineOf(item));
  }
  return inlines(only.children, file, interpolate);
}

function list(node: List, file: string, interpolate: Interpolate): Block {
  if (node.ordered && node.start !== null && node.start !== undefined && node.start !== 1) {
    throw new ContentError(file, "a numbered list starts at 1", lineOf(node));
  }
  return {
    type: node.ordered ? "ol" : "ul",
    items: node.children.map((item) => listItem(item, file, interpolate)),
  };
}

/** The body of a content file as blocks, with every `{name}` replaced. */
export function toBlocks(body: readonly RootContent[], file: string, interpolate: Interpolate): Block[] {
  return body.map((node) => {
    switch (node.type) {
      case "paragraph":
        return { type: "p", text: inlines((node as Paragraph).children, file, interpolate) };
      case "heading":
        return heading(node, file, interpolate);
      case "list":
        return list(node, file, interpolate);
      default:
        throw new ContentError(file, `the site does not show ${describe(node)} in its pages`, lineOf(node));
    }
  });
}
