import { devices, expect, type Page, test } from "@playwright/test";
import { languageInfo } from "../contracts/languages.ts";
import { axeViolations } from "./lib/axe.ts";
import { catalogue } from "./lib/catalogues.ts";
import { hanOutsideChineseFont } from "./lib/han-font.ts";
import { problemsAtEveryWidth, settle } from "./lib/layout-widths.ts";
import { type LoadWatch, watchLoad } from "./lib/load-watch.ts";
import { type SweepAddress, sweepAddresses } from "./lib/sweep-pages.ts";
import { scrollThrough, untilSinceNavigation, waitForHydration } from "./support.ts";

// The site sweep: each page in each language is loaded once, and that load is checked for everything
// only a browser can see: console errors, Content-Security-Policy violations, axe at a desktop's and a
// phone's width, the layout from 320 to 1920 px, prerendered text that hydration takes away, and
// layout shifts. What the built files say (titles, alternates, script sizes, CSP hashes) is checked
// without a browser, in web/test. One test per address, so a failure names the page; each check is
// soft, so the failure lists every problem the page has.

const DESKTOP = { width: 1280, height: 800 };
/** The phone the mobile project emulates: nothing on the site depends on touch, so its width is what differs. */
const PHONE = devices["Pixel 7"].viewport;
/** A small phone, whose footer is checked for height. */
const SMALL_PHONE = { width: 360, height: 800 };
/** The first stretch of a load is left alone, as a visitor who only reads; then the page is scrolled through. */
const STILL_MS = 2_500;

// One test does what six did, on a machine shared by two workers, the server and Chromium.
test.describe.configure({ timeout: 180_000 });

for (const target of sweepAddresses) {
  test(`${target.address} (${target.kind}, ${target.language})`, async ({ page }) => {
    // It waits for its live checks, then draws five history grids that the layout check measures at every width.
    test.slow(target.address.endsWith("/check-app-status"), "the status page's live checks and history");
    await page.setViewportSize(DESKTOP);
    const watch = await watchLoad(page);
    const response = await page.goto(target.address);
    // Not a check of its own (the server's tests own status codes): the sweep must be looking at the right page.
    expect(response?.status()).toBe(target.kind === "not-found page" ? 404 : 200);
    await waitForHydration(page);
    await untilSinceNavigation(page, STILL_MS);
    // While it loads, before any scrolling; then while it is scrolled through and its lazy parts come.
    const whileLoading = await watch.layoutShifts();
    expect.soft(describeShifts(whileLoading), "layout shifts while loading").toEqual([]);
    await bringInLazyContent(page, watch);
    const whileScrolling = (await watch.layoutShifts()).slice(whileLoading.length);
    expect.soft(describeShifts(whileScrolling), "layout shifts while scrolling").toEqual([]);

    await expectContent(page, target);
    expect.soft(await axeViolations(page), `axe at ${DESKTOP.width} px`).toEqual([]);
    expect.soft(await problemsAtEveryWidth(page), "layout from 320 to 1920 px").toEqual([]);
    // A phone's footer folds its link groups: a quarter of a short page, not the most of it.
    await page.setViewportSize(SMALL_PHONE);
    await settle(page);
    const footer = await page.getByRole("contentinfo").evaluate((element) => element.getBoundingClientRect().height);
    expect.soft(footer, `the footer's height at ${SMALL_PHONE.width} px`).toBeLessThanOrEqual(900);
    if (target.language === "en") {
      // A phone's own header and menu button, as the mobile project used to see them.
      await page.setViewportSize(PHONE);
      await settle(page);
      expect.soft(await axeViolations(page), `axe at ${PHONE.width} px`).toEqual([]);
      if (target.intro)
        await expect
          .soft(page.getByText(target.intro.intro, { exact: true }), `introduction at ${PHONE.width} px`)
          .toBeVisible();
    }
    const lost = (await watch.lostText()).map((text) => `at ${text.at} ms, ${text.parent}: ${text.text}`);
    expect.soft(lost, "prerendered text that left the page").toEqual([]);
    expect.soft(await watch.cspViolations(), "CSP violations").toEqual([]);
    expect.soft(consoleErrors(watch, page, target), "console errors").toEqual([]);

    if (target.kind === "not-found page") await expectWayHome(page, target);
  });
}

/** Scrolls down and back, so sections that load on approach are on the page, and waits for their code. */
async function bringInLazyContent(page: Page, watch: LoadWatch): Promise<void> {
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(() => watch.inFlight.size).toBe(0);
  if (page.url().endsWith("/check-app-status")) {
    // Until the status checks have all ended, rows change their text; the history draws one group per frame.
    await expect(page.locator(".status-board")).toHaveAttribute("data-complete", "true", { timeout: 30_000 });
    await expect(page.locator(".status-checking")).toHaveCount(0);
    await expect(page.getByRole("grid")).toHaveCount(5);
  }
  await settle(page);
}

function describeShifts(shifts: readonly { value: number; moved: readonly string[] }[]): string[] {
  return shifts
    .filter((shift) => shift.value > 0)
    .map((shift) => `${shift.value.toFixed(4)} (${shift.moved.join(", ")})`);
}

/** What the page says, in its language, at a desktop's width (and a site page's introduction on a phone too). */
async function expectContent(page: Page, target: SweepAddress): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  if (target.intro) {
    await expect.soft(heading, "heading").toHaveText(target.intro.heading);
    await expect.soft(page.getByText(target.intro.intro, { exact: true }), "introduction").toBeVisible();
    // Crawlable: the canonical link names the address to index instead of `noindex`.
    await expect.soft(page.locator('meta[name="robots"]'), "no robots meta").toHaveCount(0);
  }
  if (target.kind === "not-found page")
    await expect.soft(heading, "heading").toHaveText(catalogue(target.language).not_found_heading ?? "");
  // The site's own links stay in the language.
  const footerLink = page.getByRole("contentinfo").getByRole("link").first();
  await expect
    .soft(footerLink, "footer link in the language")
    .toHaveAttribute("href", new RegExp(`^${languageInfo[target.language].prefix}/`));
  if (target.language === "zh") expect.soft(await hanOutsideChineseFont(page), "Han in the Chinese font").toEqual([]);
}

/** Console errors, less the 404 that Chromium reports for the not-found page's own response. */
function consoleErrors(watch: LoadWatch, page: Page, target: SweepAddress): string[] {
  const ownAddress = new URL(target.address, page.url()).href;
  return watch.consoleErrors
    .filter((error) => !(target.kind === "not-found page" && error.url === ownAddress && error.text.includes("404")))
    .map((error) => error.text);
}

async function expectWayHome(page: Page, target: SweepAddress): Promise<void> {
  await page.getByRole("link", { name: catalogue(target.language).home_page_link }).click();
  await expect(page).toHaveURL(new URL(languageInfo[target.language].prefix || "/", page.url()).href);
}
