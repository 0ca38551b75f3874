import { describe, expect, it, test } from "vitest";
import { CMS_BODY_MAX } from "./cms";
import { cmsMarkdown } from "./cms-markdown";
import { toBlocks } from "./markdown-blocks";
import { parseMarkdown } from "./markdown-frontmatter";

/** The blocks the build makes of a body, facts left as written. */
const buildBlocks = (body: string) => toBlocks(parseMarkdown(body, "body.md").body, "body.md", (text) => text);

/** What may never reach a page through a console body. */
const UNSAFE = /<|javascript:|data:|onerror|vbscript:/i;

describe("an ordinary body", () => {
  const bodies = {
    paragraphs: "One paragraph,\nwritten on two lines.\n\nAnother, with {deletionDays} left as written.\n",
    headings: "## Fees {#fees}\n\nText.\n\n### What is paid?\n\nMore text.\n",
    lists: "- One\n- Two, [with a link](/faq#parent-app)\n\n1. First\n2. Second\n",
    links:
      "See [the terms](/terms), [here](#fees), [the web](https://example.com/?a=1&b=2), " +
      "[mail](mailto:support@example.com?subject=Hi), [call](tel:+6041234567) and [http](http://example.com).\n",
    chinese: "请阅读[条款](/terms#general-terms)后\n再注册。\n\n## 费用 {#fees}\n",
    escapes: "Text with & < > \" ' characters, &amp; an entity and a \\* star.\n",
  };

  test.each(Object.entries(bodies))("gives the build's blocks: %s", (_name, body) => {
    expect(cmsMarkdown(body)).toEqual({ blocks: buildBlocks(body), problems: [] });
  });

  it("of the longest allowed length is read", () => {
    const words = "Words and more words. ".repeat(CMS_BODY_MAX);
    const body = `${words.slice(0, CMS_BODY_MAX - 1)}.`;
    expect(body).toHaveLength(CMS_BODY_MAX);
    expect(cmsMarkdown(body).problems).toEqual([]);
  });
});

describe("a body with problems", () => {
  it("lists each with its line and keeps the blocks that were fine", () => {
    const body = "## Fine {#fine}\n\nA *stressed* word.\n\nStill fine.\n\n# A title\n\n![a picture](/a.png)\n";
    expect(cmsMarkdown(body)).toEqual({
      blocks: [
        { type: "h2", text: "Fine", id: "fine" },
        { type: "p", text: "Still fine." },
      ],
      problems: [
        { line: 3, message: "the site does not show emphasis (*…*) in its pages" },
        {
          line: 7,
          message: "headings in the text are ## or ###, not #: the page's own title is set apart from its text",
        },
        {
          line: 9,
          message: `a picture is added with the editor's Picture button, which writes its address; "/a.png" is not one`,
        },
      ],
    });
  });

  it("names no file, as the build's messages do", () => {
    const { problems } = cmsMarkdown("**bold**\n\n> quoted\n\n---\n\n    code\n\n- a\n  - b\n\n2. two\n");
    expect(problems.length).toBeGreaterThanOrEqual(6);
    for (const { message } of problems) expect(message).not.toMatch(/\.md|undefined/);
  });

  it("has no frontmatter: its fences are Markdown like the rest", () => {
    expect(cmsMarkdown("---\ntitle: Hello\n---\n\nText.\n").problems).toContainEqual({
      line: 1,
      message: "the site does not show a line (---) in its pages",
    });
  });

  it("lists its first problems and counts the rest", () => {
    const { problems } = cmsMarkdown("A hard  \nbreak.\n\n".repeat(80));
    expect(problems).toHaveLength(51);
    expect(problems.at(-1)).toEqual({ message: "and 30 more problems" });
  });
});

describe("a picture", () => {
  const source = "/media/0123456789abcdef-1200x800";

  it("is a block of its own, with its size and its words", () => {
    expect(cmsMarkdown(`Before.\n\n![Children painting at a table](${source})\n`)).toEqual({
      blocks: [
        { type: "p", text: "Before." },
        {
          type: "img",
          image: { id: "0123456789abcdef", width: 1200, height: 800 },
          alt: "Children painting at a table",
        },
      ],
      problems: [],
    });
  });

  test.each([
    ["without words", `![](${source})`, "a picture needs words that say what it shows"],
    ["with only spaces for words", `![   ](${source})`, "a picture needs words that say what it shows"],
    ["with too many words", `![${"a".repeat(301)}](${source})`, "at most 300 characters"],
    ["inside a sentence", `See ![a chart](${source}) here.`, "a paragraph of its own"],
    ["from another site", "![a chart](https://evil.example/a.png)", "Picture button"],
    ["with a size the editor never writes", "![a chart](/media/0123456789abcdef-0x800)", "Picture button"],
    ["with an id that is not a hash", "![a chart](/media/../../etc/passwd-10x10)", "Picture button"],
  ])("%s is a problem and is left out", (_name, body, message) => {
    const { blocks, problems } = cmsMarkdown(`${body}\n`);
    expect(blocks).toEqual([]);
    expect(problems).toEqual([{ line: 1, message: expect.stringContaining(message) }]);
  });

  it("is not in the repository's content, whose pages show none", () => {
    expect(() => buildBlocks(`![a chart](${source})\n`)).toThrow("the site does not show an image in its pages");
  });
});

