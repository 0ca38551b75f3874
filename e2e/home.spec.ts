import { expect, type Locator, type Page, test } from "@playwright/test";
import { type AppId, appLabels, downloadHref, type Platform } from "../contracts/app-stores.ts";
import { waitForHydration } from "./support.ts";

/** How many slides of a carousel are wholly inside its viewport. */
async function slidesInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((element) => {
    const viewport = element.querySelector(".carousel-viewport")?.getBoundingClientRect();
    if (!viewport) return -1;
    return [...element.querySelectorAll(".carousel-slide")].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

/** The labels of the slides in view, left to right as seen (a looping track reorders them visually). */
async function visibleSlideLabels(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((element) => {
    const viewport = element.querySelector(".carousel-viewport")?.getBoundingClientRect();
    if (!viewport) return [];
    return [...element.querySelectorAll(".carousel-slide")]
      .map((slide) => ({ box: slide.getBoundingClientRect(), label: slide.getAttribute("aria-label") ?? "" }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });
}

async function openHome(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // Carousels move instantly under reduced motion, which keeps the geometry checks exact.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForHydration(page);
}

test.describe("home page content", () => {
  test("shows the banner, partners, workflow, temperature note, apps and counters", async ({ page }) => {
    await openHome(page, 1280);
    await expect(page.getByRole("button", { name: "Request a Demo" }).first()).toBeVisible();
    for (const partner of [/RHB Bank/, /payment gateway/, /cloud accounting/]) {
      await expect(page.getByRole("img", { name: partner })).toHaveCount(1);
    }
    await expect(page.locator(".feature-card h3")).toHaveText([
      "Payment and invoicing",
      "Announcement alert",
      "Centre gallery",
      "Data management",
      "Attendance",
      "Student reports",
    ]);
    await expect(page.getByText("New since May 2020")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Two apps, one connected centre" })).toBeVisible();
    await expect(page.locator(".counter")).toHaveText([/1,800\+.*teachers/, /300\+.*centres/, /30,000\+.*learners/]);
  });

  test("the banner image is preloaded and every other image is sized and lazy", async ({ page }) => {
    await openHome(page, 1280);
    const banner = await page.locator(".home-banner-image").getAttribute("src");
    await expect(page.locator(`link[rel=preload][as=image][href="${banner}"]`)).toHaveCount(1);
    const images = await page.locator("main img").evaluateAll((elements) =>
      elements.map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
      })),
    );
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image.width, image.src ?? "").toMatch(/^\d+$/);
      expect(image.height, image.src ?? "").toMatch(/^\d+$/);
      if (image.src !== banner) expect(image.loading, image.src ?? "").toBe("lazy");
    }
  });
});

test.describe("achievement counters", () => {
  test("count up once when they come into view", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const teachers = page.locator(".counter-value").first();
    await expect(teachers).toHaveText("0+");
    await teachers.scrollIntoViewIfNeeded();
    const seen = new Set<string>();
    await expect
      .poll(async () => {
        seen.add((await teachers.textContent()) ?? "");
        return teachers.textContent();
      })
      .toBe("1,800+");
    expect(seen.size).toBeGreaterThan(1);
  });

  test("show the final figures at once under reduced motion", async ({ page }) => {
    await openHome(page, 1280);
    await expect(page.locator(".counter-value")).toHaveText(["1,800+", "300+", "30,000+"]);
  });
});

test("the intro video loads the privacy-enhanced player only on click", async ({ page }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ body: "player", contentType: "text/html" }),
  );
  await openHome(page, 1280);
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Play video: Introducing iKEY" }).click();
  await expect(page.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
  );
});

test("the carousels' code loads only as they come near the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  const carousel = page.getByRole("region", { name: "Centres that run on iKEY" });
  await expect(carousel).toHaveAttribute("data-ready", "false");
  const before = scripts.length;
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-ready", "true");
  expect(scripts.length).toBeGreaterThan(before);
});

