import faq from "content:faq";
import { helpArticlePath, helpArticles } from "@ikey/contracts/help-centre";
import { describe, expect, it } from "vitest";
import type { Block } from "../../components/prose";
import { articlePathOf, faqArticles, guideArticles, withArticleLinks } from "./page-articles";

const questions: Block[] = [
  { type: "h3", text: "First?" },
  { type: "p", text: "One." },
  { type: "h3", text: "Second?" },
  { type: "p", text: "Two." },
  { type: "ul", items: ["a"] },
];

describe("the FAQ's links to the help articles", () => {
  it("end each answer with a link to its article", () => {
    const linked = withArticleLinks(questions, ["parents/reset-password", "teachers/daily-log"], "Guide");
    expect(linked.map((block) => block.type)).toEqual(["h3", "p", "p", "h3", "p", "ul", "p"]);
    expect(linked[2]).toEqual({ type: "p", text: [{ text: "Guide", href: "/help/parents/reset-password" }] });
    expect(linked[6]).toEqual({ type: "p", text: [{ text: "Guide", href: "/help/teachers/daily-log" }] });
  });

  it("refuse a tab whose questions and articles do not pair up", () => {
    expect(() => withArticleLinks(questions, ["parents/reset-password"], "Guide")).toThrow(/2 questions but 1/);
  });

  it("pair every FAQ tab's questions with articles", () => {
    for (const tab of faq) {
      expect(() => withArticleLinks(tab.blocks, faqArticles[tab.slug] ?? [], "Guide"), tab.slug).not.toThrow();
    }
  });
});

it("link only to articles of the help centre's catalogue", () => {
  const articles = new Set(helpArticles.map(helpArticlePath));
  for (const ref of [...Object.values(faqArticles).flat(), ...Object.values(guideArticles)]) {
    expect(articles, ref).toContain(articlePathOf(ref));
  }
});
