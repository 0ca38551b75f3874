import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

const heading = "Error 404 - Page Not Found";

// The not-found page as a visitor's browser loads it (status, heading, axe, console, the way home)
// is in the site sweep, and what its HTML holds for readers without JavaScript is a test over the
// built site (server/test/built-site/served-site.test.ts). Here, reaching it inside the app.

/** Navigates inside the already-loaded app, as following a link does, without a page load. */
async function navigateInApp(page: import("@playwright/test").Page, path: string) {
  await page.evaluate((target) => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
    window.history.pushState(window.history.state, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}

test("a bad link inside the site shows the same page", async ({ page }) => {
  await page.goto("/our-story");
  await waitForHydration(page);
  await navigateInApp(page, "/gone-missing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle("Page Not Found");
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
});

test("an old address redirects during in-app navigation too", async ({ page }) => {
  await page.goto("/our-story");
  await waitForHydration(page);
  await navigateInApp(page, "/rhb/");
  await expect(page).toHaveURL("/RHB-reflex-premium-plus-for-education-campaign");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RHB Reflex Premium Plus for Education");
  await navigateInApp(page, "/students/7");
  await expect(page).toHaveURL("/");
});

test("an in-app redirect goes straight to its target, never showing the not-found page first", async ({ page }) => {
  await page.goto("/our-story");
  await waitForHydration(page);
  await page.evaluate((notFound) => {
    const seen = { notFound: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector("h1")?.textContent === notFound) seen.notFound = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, heading);
  await navigateInApp(page, "/rhb/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RHB Reflex Premium Plus for Education");
  expect(await page.evaluate(() => (window as unknown as { __seen: { notFound: boolean } }).__seen.notFound)).toBe(
    false,
  );
});