test.describe("user-logo carousel", () => {
  for (const [width, expected] of [
    [1280, 7],
    [800, 4],
    [400, 1],
  ] as const) {
    test(`shows ${expected} logos per slide at ${width} px`, async ({ page }) => {
      await openHome(page, width);
      const carousel = page.getByRole("region", { name: "Centres that run on iKEY" });
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute("data-ready", "true");
      await expect.poll(() => slidesInView(carousel)).toBe(expected);
    });
  }

  test("wraps round in both directions, by button and by keyboard", async ({ page }) => {
    await openHome(page, 1280);
    const carousel = page.getByRole("region", { name: "Centres that run on iKEY" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await expect.poll(async () => (await visibleSlideLabels(carousel))[0]).toBe("1 of 14");
    const first = await visibleSlideLabels(carousel);
    await carousel.getByRole("button", { name: /^Previous/ }).click();
    await expect.poll(() => visibleSlideLabels(carousel)).toContain("14 of 14");
    await carousel.getByRole("button", { name: /^Next/ }).click();
    await expect.poll(() => visibleSlideLabels(carousel)).toEqual(first);
    await carousel.locator(".carousel-viewport").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => visibleSlideLabels(carousel)).toEqual(first);
  });
});

test.describe("app-screen slider", () => {
  for (const [width, expected, arrows] of [
    [1280, 5, false],
    [900, 3, false],
    [700, 3, true],
    [400, 1, true],
  ] as const) {
    test(`shows ${expected} screens at ${width} px, arrows ${arrows ? "shown" : "hidden"}`, async ({ page }) => {
      await openHome(page, width);
      const slider = page.getByRole("region", { name: "A closer look at the apps" });
      await slider.scrollIntoViewIfNeeded();
      await expect(slider).toHaveAttribute("data-ready", "true");
      await expect.poll(() => slidesInView(slider)).toBe(expected);
      await expect(slider.getByRole("button", { name: /^Next/ })).toBeVisible({ visible: arrows });
    });
  }

  test("is centred, endless and moves with the arrow keys", async ({ page }) => {
    await openHome(page, 1280);
    const slider = page.getByRole("region", { name: "A closer look at the apps" });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute("data-ready", "true");
    // Centred: the selected screen sits in the middle of the five.
    await expect.poll(async () => (await visibleSlideLabels(slider))[2]).toBe("1 of 8");
    await slider.locator(".carousel-viewport").focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await visibleSlideLabels(slider))[2]).toBe("8 of 8");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await visibleSlideLabels(slider))[2]).toBe("2 of 8");
  });
});

test.describe("download dialogs", () => {
  const dialogs: [string, string, string, Platform][] = [
    ["Android", "Download Apps for Android", "androidModal", "google-play"],
    ["iPhone", "Download Apps for Apple", "appleModal", "app-store"],
    ["Huawei", "Download Apps for Huawei", "huaweiModal", "app-gallery"],
  ];
  for (const [button, title, id, platform] of dialogs) {
    test(`${button} opens ${id} with both apps' download links`, async ({ page }) => {
      await openHome(page, 1280);
      const trigger = page.locator(".download-buttons").getByRole("button", { name: button });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toHaveAttribute("id", id);
      for (const app of ["ikey-educator", "ikey"] satisfies AppId[]) {
        const link = dialog.getByRole("link", { name: `Download ${appLabels[app]}` });
        const href = downloadHref(platform, app);
        await expect(link).toHaveAttribute("href", href);
        const query = new URL(href, "http://x").searchParams;
        expect(query.get("utm_source")).toBe("ikey-website");
        expect(query.get("utm_medium")).toBe(`${id.replace("Modal", "")}-modal`);
        expect(query.get("platform")).toBe(platform);
        expect(query.get("app")).toBe(app);
      }
      await page.keyboard.press("Escape");
      await expect(trigger).toBeFocused();
    });
  }
});
