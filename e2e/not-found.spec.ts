import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration, watchConsole } from "./support.ts";

const heading = "Error 404 - Page Not Found";
const text = "The specified file was not found on this website. Please check the URL for mistakes and try again.";

test("an unknown address gets status 404 and the not-found page", async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto("/no/such/page?x=1");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveTitle("Page Not Found");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByText(text)).toBeVisible();
  await expectNoAxeViolations(page);
  // The 404 response itself is reported by Chromium as a failed resource load; nothing else may be.
  expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);

  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});

// What its HTML holds for readers without JavaScript is a test over the built site
// (server/test/built-site/served-site.test.ts); here, the page in the browser.

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
