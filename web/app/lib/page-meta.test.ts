import faqIntro from "virtual:page-intro/faq";
import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";
import { localizedPageTitle } from "./page-names";

describe("pageMeta", () => {
  it("describes the page whose intro the route imported, named once in the import", () => {
    expect(faqIntro.page).toBe("faq");
    const tags = pageMeta(faqIntro);
    expect(tags).toContainEqual({ title: localizedPageTitle("faq") });
    expect(tags).toContainEqual({ name: "description", content: faqIntro.description });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: expect.stringMatching(/\/faq$/) });
  });
});