describe("a hostile body", () => {
  const hostile = {
    "a script": "<script>alert(1)</script>\n",
    "a script in a paragraph": "Hello <script>alert(1)</script> there.\n",
    "an HTML comment": "<!-- hidden -->\n\nText.\n",
    "an image that runs script": '<img src="x" onerror="alert(1)">\n',
    "an image in a paragraph": "See <img src=x onerror=alert(1)> here.\n",
    "a javascript: link": "[x](javascript:alert(1))\n",
    "a javascript: link in mixed case": "[x](JaVaScRiPt:alert(1))\n",
    "a javascript: link written with an entity": "[x](java&#x73;cript:alert(1))\n",
    "a javascript: link by reference": "[x][r]\n\n[r]: javascript:alert(1)\n",
    "a javascript: autolink": "<javascript:alert(1)>\n",
    "a data: link": "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)\n",
    "a vbscript: link": "[x](vbscript:msgbox(1))\n",
    "another host's address": "[x](//evil.example/page)\n",
    "a link in a list": "- [x](javascript:alert(1))\n- fine\n",
    "an image": "![x](https://evil.example/a.png)\n",
    "an image by reference": "![x][r]\n\n[r]: https://evil.example/a.png\n",
    "a nested list": "- a\n  - b\n",
    "a thousand lists on one line": `${"- ".repeat(1_000)}x\n`,
    "a thousand numbered lists on one line": `${"1. ".repeat(1_000)}x\n`,
    "a thousand quotations": `${">".repeat(1_000)} x\n`,
    "a thousand spaced quotations": `${"> ".repeat(1_000)}x\n`,
    "quotations and lists inside each other": `${"> - ".repeat(1_000)}x\n`,
    "lists nested by indenting, as deep as a full body goes": Array.from(
      { length: 130 },
      (_, depth) => `${"  ".repeat(depth)}- x`,
    ).join("\n"),
    "a full body of lists nested in the items of a list": "- a\n  - b\n".repeat(2_000),
    "a full body of lists opened on their items' lines": "- - x\n".repeat(3_333),
    "a full body of quotations in the items of a list": "- > x\n".repeat(3_333),
    "a full body of one quotation, every other line lazy": "> a\nb\n".repeat(3_333),
    "a full body of unmatched emphasis": "*a_ ".repeat(5_000),
    "a full body of nested emphasis": `${"*a **a ".repeat(1_250)}b${" a** a*".repeat(1_250)}`,
    "a full body of unclosed links": "[a](<b".repeat(3_333),
    "a full body of brackets": "[".repeat(19_999),
    "a full body of escaped backticks": "\\``".repeat(6_666),
    "a full body of HTML comments": `</${"<!--".repeat(4_999)}`,
    "a full body of underlined headings": "a\n-\n".repeat(5_000),
    "a full body of empty list items": "-\n".repeat(9_999),
    "a body longer than allowed": "a".repeat(CMS_BODY_MAX + 1),
  };

  test.each(Object.entries(hostile))("is refused, not shown: %s", (name, body) => {
    // Within the length allowed, so each is refused for its shape, not its length.
    if (name !== "a body longer than allowed") expect(body.length).toBeLessThanOrEqual(CMS_BODY_MAX);
    const { blocks, problems } = cmsMarkdown(body);
    expect(problems.length).toBeGreaterThan(0);
    expect(JSON.stringify(blocks)).not.toMatch(UNSAFE);
    for (const block of blocks) expect(["p", "h2", "h3", "ul", "ol", "img"]).toContain(block.type);
  });

  it("loses nothing that was fine around it", () => {
    const { blocks, problems } = cmsMarkdown("Before.\n\n<script>alert(1)</script>\n\nAfter.\n");
    expect(blocks).toEqual([
      { type: "p", text: "Before." },
      { type: "p", text: "After." },
    ]);
    expect(problems).toEqual([{ line: 3, message: "the site does not show HTML in its pages" }]);
  });

  it("is refused whole, before it is parsed, when its shape would slow the parser", () => {
    expect(cmsMarkdown(`Fine.\n\n${"*a_ ".repeat(600)}`)).toEqual({
      blocks: [],
      problems: [
        { message: "the text has 1200 of the characters * _ ` [ ] < \\ (each link has two); keep them to 1000" },
      ],
    });
    expect(cmsMarkdown(`Fine.\n\n${"- - - - - x"}`).problems).toEqual([
      {
        line: 3,
        message:
          "this line opens more than 4 lists or quotations inside each other; the site's lists have no list inside them",
      },
    ]);
  });
});
