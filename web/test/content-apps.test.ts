import { describe, expect, test } from "vitest";
import { parsePage } from "./built-pages";
import { named, nameOf, one, textOf, textsOf } from "./built-site";
import { CMS_FEATURES } from "./spec-copy";

// The product and news pages' copy, links and images, read from their prerendered HTML. Expectations
// are written out here rather than imported from the content modules, so a changed string or link in
// the site makes these tests fail. Layout, loading and dialogs stay in e2e/content-apps.spec.ts.

describe("/center-management-system", () => {
  test("the banner has the title, the tagline, the free basic version and an Apply Now button", () => {
    const banner = one(parsePage("/center-management-system"), ".product-banner");
    expect(textsOf(banner, "h1")).toEqual(["Centre Management System"]);
    expect(
      [...banner.querySelectorAll("*")].some((element) => textOf(element) === "Entire Business Workflow - Connected"),
    ).toBe(true);
    expect(textOf(banner)).toContain("The basic version is free. A premium version");
    expect(named(banner, "button", "Apply Now")).toHaveLength(1);
  });

  test("the six feature rows come in order, with their copy", () => {
    const rows = [...parsePage("/center-management-system").querySelectorAll(".feature-row")];
    expect(rows.flatMap((row) => textsOf(row, "h2"))).toEqual(CMS_FEATURES);
    expect(textOf(rows[1])).toContain("4 clicks");
    expect(textOf(rows[1])).toContain("push notification");
    expect(textOf(rows[4])).toContain("body temperature");
    expect(textOf(rows[4])).toContain("notified in real time");
    expect(textOf(rows[5])).toContain("centre logo");
  });

  test("the why-us block makes its three points, and the application form section links to sign-up", () => {
    const page = parsePage("/center-management-system");
    const whyUs = named(page, "section[aria-labelledby]", "Why centres choose iKEY");
    expect(whyUs).toHaveLength(1);
    expect(textsOf(whyUs[0] as Element, "h3")).toEqual(["Value", "Concern", "Support"]);
    expect(textOf(whyUs[0])).toContain("Free training");
    expect(textOf(whyUs[0])).toContain("visits to your centre");
    const form = one(page, "section#application-form");
    expect(textsOf(form, "h2")).toEqual(["Application Form"]);
    expect(named(form, "a", "Apply online").map((link) => link.getAttribute("href"))).toEqual(["/sign-up"]);
  });

  // The first paint is held by a render-blocking <link rel="expect"> until the parser reaches its
  // target: for nothing on screen to be painted half-parsed, the target must come after the shell.
  test("the first paint waits until the parser has passed everything that can be on screen", () => {
    const page = parsePage("/center-management-system");
    const hold = page.head.querySelector('link[rel="expect"][blocking="render"]');
    const href = hold?.getAttribute("href") ?? "";
    expect(href, "a render-blocking expect link with a target").toMatch(/^#./);
    const target = one(page, `[id="${decodeURIComponent(href.slice(1))}"]`);
    const before = ["header.site-header", "main", "footer", "aside.floating-bar"].filter((selector) => {
      const part = page.querySelector(selector);
      // DOCUMENT_POSITION_FOLLOWING: the target comes after the part's start (inside it or after it).
      return !part || !(part.compareDocumentPosition(target) & 4);
    });
    expect(before).toEqual([]);
  });
});

const appPages = [
  {
    path: "/education-apps",
    app: "ikey-educator",
    features: ["Announcement", "Check In and Out", "Attendance"],
    phrases: ["Bluetooth thermometer", "Create a classroom on the attendance page"],
  },
  {
    path: "/parent-apps",
    app: "ikey",
    features: [
      "Announcement",
      "Invoices and Receipts",
      "Gallery",
      "Videos",
      "Attendance",
      "Reports",
      "Leave Application",
      "Parents Q and A",
    ],
    phrases: ["receipt", "Subscribe", "body temperature", "PDF", "Apply for leave"],
  },
];

const stores = [
  { name: "Google Play", medium: "android-modal", platform: "google-play" },
  { name: "App Store", medium: "apple-modal", platform: "app-store" },
  { name: "AppGallery", medium: "huawei-modal", platform: "app-gallery" },
];

for (const appPage of appPages) {
  test(`${appPage.path}: Get App links for the three stores go through redirect-to-download.html`, () => {
    const groups = named(parsePage(appPage.path), '[role="group"]', "Get the app");
    expect(groups).toHaveLength(1);
    const buttons = [...(groups[0] as Element).querySelectorAll("a")];
    expect(buttons).toHaveLength(stores.length);
    for (const [index, store] of stores.entries()) {
      const link = buttons[index] as Element;
      expect(nameOf(link)).toBe(`Get App on ${store.name}`);
      const href = link.getAttribute("href") ?? "";
      expect(href.startsWith("/redirect-to-download.html?"), href).toBe(true);
      const query = Object.fromEntries(new URL(href, "http://site.invalid").searchParams);
      expect(query).toEqual({
        utm_source: "ikey-website",
        utm_medium: store.medium,
        platform: store.platform,
        app: appPage.app,
      });
    }
  });

  test(`${appPage.path}: the features, in order`, () => {
    const rows = [...parsePage(appPage.path).querySelectorAll(".feature-row")];
    expect(rows.flatMap((row) => textsOf(row, "h2"))).toEqual(appPage.features);
    const text = rows.map(textOf).join(" ");
    for (const phrase of appPage.phrases) expect(text).toContain(phrase);
  });
}

test("/announcement: the Huawei post is dated 22 May 2020, with its picture and what parents can do", () => {
  // Among the other posts (content-markdown.test.ts), by its address.
  const post = one(parsePage("/announcement"), "article#huawei-phones-without-google-play");
  expect(textOf(one(post, 'time[datetime="2020-05-22"]'))).toBe("22 May 2020");
  expect(textsOf(post, "h2")).toHaveLength(1);
  expect(textsOf(post, "h2")[0]).toContain("Huawei");
  const pictures = post.querySelectorAll("img");
  expect(pictures).toHaveLength(1);
  expect(pictures[0]?.getAttribute("alt")).toMatch(/crossed-out app store bag.*e-mail notices still arrive/);
  expect(textOf(post)).toContain("without Google Play services");
  expect(textOf(post)).toContain("another phone");
  expect(textOf(post)).toContain("by e-mail");
  const mail = named(post, "a", /@/);
  expect(mail).toHaveLength(1);
  expect(mail[0]?.getAttribute("href")).toMatch(/^mailto:/);
});

test("/our-story: about us, approach and vision, from Penang", () => {
  const prose = one(parsePage("/our-story"), "main .prose");
  expect(textsOf(prose, "h2")).toEqual(["About us", "Our approach", "Our vision"]);
  expect(textOf(prose)).toContain("Penang");
});

test("/new-feature: the pairing-code picture is described and captioned", () => {
  const figure = one(parsePage("/new-feature"), "figure");
  expect(figure.querySelectorAll("img")).toHaveLength(1);
  expect(one(figure, "img").getAttribute("alt")).toMatch(/pairing code.*QR code/);
  expect(textOf(one(figure, "figcaption"))).toContain("pairing code");
});

test("/maintainance: the picture carries the message, under the heading Under Maintenance", () => {
  const page = parsePage("/maintainance");
  expect(page.querySelectorAll("main img")).toHaveLength(1);
  expect(one(page, "main img").getAttribute("alt")).toMatch(/under maintenance/);
  expect(textsOf(page, "h1")).toEqual(["Under Maintenance"]);
});

const contentPages = [
  "/center-management-system",
  "/education-apps",
  "/parent-apps",
  "/our-story",
  "/announcement",
  "/new-feature",
  "/maintainance",
];

for (const path of contentPages) {
  test(`${path}: every image is sized and described, and only the first loads eagerly`, () => {
    const images = [...parsePage(path).querySelectorAll("main img")];
    expect(images.length).toBeGreaterThan(0);
    images.forEach((image, index) => {
      expect(image.getAttribute("width"), `image ${index} width`).toMatch(/^\d+$/);
      expect(image.getAttribute("height"), `image ${index} height`).toMatch(/^\d+$/);
      expect(image.getAttribute("alt"), `image ${index} alt`).not.toBeNull();
      if (index === 0) expect(image.getAttribute("loading")).not.toBe("lazy");
      else expect(image.getAttribute("loading"), `image ${index} loading`).toBe("lazy");
    });
  });
}
