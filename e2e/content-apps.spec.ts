import { expect, type Locator, type Page, test } from "@playwright/test";
import { recordedLayoutShifts, recordLayoutShifts } from "./lib/layout-shifts.ts";
import { waitForHydration } from "./support.ts";

// Expectations are written out here rather than imported from the content modules,
// so a changed string or link in the site makes these tests fail.

const CMS_FEATURES = ["Invoicing", "Announcement", "Gallery", "Data Management", "Attendance", "Student report"];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The left edge of an element, to tell which side of a feature row a picture is on. */
async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element has no box");
  return box.x;
}

test.describe("/center-management-system", () => {
  test("the banner has the title, the tagline, the free basic version and Apply Now opening the demo dialog", async ({
    page,
  }) => {
    await open(page, "/center-management-system");
    const banner = page.locator(".product-banner");
    await expect(banner.getByRole("heading", { level: 1 })).toHaveText("Centre Management System");
    await expect(banner.getByText("Entire Business Workflow - Connected", { exact: true })).toBeVisible();
    await expect(banner).toContainText("The basic version is free. A premium version");
    await banner.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Demo" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("id", "requestDemoModal");
  });

  test("the six feature rows come in order, their pictures alternating sides on a wide screen", async ({ page }) => {
    await open(page, "/center-management-system");
    const rows = page.locator(".feature-row");
    await expect(rows.getByRole("heading", { level: 2 })).toHaveText(CMS_FEATURES);
    for (let index = 0; index < CMS_FEATURES.length; index++) {
      const row = rows.nth(index);
      const pictureLeft = (await left(row.getByRole("img"))) < (await left(row.getByRole("heading")));
      expect(pictureLeft, `${CMS_FEATURES[index]} picture on the ${index % 2 ? "right" : "left"}`).toBe(
        index % 2 === 0,
      );
    }
    await expect(rows.nth(1)).toContainText("4 clicks");
    await expect(rows.nth(1)).toContainText("push notification");
    await expect(rows.nth(4)).toContainText("body temperature");
    await expect(rows.nth(4)).toContainText("notified in real time");
    await expect(rows.nth(5)).toContainText("centre logo");
  });

  test("the why-us block makes its three points, and the application form section links to sign-up", async ({
    page,
  }) => {
    await open(page, "/center-management-system");
    const whyUs = page.getByRole("region", { name: "Why centres choose iKEY" });
    await expect(whyUs.getByRole("heading", { level: 3 })).toHaveText(["Value", "Concern", "Support"]);
    await expect(whyUs).toContainText("Free training");
    await expect(whyUs).toContainText("visits to your centre");
    const form = page.locator("section#application-form");
    await expect(form.getByRole("heading", { level: 2 })).toHaveText("Application Form");
    await expect(form.getByRole("link", { name: "Apply online" })).toHaveAttribute("href", "/sign-up");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("feature rows stack, each picture above its text", async ({ page }) => {
    await open(page, "/center-management-system");
    const rows = page.locator(".feature-row");
    await expect(rows).toHaveCount(CMS_FEATURES.length);
    for (let index = 0; index < CMS_FEATURES.length; index++) {
      const picture = await rows.nth(index).getByRole("img").boundingBox();
      const heading = await rows.nth(index).getByRole("heading").boundingBox();
      expect(picture && heading && picture.y + picture.height <= heading.y, CMS_FEATURES[index]).toBe(true);
    }
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
  test(`${appPage.path}: Get App links for the three stores go through redirect-to-download.html`, async ({ page }) => {
    await open(page, appPage.path);
    const buttons = page.getByRole("group", { name: "Get the app" }).getByRole("link");
    await expect(buttons).toHaveCount(stores.length);
    for (const [index, store] of stores.entries()) {
      const link = buttons.nth(index);
      await expect(link).toHaveAccessibleName(`Get App on ${store.name}`);
      const href = (await link.getAttribute("href")) ?? "";
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

  test(`${appPage.path}: the features, in order`, async ({ page }) => {
    await open(page, appPage.path);
    const rows = page.locator(".feature-row");
    await expect(rows.getByRole("heading", { level: 2 })).toHaveText(appPage.features);
    for (const phrase of appPage.phrases) await expect(rows.getByText(phrase).first()).toBeVisible();
  });
}

test("/announcement: the Huawei post is dated 22 May 2020, with its picture and what parents can do", async ({
  page,
}) => {
  await open(page, "/announcement");
  const post = page.getByRole("article");
  await expect(post).toHaveCount(1);
  await expect(post.locator('time[datetime="2020-05-22"]')).toHaveText("22 May 2020");
  await expect(post.getByRole("heading", { level: 2 })).toContainText("Huawei");
  await expect(post.getByRole("img")).toHaveAttribute("alt", /crossed-out app store bag.*e-mail notices still arrive/);
  await expect(post).toContainText("without Google Play services");
  await expect(post).toContainText("another phone");
  await expect(post).toContainText("by e-mail");
  await expect(post.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
});

test("/our-story: about us, approach and vision, from Penang", async ({ page }) => {
  await open(page, "/our-story");
  await expect(page.locator("main .prose").getByRole("heading", { level: 2 })).toHaveText([
    "About us",
    "Our approach",
    "Our vision",
  ]);
  await expect(page.locator("main .prose")).toContainText("Penang");
});

test("/new-feature: the pairing-code picture is described and captioned", async ({ page }) => {
  await open(page, "/new-feature");
  const figure = page.getByRole("figure");
  await expect(figure.getByRole("img")).toHaveAttribute("alt", /pairing code.*QR code/);
  await expect(figure.locator("figcaption")).toContainText("pairing code");
});

test("/maintainance: the picture carries the message; the heading is there but out of sight", async ({ page }) => {
  await open(page, "/maintainance");
  await expect(page.locator("main img")).toHaveAttribute("alt", /under maintenance/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Under Maintenance");
  const box = await heading.boundingBox();
  expect(box && box.width <= 1 && box.height <= 1).toBe(true);
  const picture = await page.locator("main img").boundingBox();
  const message = await page.locator("main .lead").boundingBox();
  expect(picture && message && message.y >= picture.y + picture.height).toBe(true);
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
  test(`${path}: every image is sized and loads, and only the first loads eagerly`, async ({ page }) => {
    await open(page, path);
    const images = page.locator("main img");
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const image = images.nth(index);
      const width = await image.getAttribute("width");
      const height = await image.getAttribute("height");
      expect(width, `image ${index} width`).toMatch(/^\d+$/);
      expect(height, `image ${index} height`).toMatch(/^\d+$/);
      expect(await image.getAttribute("alt"), `image ${index} alt`).not.toBeNull();
      if (index === 0) expect(await image.getAttribute("loading")).not.toBe("lazy");
      else await expect(image).toHaveAttribute("loading", "lazy");
      // Lazy images load once near the viewport; then their drawn size must be the declared one.
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]))
        .toEqual([Number(width), Number(height)]);
    }
  });
}

// A slowed CPU makes Chromium paint while it is still parsing, which is when a half-parsed page
// shifted (3 loads in 24 at 4x, before the first paint waited for the whole shell).
const SLOWDOWN = 4;
const LOADS_PER_PAGE = 4;

test("the product pages do not shift while they load, on a slowed CPU", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  await recordLayoutShifts(page);
  for (const path of ["/center-management-system", "/parent-apps"]) {
    for (let load = 0; load < LOADS_PER_PAGE; load++) {
      await open(page, path);
      // Shifts just after hydration count too.
      await page.waitForTimeout(300);
      const shifts = (await recordedLayoutShifts(page))
        .filter((shift) => shift.value > 0)
        .map((shift) => `${shift.value.toFixed(4)} (${shift.moved.join(", ")})`);
      expect(shifts, `${path}, load ${load + 1}`).toEqual([]);
    }
  }
});

test("the first paint waits until the parser has passed everything that can be on screen", async ({ page }) => {
  await open(page, "/center-management-system");
  const order = await page.evaluate(() => {
    const hold = document.head.querySelector<HTMLLinkElement>('link[rel="expect"][blocking="render"]');
    const target = hold ? document.getElementById(new URL(hold.href).hash.slice(1)) : null;
    if (!target) return "no render-blocking expect link with a target";
    const shell = ["header.site-header", "main", "footer", "aside.floating-bar"];
    return shell.filter((selector) => {
      const part = document.querySelector(selector);
      return !part || !(part.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
  });
  expect(order).toEqual([]);
});
