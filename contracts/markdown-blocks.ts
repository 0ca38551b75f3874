import type { Heading, Image, List, ListItem, Paragraph, PhrasingContent, RootContent } from "mdast";
import { parseCmsImageSource } from "./cms-images";
import type { Block, Inline } from "./prose-blocks";

/*
 * Markdown into the blocks that the site's Prose and the server's proseHtml render: the subset of
 * Markdown the pages have always used (paragraphs, `##` and `###` headings with an optional `{#id}`,
 * bulleted and numbered lists, links). Anything else (emphasis, images, tables, HTML) is a problem
 * naming its line, so a writer learns at once that the page would not show it, rather than finding
 * it missing on the site. The site's content folder (web/content/) is compiled at build time, which
 * stops at the first problem (toBlocks); a console item's body at request time, which lists them all
 * (cms-markdown.ts). Both read the same rules here, so the two kinds of page cannot drift apart; no
 * parser reaches the browser, as the pages import only the blocks' types
 * (docs/decisions/0044-markdown-content.md).
 */

/** A problem in one content file, with where in it. */
export class ContentError extends Error {
  constructor(file: string, message: string, line?: number) {
    super(`${file}${line === undefined ? "" : `:${line}`}: ${message}`);
    this.name = "ContentError";
  }
}

/** Places facts into `text`; in a link's address (`inUrl`), a fact in its query is percent-encoded. */
export type Interpolate = (text: string, line: number | undefined, inUrl?: boolean) => string;

/** Something the site would not show, and the line it starts on (from 1), without the file's name. */
export interface MarkdownProblem {
  readonly line?: number;
  readonly message: string;
}

/**
 * Told each problem, with the line it starts on. The build's throws (toBlocks); the console's
 * collects and returns, and the block the problem is in is left out (blocksOf).
 */
export type Report = (message: string, line: number | undefined) => void;

/** A heading's trailing `{#id}`, which becomes its id (the fragment a link or a contents list uses). */
const HEADING_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

function lineOf(node: { position?: { start: { line: number } } }): number | undefined {
  return node.position?.start.line;
}

function describe(node: RootContent): string {
  const names: Partial<Record<RootContent["type"], string>> = {
    emphasis: "emphasis (*…*)",
    strong: "bold text (**…**)",
    inlineCode: "code (`…`)",
    image: "an image",
    imageReference: "an image",
    linkReference: "a link by reference ([…][…])",
    definition: "a link definition ([…]: …)",
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

function notShown(node: RootContent, report: Report): void {
  report(`the site does not show ${describe(node)} in its pages`, lineOf(node));
}

/** Words only; anything else is reported and left out. */
function plainText(nodes: readonly PhrasingContent[], what: string, report: Report): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.value;
      report(`${what} can hold only plain text, not ${describe(node)}`, lineOf(node));
      return "";
    })
    .join("");
}

/**
 * Where a link may lead: a page of the site (not `//host`, another site's), a place on the page,
 * the web over TLS or not, an e-mail or a phone call. Anything else, a javascript: or data: address
 * above all, would run or show whatever it holds. Case matters, as the pages write them in lower
 * case: `JavaScript:` matches nothing here.
 */
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
function inlines(nodes: readonly PhrasingContent[], interpolate: Interpolate, report: Report): Inline | Inline[] {
  const parts: Inline[] = [];
  for (const node of nodes) {
    if (node.type === "text") {
      const text = interpolate(joinLines(node.value), lineOf(node));
      const last = parts.at(-1);
      if (typeof last === "string") parts[parts.length - 1] = last + text;
      else parts.push(text);
    } else if (node.type === "link") {
      const text = interpolate(plainText(node.children, "A link's words", report), lineOf(node));
      const href = interpolate(node.url, lineOf(node), true);
      if (LINK_TARGET.test(href)) parts.push({ text, href });
      else {
        report(
          `a link leads to a page of the site (/faq), a place on the page (#id), https://, mailto: or tel:, not "${href}"`,
          lineOf(node),
        );
      }
    } else notShown(node, report);
  }
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts;
}

