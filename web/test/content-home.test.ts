import { describe, expect, test } from "vitest";
import { parsePage } from "./built-pages";
import { named, one, textsOf } from "./built-site";

// The home page's copy and images, read from its prerendered HTML. The counters, carousels, video
// and dialogs are behaviour: their component tests and e2e/home.spec.ts.

describe("home page content", () => {
  test("shows the banner with the newest post, partners, workflow, apps and counters", () => {
    const page = parsePage("/");
    expect(named(page, "button", "Request a Demo").length).toBeGreaterThan(0);
    // The partners are wordmarks: names set in type, with what each one does, not pictures.
    expect(textsOf(page, ".partners .wordmark-name")).toEqual(["RHB Bank", "PayLink FPX", "LedgerCloud"]);
    expect(textsOf(page, ".partners .wordmark-kind")).toEqual([
      "Banking partner",
      "Online payment gateway",
      "Cloud accounting partner",
    ]);
    expect(textsOf(page, ".feature-card h3")).toEqual([
      "Payment and invoicing",
      "Announcement alert",
      "Centre gallery",
      "Data management",
      "Attendance",
      "Student reports",
    ]);
    // The newest post by name, where the fixed "New since May 2020" note was (issue 52).
    expect(textsOf(page, ".home-banner .latest-news")).toEqual([
      "Latest news: A new help centre, and the apps' status at a glance 1 December 2026",
    ]);
    expect(page.querySelector(".latest-news a")?.getAttribute("href")).toBe("/announcement/help-centre-and-app-status");
    expect(textsOf(page, "h1, h2, h3, h4, h5, h6")).toContain("Two apps, one connected centre");
    // The prerendered counters show the final figures, for readers without script and search engines.
    const counters = textsOf(page, ".counter");
    expect(counters).toHaveLength(3);
    [/1,800\+.*teachers/, /300\+.*centres/, /30,000\+.*learners/].forEach((figure, index) => {
      expect(counters[index]).toMatch(figure);
    });
  });

  test("the banner image is preloaded and every other image is sized and lazy", () => {
    const page = parsePage("/");
    const banner = one(page, ".home-banner-image").getAttribute("src");
    expect(page.querySelectorAll(`link[rel=preload][as=image][href="${banner}"]`)).toHaveLength(1);
    const images = [...page.querySelectorAll("main img")];
    expect(images.length).toBeGreaterThan(15);
    for (const image of images) {
      const src = image.getAttribute("src") ?? "";
      expect(image.getAttribute("width"), src).toMatch(/^\d+$/);
      expect(image.getAttribute("height"), src).toMatch(/^\d+$/);
      if (src !== banner) expect(image.getAttribute("loading"), src).toBe("lazy");
    }
  });
});
