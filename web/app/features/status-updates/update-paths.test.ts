import pageIntro from "virtual:page-intro/status-updates";
import { pageById } from "@ikey/contracts/site-pages";
import { renderSitemapXml } from "@ikey/contracts/sitemap";
import { STATUS_FEED_PATH, STATUS_UPDATES_PAGE } from "@ikey/contracts/status-updates";
import { describe, expect, it } from "vitest";
import { pageMeta } from "../../lib/page-meta";
import { STATUS_FEED_HREF } from "./update-paths";

describe("the e-mail updates' addresses", () => {
  it("are the contract's", () => {
    expect(STATUS_FEED_HREF).toBe(STATUS_FEED_PATH);
    expect(pageById("status-updates").path).toBe(STATUS_UPDATES_PAGE);
  });

  it("keep /status-updates out of the menus and the sitemap, and send searches to Check App Status", () => {
    expect(pageById("status-updates").listed).toBe(false);
    expect(renderSitemapXml("https://www.example.test")).not.toContain("status-updates");
    expect(pageMeta(pageIntro)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: expect.stringMatching(/\/check-app-status$/),
    });
  });

  it("take the page's description from its intro, as the build hands it to the page", () => {
    expect(pageIntro.page).toBe("status-updates");
    expect(pageMeta(pageIntro)).toContainEqual({ name: "description", content: pageIntro.description });
  });
});
