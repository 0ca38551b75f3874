import { expect, type Locator, type Page, test } from "@playwright/test";
import { CMS_FEATURES } from "../web/test/spec-copy.ts";
import { recordedLayoutShifts, recordLayoutShifts } from "./lib/layout-shifts.ts";
import { waitForHydration } from "./support.ts";

// The pages' copy, links, image attributes and the first paint's hold are checked in their
// prerendered HTML (web/test/content-apps.test.ts); what needs real layout or loading stays here.

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
  // One load for both: the copy itself is checked in the prerendered HTML.
  test("the feature rows' pictures alternate sides on a wide screen, and Apply Now opens the demo dialog", async ({
    page,
  }) => {
    await open(page, "/center-management-system");
    await test.step("pictures alternate sides", async () => {
      const rows = page.locator(".feature-row");
      // Their headings and order are checked in the prerendered HTML (web/test/content-apps.test.ts).
      await expect(rows).toHaveCount(CMS_FEATURES.length);
      for (let index = 0; index < CMS_FEATURES.length; index++) {
        const row = rows.nth(index);
        const pictureLeft = (await left(row.getByRole("img"))) < (await left(row.getByRole("heading")));
        expect(pictureLeft, `${CMS_FEATURES[index]} picture on the ${index % 2 ? "right" : "left"}`).toBe(
          index % 2 === 0,
        );
      }
    });
    await test.step("Apply Now opens the demo dialog", async () => {
      await page.locator(".product-banner").getByRole("button", { name: "Apply Now" }).click();
      const dialog = page.getByRole("dialog", { name: "Request a Demo" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("id", "requestDemoModal");
    });
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

test("/maintainance: the heading is out of sight, and the message sits under the picture", async ({ page }) => {
  await open(page, "/maintainance");
  const heading = page.getByRole("heading", { level: 1 });
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
  // Their attributes (sized, described, lazy after the first) are checked in the prerendered HTML.
  test(`${path}: every image loads, at its declared size`, async ({ page }) => {
    await open(page, path);
    const images = page.locator("main img");
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const image = images.nth(index);
      const width = await image.getAttribute("width");
      const height = await image.getAttribute("height");
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
