import { expect, it } from "vitest";
import type { Block } from "./prose-blocks";
import { proseHtml } from "./prose-html";

// What Prose renders, block by block (web/app/components/prose-html.test.tsx compares the two on
// every content file); here, what each language's page makes of the site's links.

const links: Block[] = [
  {
    type: "p",
    text: [
      { text: "FAQ", href: "/faq#parent-app" },
      { text: "home", href: "/" },
      { text: "search", href: "/help?q=a&b" },
      { text: "mail", href: "mailto:support@example.com" },
      { text: "web", href: "https://example.com" },
    ],
  },
];

it("leads the site's links to the page's language, and leaves the rest as written", () => {
  const rest =
    '<a href="mailto:support@example.com" rel="noopener noreferrer">mail</a>' +
    '<a href="https://example.com" rel="noopener noreferrer" target="_blank">web</a>';
  expect(proseHtml(links, "en")).toBe(
    '<div class="prose"><p><a href="/faq#parent-app" data-discover="true">FAQ</a><a href="/" data-discover="true">home</a>' +
      `<a href="/help?q=a&amp;b" data-discover="true">search</a>${rest}</p></div>`,
  );
  expect(proseHtml(links, "ms")).toBe(
    '<div class="prose"><p><a href="/ms/faq#parent-app" data-discover="true">FAQ</a><a href="/ms" data-discover="true">home</a>' +
      `<a href="/ms/help?q=a&amp;b" data-discover="true">search</a>${rest}</p></div>`,
  );
  expect(proseHtml(links, "zh")).toContain('<a href="/zh/faq#parent-app" data-discover="true">FAQ</a>');
});

it("escapes text and addresses, and keeps a Chinese text's last two characters together", () => {
  const blocks: Block[] = [
    { type: "h2", text: `<b>"A" & 'B'</b>`, id: "a" },
    { type: "ul", items: ["请稍等。", [{ text: "<x>", href: `https://example.com/?q="'<>` }]] },
  ];
  expect(proseHtml(blocks, "zh")).toBe(
    '<div class="prose"><h2 id="a">&lt;b&gt;&quot;A&quot; &amp; &#x27;B&#x27;&lt;/b&gt;</h2><ul><li>请稍\u2060等。</li>' +
      '<li><a href="https://example.com/?q=&quot;&#x27;&lt;&gt;" rel="noopener noreferrer" target="_blank">&lt;x&gt;</a></li></ul></div>',
  );
});
