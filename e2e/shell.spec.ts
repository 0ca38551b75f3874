import { expect, test } from "@playwright/test";
import { business } from "../contracts/business.ts";
import { waitForHydration } from "./support.ts";

test("the footer runs the copyright to the year the page is read in", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-03-01T10:00:00+08:00"));
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByTestId("copyright-years")).toHaveText("2018-2031");
  // The configured company name ends with a full stop of its own ("Sdn. Bhd."): one full stop, not two.
  await expect(page.locator(".copyright")).toHaveText(
    `Copyright © 2018-2031 ${business.company.name.replace(/\.$/, "")}. All rights reserved.`,
  );
});

test("the header suits the screen: desktop or mobile", async ({ page, isMobile }) => {
  await page.goto("/");
  await waitForHydration(page);
  const desktop = page.getByTestId("desktop-header");
  const mobile = page.getByTestId("mobile-header");
  if (isMobile) {
    await expect(desktop).toBeHidden();
    await expect(mobile).toBeVisible();
    for (const name of ["Menu", "Contact Us", "Request Demo"]) {
      await expect(mobile.getByRole("button", { name, exact: true })).toBeVisible();
    }
  } else {
    await expect(mobile).toBeHidden();
    await expect(desktop).toBeVisible();
    await expect(desktop.getByRole("link", { name: "iKEY home" })).toHaveAttribute("href", "/");
    await expect(desktop.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(desktop.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/center-management-system");
    await expect(desktop.getByRole("button", { name: "Request Demo" })).toBeVisible();
  }
});

test("the menu section folds open and closed and leads to the pages", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Site menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Our Story" })).toBeVisible();
  await menu.getByRole("link", { name: "Check App Status" }).click();
  await expect(page).toHaveURL("/check-app-status");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
});

test("on a small phone the open menu fits the screen and scrolls to its last link", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto("/terms");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Site menu" });
  // Clicked at once, mid-animation: the link must stay under the pointer while the menu opens.
  await menu.getByRole("link", { name: "Sitemap" }).click();
  await expect(page).toHaveURL("/sitemap");
  await page.getByRole("button", { name: "Menu" }).click();
  // It opens at its top again, and ends at the bottom of the screen. Here the header has no
  // language links, so the menu has them.
  await expect(menu.getByRole("link", { name: "Home" })).toBeInViewport();
  await expect(menu.getByRole("group", { name: "Language" })).toBeInViewport();
  await page.waitForFunction(() => {
    const box = document.getElementById("site-menu")?.getBoundingClientRect();
    return box !== undefined && box.height > 0 && Math.abs(box.bottom - innerHeight) <= 1;
  });
});

test("at 1280 px the menu sets its four groups side by side, leaves the page below in view, and tabs through", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the desktop layout");
  await page.goto("/faq");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Site menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

  const headings = await menu
    .getByRole("heading", { level: 2 })
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()).map(({ top, left }) => ({ top, left })),
    );
  expect(headings).toHaveLength(4);
  expect(new Set(headings.map((box) => Math.round(box.top))).size, "one row").toBe(1);
  expect(new Set(headings.map((box) => Math.round(box.left))).size, "four columns").toBe(4);
  const menuBottom = await menu.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(menuBottom, "the page shows below the menu").toBeLessThan(0.75 * 800);
  // The header has the language links at this width; the menu does not repeat them.
  await expect(menu.getByRole("group", { name: "Language" })).toBeHidden();

  // The keyboard reaches the menu after the header's own controls, then every link in order.
  const inMenu = await menu
    .locator("a, button")
    .evaluateAll((elements) =>
      elements.filter((element) => element.checkVisibility()).map((element) => element.textContent?.trim()),
    );
  const reached: (string | undefined)[] = [];
  for (let step = 0; step < 40 && reached.length < inMenu.length; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.closest("#site-menu") ? active.textContent?.trim() : null;
    });
    if (focused !== null) reached.push(focused);
  }
  expect(reached).toEqual(inMenu);
});

for (const width of [360, 1280]) {
  test(`at ${width} px the menu lies over the page, and Escape or a click outside folds it back to its toggle`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/our-story");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" }).filter({ visible: true });
    const menu = page.getByRole("navigation", { name: "Site menu" });
    const heading = page.getByRole("heading", { level: 1 });
    const headingTop = async () => (await heading.boundingBox())?.y;
    const before = await headingTop();

    await toggle.click();
    await expect(menu.getByRole("link", { name: "Our Story" })).toBeVisible();
    await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect(await headingTop(), "the page stays where it was under the open menu").toBe(before);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // From the keyboard inside the menu, then a click on the page below it.
    await toggle.press("Enter");
    await menu.getByRole("link", { name: "Home" }).focus();
    await page.mouse.click(width / 2, 790);
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // A click on the header's own controls is not outside: the toggle folds the menu itself.
    await toggle.click();
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test(`at ${width} px Search, Contact Us, Sign Up and Request Demo are in the header or the menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).filter({ visible: true }).click();
    const reachable = page.locator("header").getByRole("button").or(page.locator("header").getByRole("link"));
    for (const name of [/^Search/, /^Contact Us$/, /Sign Up$/, /^Request (a )?Demo$/])
      await expect(reachable.filter({ hasText: name, visible: true }).first(), String(name)).toBeVisible();
    await page.locator("header").getByRole("button", { name: "Contact Us" }).filter({ visible: true }).first().click();
    await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
  });
}

test("the floating bar links the social page, Back to top waits for a scroll and scrolls back in 800 ms", async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1024, height: 400 });
  await page.goto("/terms");
  await waitForHydration(page);
  const bar = page.getByRole("complementary", { name: "Quick links" });
  const backToTop = page.getByRole("link", { name: "Back to top" });
  await expect(page.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", /^https:\/\//);
  // In its gutter the bar covers nothing, so it is there from the first screen; Back to top has
  // nowhere to go yet…
  await expect(bar).toHaveCSS("opacity", "1");
  await expect(backToTop).toHaveCSS("opacity", "0");
  await expect(backToTop).toHaveCSS("pointer-events", "none");
  // …unless reached with the keyboard.
  await page.getByRole("link", { name: /Facebook/ }).focus();
  await expect(backToTop).toHaveCSS("opacity", "1");
  await page.getByRole("link", { name: /Facebook/ }).blur();
  const bottom = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
  expect(bottom).toBeGreaterThan(200);
  await expect(backToTop).toHaveCSS("opacity", "1");
  // Hidden while the menu is open.
  await page.getByRole("button", { name: "Menu" }).filter({ visible: true }).click();
  await expect(bar).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).filter({ visible: true }).click();
  await expect(bar).toBeVisible();
  // An installed clock still flows with real time until paused: on a busy machine the real time
  // between the click and the first reading, added to the 400 ms run below, could end the scroll.
  await page.clock.pauseAt(Date.now() + 1_000);
  await backToTop.click();
  await page.clock.runFor(400);
  const midway = await page.evaluate(() => window.scrollY);
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(bottom);
  await page.clock.runFor(450);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("#request-a-demo opens the Request a Demo dialog on load", async ({ page }) => {
  await page.goto("/our-story#request-a-demo");
  await expect(page.getByRole("dialog", { name: "Request a Demo" })).toBeVisible();
});

test("#request-a-demo opens it on a later fragment change, and again after closing", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  for (let round = 0; round < 2; round++) {
    await page.evaluate(() => {
      window.location.hash = "request-a-demo";
    });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#request-a-demo/);
  }
});
