import { keepEndTogether } from "./chinese-lines";
import { type Language, pathInLanguage } from "./languages";
import type { Block, Inline } from "./prose-blocks";
import { PICTURE_SIZES, pictureAttributes } from "./prose-picture";

/*
 * Blocks as HTML, for pages the server writes at request time (a console item's): the very markup
 * that the site's Prose (web/app/components/prose.tsx) renders into a page of `language`, so such a
 * page takes the site's styles and reads like the pages around it. Written out here rather than with
 * React, which the server does not have; web/app/components/prose-html.test.tsx compares the two on
 * every block of web/content. What follows React or React Router says which of theirs it copies.
 */

/** React DOM's escaping, the same for text and attribute values. */
const ESCAPES: Readonly<Record<string, string>> = {
  '"': "&quot;",
  "&": "&amp;",
  "'": "&#x27;",
  "<": "&lt;",
  ">": "&gt;",
};

function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (character) => ESCAPES[character] ?? character);
}

/** React DOM writes this instead of an address that would run script when followed. */
const JAVASCRIPT_URL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: React's own test: a browser skips leading control characters
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

function hrefAttribute(href: string): string {
  return ` href="${escapeHtml(JAVASCRIPT_URL.test(href) ? BLOCKED_URL : href)}"`;
}

/** As the site's localizePath (web/app/lib/site-language.ts), for the page's language rather than the build's. */
function addressInLanguage(address: string, language: Language): string {
  if (address.startsWith("//")) return address;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/s.exec(address) ?? [];
  return `${pathInLanguage(path || "/", language)}${rest}`;
}

/** What React Router's Link takes for another site's address: a scheme, or two slashes. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** The href React Router's Link gives a path from the root: its `.` and `..` resolved, an empty `?` or `#` dropped. */
function routerHref(address: string): string {
  const hashAt = address.indexOf("#");
  const hash = hashAt >= 0 ? address.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? address.slice(0, hashAt) : address;
  const searchAt = beforeHash.indexOf("?");
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : "";
  const path = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash;
  const segments = [""];
  for (const segment of path
    .replace(/[\\/]{2,}/g, "/")
    .slice(1)
    .split("/")) {
    if (segment === "..") {
      if (segments.length > 1) segments.pop();
    } else if (segment !== ".") segments.push(segment);
  }
  let pathname = segments.length > 1 ? segments.join("/") : "/";
  if (path !== "/" && path.endsWith("/") && !pathname.endsWith("/")) pathname += "/";
  return `${pathname}${search === "?" ? "" : search}${hash === "#" ? "" : hash}`;
}

/** A link as Prose writes it: a site page through the localized Link, anything else with rel and, to the web, a new tab. */
function linkHtml({ text, href }: { readonly text: string; readonly href: string }, language: Language): string {
  if (href.startsWith("/")) {
    const to = addressInLanguage(href, language);
    // Link marks the app's own routes for lazy route discovery (data-discover), not other sites'.
    const attributes = ABSOLUTE_URL.test(to)
      ? hrefAttribute(to)
      : `${hrefAttribute(routerHref(to))} data-discover="true"`;
    return `<a${attributes}>${escapeHtml(text)}</a>`;
  }
  const target = href.startsWith("http") ? ' target="_blank"' : "";
  return `<a${hrefAttribute(href)} rel="noopener noreferrer"${target}>${escapeHtml(text)}</a>`;
}

/** Runs of words, each ending kept together (chinese-lines.ts), and links. */
function inlineHtml(inline: Inline | readonly Inline[], language: Language): string {
  const parts: readonly Inline[] = Array.isArray(inline) ? inline : [inline as Inline];
  return parts
    .map((part) => (typeof part === "string" ? escapeHtml(keepEndTogether(part)) : linkHtml(part, language)))
    .join("");
}

function blockHtml(block: Block, language: Language): string {
  switch (block.type) {
    case "p":
      return `<p>${inlineHtml(block.text, language)}</p>`;
    case "h2":
    case "h3": {
      const id = block.id === undefined ? "" : ` id="${escapeHtml(block.id)}"`;
      return `<${block.type}${id}>${escapeHtml(block.text)}</${block.type}>`;
    }
    case "ul":
    case "ol": {
      const items = block.items.map((item) => `<li>${inlineHtml(item, language)}</li>`).join("");
      return `<${block.type}>${items}</${block.type}>`;
    }
    case "img":
      return pictureHtml(block);
    default:
      return "";
  }
}

/** A picture as Prose writes it: its sources, then the <img> that reserves its room (./prose-picture.ts). */
function pictureHtml({ image, alt }: Extract<Block, { type: "img" }>): string {
  const { sources, src, width, height } = pictureAttributes(image);
  const sourceTags = sources
    .map(({ type, srcSet }) => `<source type="${type}" srcSet="${escapeHtml(srcSet)}" sizes="${PICTURE_SIZES}"/>`)
    .join("");
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${width}" height="${height}" loading="lazy" decoding="async"/>`;
  return `<picture>${sourceTags}${img}</picture>`;
}

/** The markup of `<Prose blocks={blocks} />` on a page in `language`. */
export function proseHtml(blocks: readonly Block[], language: Language): string {
  return `<div class="prose">${proseContentHtml(blocks, language)}</div>`;
}

/** What Prose writes inside its `div.prose`: a console post's body, which its page wraps itself. */
export function proseContentHtml(blocks: readonly Block[], language: Language): string {
  return blocks.map((block) => blockHtml(block, language)).join("");
}
