import { describe, expect, it } from "vitest";
import { englishPageNames, HOME_TITLE } from "./page-names";
import { indexedPages, prerenderPaths } from "./site-addresses";
import { canonicalPath, listedPages, pageById, pageTitle, type SitePage, sitePages } from "./site-pages";
import { renderRobotsTxt, renderSitemapXml } from "./sitemap";

describe("the page list", () => {
  it("has unique ids and paths", () => {
    expect(new Set(sitePages.map((page) => page.id)).size).toBe(sitePages.length);
    expect(new Set(sitePages.map((page) => page.path)).size).toBe(sitePages.length);
  });

  it("holds every route of the requirements, the sign-up wizard and the linked .html files", () => {
    const paths = sitePages.map((page) => page.path);
    for (const path of [
      "/",
      "/our-story",
      "/announcement",
      "/center-management-system",
      "/education-apps",
      "/parent-apps",
      "/new-feature",
      "/faq",
      "/terms",
      "/privacy-policy",
      "/student-privacypolicy",
      "/sitemap",
      "/recruitment",
      "/maintainance",
      "/RHB-reflex-premium-plus-for-education-campaign",
      "/account-security-tips",
      "/check-app-status",
      "/deactivate-account",
      "/deactivate-account-success",
      "/sign-up",
      "/privacy-policy.html",
      "/redirect-to-download.html",
      "/download-iKey-app/index.html",
    ]) {
      expect(paths).toContain(path);
    }
    expect(prerenderPaths).toContain("/404");
  });

  it("keeps the sign-up wizard out of menus and sitemaps", () => {
    expect(listedPages.map((page) => page.path)).not.toContain("/sign-up");
    expect(renderSitemapXml("https://www.example.test")).not.toMatch(/\/sign-up[<"]/);
  });

  it("sends search engines from each page with another canonical address to a page that is its own", () => {
    const paths = new Set<string>(sitePages.map((page) => page.path));
    const redirected = sitePages.filter((page: SitePage) => page.canonicalPath !== undefined);
    expect(redirected.map((page) => page.path).sort()).toEqual([
      "/deactivate-account-success",
      "/demo-booking",
      "/privacy-policy.html",
      "/redirect-to-download.html",
      "/status-updates",
      "/student-privacypolicy",
    ]);
    for (const page of redirected) {
      const target = canonicalPath(page);
      expect(paths.has(target), target).toBe(true);
      expect(canonicalPath(sitePages.find((other) => other.path === target) as SitePage)).toBe(target);
    }
    expect(canonicalPath(pageById("faq"))).toBe("/faq");
  });

  it("titles pages '{name} - iKEY' and gives home its own", () => {
    expect(pageTitle("Our Story")).toBe("Our Story - iKEY");
    expect(HOME_TITLE).toMatch(/^iKEY/);
    expect(englishPageNames["our-story"]).toBe("Our Story");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every listed page in every language with an absolute address", () => {
    const xml = renderSitemapXml("https://www.example.test");
    expect(xml.match(/<loc>/g)).toHaveLength(indexedPages.length * 3);
    expect(xml).toContain("<loc>https://www.example.test/our-story</loc>");
    expect(xml).toContain("<loc>https://www.example.test/</loc>");
    expect(xml).toContain("<loc>https://www.example.test/ms/our-story</loc>");
    expect(xml).toContain("<loc>https://www.example.test/zh</loc>");
  });

  it("names each page's alternates in every language and English as the default", () => {
    const xml = renderSitemapXml("https://www.example.test");
    const entry = xml.split("<url>").find((block) => block.includes("<loc>https://www.example.test/ms/faq</loc>"));
    expect(entry).toContain('hreflang="en" href="https://www.example.test/faq"');
    expect(entry).toContain('hreflang="ms" href="https://www.example.test/ms/faq"');
    expect(entry).toContain('hreflang="zh-Hans" href="https://www.example.test/zh/faq"');
    expect(entry).toContain('hreflang="x-default" href="https://www.example.test/faq"');
  });

  it("points crawlers at the sitemap", () => {
    expect(renderRobotsTxt("https://www.example.test")).toContain("Sitemap: https://www.example.test/sitemap.xml");
  });
});
