import { describe, expect, it } from "vitest";
import {
  HELP_AUDIENCES,
  helpArticleBySlug,
  helpArticlePath,
  helpArticles,
  helpPaths,
  topHelpArticles,
} from "./help-centre";
import { renderSitemapXml } from "./sitemap";

describe("the help centre's articles", () => {
  it("have one address each, under their audience", () => {
    const slugs = helpArticles.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of helpArticles) {
      expect(HELP_AUDIENCES).toContain(entry.audience);
      expect(entry.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(helpArticlePath({ audience: "parents", slug: "reset-password" })).toBe("/help/parents/reset-password");
    expect(helpPaths).toHaveLength(1 + HELP_AUDIENCES.length + helpArticles.length);
  });

  it("relate only to other articles that exist, and each audience's top questions are its own", () => {
    for (const entry of helpArticles) {
      for (const slug of entry.related) {
        expect(helpArticleBySlug(slug), `${entry.slug} → ${slug}`).toBeDefined();
        expect(slug).not.toBe(entry.slug);
      }
    }
    for (const audience of HELP_AUDIENCES) {
      expect(topHelpArticles[audience].length).toBeGreaterThan(0);
      for (const slug of topHelpArticles[audience]) expect(helpArticleBySlug(slug)?.audience).toBe(audience);
    }
  });

  it("cover what the help centre promises (decision 0018): every FAQ answer, the troubleshooting guides and the topics nothing explained", () => {
    const slugs = new Set<string>(helpArticles.map((entry) => entry.slug));
    for (const slug of [
      "reset-password",
      "unable-to-log-in",
      "app-logs-out",
      "child-profile-missing",
      "pair-your-child",
      "ikey-payment-account",
      "refund-coupons",
      "invoices-and-receipts",
      "attendance-and-body-temperature",
      "send-announcements",
      "view-the-gallery",
      "reports",
      "delete-your-account",
      "check-app-status",
    ]) {
      expect(slugs, slug).toContain(slug);
    }
  });

  it("are in sitemap.xml in every language", () => {
    const xml = renderSitemapXml("https://www.example.test");
    for (const path of ["/help", "/help/parents", "/ms/help/parents/reset-password", "/zh/help/teachers/daily-log"]) {
      expect(xml).toContain(`<loc>https://www.example.test${path}</loc>`);
    }
  });
});