function heading(node: Heading, interpolate: Interpolate, report: Report): Block | null {
  if (node.depth !== 2 && node.depth !== 3) {
    report(
      `headings in the text are ## or ###, not ${"#".repeat(node.depth)}: the page's own title is set apart from its text`,
      lineOf(node),
    );
    return null;
  }
  const written = plainText(node.children, "A heading", report);
  const id = HEADING_ID.exec(written)?.[1];
  const text = interpolate(written.replace(HEADING_ID, ""), lineOf(node));
  const type = node.depth === 2 ? "h2" : "h3";
  return id ? { type, text, id } : { type, text };
}

function listItem(item: ListItem, interpolate: Interpolate, report: Report): Inline | Inline[] {
  const [only, ...more] = item.children;
  if (only?.type !== "paragraph" || more.length > 0) {
    // What the item holds is not looked into: a list inside it may be nested a thousand deep.
    report("each item of a list is one paragraph, with no list inside it", lineOf(item));
    return "";
  }
  return inlines(only.children, interpolate, report);
}

function list(node: List, interpolate: Interpolate, report: Report): Block {
  if (node.ordered && node.start !== null && node.start !== undefined && node.start !== 1) {
    report("a numbered list starts at 1", lineOf(node));
  }
  return {
    type: node.ordered ? "ol" : "ul",
    items: node.children.map((item) => listItem(item, interpolate, report)),
  };
}

/** The most words a picture's description may have: a sentence or two, read aloud in its place. */
export const PICTURE_ALT_MAX = 300;

/** The one picture a paragraph holds (spaces around it aside), or null when it holds something else. */
function onlyPicture(node: Paragraph): Image | null {
  const [picture, ...more] = node.children.filter((child) => child.type !== "text" || child.value.trim() !== "");
  return picture?.type === "image" && more.length === 0 ? picture : null;
}

/**
 * A paragraph that is one picture, as the console's editor writes it on upload: its address names
 * the picture and its size (./cms-images.ts), its words stand for it where it cannot be seen.
 */
function picture(node: Paragraph, report: Report): Block | null {
  const found = onlyPicture(node);
  if (!found) {
    const among = node.children.find((child) => child.type === "image");
    if (!among) return null;
    report("a picture stands in a paragraph of its own, with an empty line before and after it", lineOf(among));
    return { type: "p", text: "" };
  }
  const image = parseCmsImageSource(found.url);
  const alt = (found.alt ?? "").trim();
  if (!image) {
    report(
      `a picture is added with the editor's Picture button, which writes its address; "${found.url}" is not one`,
      lineOf(found),
    );
  } else if (alt === "") {
    report(
      "a picture needs words that say what it shows, for readers who cannot see it: ![what it shows](…)",
      lineOf(found),
    );
  } else if (alt.length > PICTURE_ALT_MAX) {
    report(`a picture's words are at most ${PICTURE_ALT_MAX} characters`, lineOf(found));
  }
  // With a problem reported, blocksOf leaves the block out.
  return { type: "img", image: image ?? { id: "", width: 1, height: 1 }, alt };
}

function blockOf(node: RootContent, interpolate: Interpolate, report: Report, pictures: boolean): Block | null {
  switch (node.type) {
    case "paragraph":
      return (pictures && picture(node, report)) || { type: "p", text: inlines(node.children, interpolate, report) };
    case "heading":
      return heading(node, interpolate, report);
    case "list":
      return list(node, interpolate, report);
    default:
      notShown(node, report);
      return null;
  }
}

/**
 * A body's blocks, each `{name}` placed by `interpolate`, each problem told to `report`. A block
 * with a problem is left out whole, so nothing the rules refuse (an image, a javascript: link)
 * reaches the blocks even when `report` returns.
 */
export function blocksOf(
  body: readonly RootContent[],
  interpolate: Interpolate,
  report: Report,
  { pictures = false }: { readonly pictures?: boolean } = {},
): Block[] {
  let problems = 0;
  const counted: Report = (message, line) => {
    problems += 1;
    report(message, line);
  };
  const blocks: Block[] = [];
  for (const node of body) {
    const before = problems;
    const block = blockOf(node, interpolate, counted, pictures);
    if (block && problems === before) blocks.push(block);
  }
  return blocks;
}

/** The body of a content file as blocks, with every `{name}` replaced; its first problem fails the build. */
export function toBlocks(body: readonly RootContent[], file: string, interpolate: Interpolate): Block[] {
  return blocksOf(body, interpolate, (message, line) => {
    throw new ContentError(file, message, line);
  });
}
