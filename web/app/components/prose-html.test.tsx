import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cmsMarkdown } from "@ikey/contracts/cms-markdown";
import { LANGUAGES, type Language, pathInLanguage } from "@ikey/contracts/languages";
import { toBlocks } from "@ikey/contracts/markdown-blocks";
import { parseMarkdown } from "@ikey/contracts/markdown-frontmatter";
import type { Block } from "@ikey/contracts/prose-blocks";
import { proseHtml } from "@ikey/contracts/prose-html";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { Prose } from "./prose";

// The server writes a console item's text with proseHtml (contracts/prose-html.ts); the site's pages
// with Prose. The two must give the same markup, or a console post would look unlike the pages around
// it: here they are compared on every block of web/content, in every language, and on blocks made
// to hold every kind of block, link and character that needs escaping.

/** Prose as a page renders it: inside the router, whose Link writes the site's links. */
function proseMarkup(blocks: readonly Block[]): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <Prose blocks={blocks} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

/** React's escapes, both ways: an attribute's value as written, and as read. */
const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([character, entity]) => [entity, character]));
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
const unescapeAttribute = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => UNESCAPES[entity] ?? entity);

/**
 * Prose's markup on a page of `language`. The web project's tests are built as English pages
 * (SITE_LANGUAGE is a build-time constant, vitest.config.ts), so another language's is the English
 * markup with each of the site's links (the router's, marked data-discover) moved to that
 * language's address, as localizePath (lib/site-language.ts) does in that language's build.
 */
function expectedMarkup(blocks: readonly Block[], language: Language): string {
  const english = proseMarkup(blocks);
  if (language === "en") return english;
  return english.replace(/ href="([^"]*)" data-discover="true"/g, (_whole, href: string) => {
    const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/s.exec(unescapeAttribute(href)) ?? [];
    return ` href="${escapeAttribute(`${pathInLanguage(path, language)}${rest}`)}" data-discover="true"`;
  });
}

/** Each language's content files, as the build's rules parse them; facts stay as written ({supportEmail}). */
const contentRoot = join(process.cwd(), "web", "content");
const asWritten = (text: string) => text;
const contentFiles = LANGUAGES.flatMap((language) =>
  readdirSync(join(contentRoot, language), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => {
      const name = `web/content/${language}/${file}`;
      const source = readFileSync(join(contentRoot, language, file), "utf8");
      return { language, name, source, blocks: toBlocks(parseMarkdown(source, name).body, name, asWritten) };
    }),
);

describe("proseHtml writes what Prose renders", () => {
  test.each(contentFiles)("$name", ({ language, blocks }) => {
    expect(proseHtml(blocks, language)).toBe(expectedMarkup(blocks, language));
  });

  const corpus: Block[] = [
    { type: "h2", text: `Fees & <terms>, "quoted" and 'single'`, id: "fees" },
    { type: "h3", text: "A heading without an id" },
    { type: "p", text: `Characters to escape: & < > " ' &amp; <script>alert(1)</script>` },
    { type: "p", text: "我们会事先通知。" },
    { type: "p", text: ["请阅读", { text: "条款", href: "/terms#general-terms" }, "后再注册。"] },
    { type: "p", text: "" },
    { type: "p", text: ["Two runs ", "side by side"] },
    {
      type: "p",
      text: [
        "See ",
        { text: "the FAQ", href: "/faq" },
        ", ",
        { text: "its section", href: "/faq#parent-app" },
        ", ",
        { text: "a search & more", href: "/help?q=a&b=<c>#x" },
        ", ",
        { text: "home", href: "/" },
        ", ",
        { text: "the top of home", href: "/#top" },
        ", ",
        { text: "an empty query and fragment", href: "/faq?#" },
        ", ",
        { text: "dots", href: "/help/./parents/../teachers/" },
        ", ",
        { text: "a doubled slash", href: "/help//parents" },
        ", ",
        { text: "a Chinese page's address", href: "/zh/faq" },
        ", ",
        { text: "a place here", href: "#request-a-demo" },
        ", ",
        { text: "the web", href: "https://example.com/?a=1&b='2'" },
        ", ",
        { text: "plain http", href: "http://example.com" },
        ", ",
        { text: "e-mail <us>", href: 'mailto:support@example.com?subject=A%20question&body="hi"' },
        ", ",
        { text: "call", href: "tel:+60 4-123 4567" },
        " and ",
        { text: "another host", href: "//example.com/x" },
        ".",
      ],
    },
    { type: "ul", items: ["One", ["Two with ", { text: "a link", href: "/terms" }], "三个项目。"] },
    { type: "ol", items: [["First ", "second"], { text: "only a link", href: "mailto:a@example.com" }] },
    { type: "ul", items: [] },
    { type: "img", image: { id: "0123456789abcdef", width: 2000, height: 1000 }, alt: `A "class" & <its> teacher` },
    { type: "img", image: { id: "fedcba9876543210", width: 300, height: 200 }, alt: "一张小图片" },
  ];

  test.each(LANGUAGES)("blocks of every kind, on a page in %s", (language) => {
    expect(proseHtml(corpus, language)).toBe(expectedMarkup(corpus, language));
  });

  test("an address that would run script, as React blocks it", () => {
    const blocks: Block[] = [{ type: "p", text: [{ text: "x", href: " java\nscript:alert(1)" }] }];
    expect(proseHtml(blocks, "en")).toBe(proseMarkup(blocks));
    expect(proseHtml(blocks, "en")).not.toContain("alert");
  });
});

/** A content file's body alone, its frontmatter as blank lines so that problems keep their lines. */
const bodyOf = (source: string) =>
  source.replace(/^---\n[\s\S]*?\n---\n/, (frontmatter) => frontmatter.replace(/[^\n]/g, ""));

describe("a console body is read by the rules of the site's content", () => {
  test.each(contentFiles)("$name", ({ source, blocks }) => {
    expect(cmsMarkdown(bodyOf(source))).toEqual({ blocks, problems: [] });
  });
});
