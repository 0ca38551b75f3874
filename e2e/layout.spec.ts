import { expect, type Page, type Request, test } from "@playwright/test";
import { LANGUAGES, pathInLanguage } from "../contracts/languages.ts";
import { sitePages } from "../contracts/site-pages.ts";
import { findLayoutProblems } from "./lib/layout-problems.ts";
import { scrollThrough, waitForHydration } from "./support.ts";

// Every page at the widths of small, common and large phones, a tablet, and three
// desktops: no line of text over another, nothing wider than the screen. What
// counts as visible text, and why, is in e2e/lib/layout-problems.ts.
// The desktop project runs it (the mobile project's testMatch leaves it out): the
// widths are set here, and one page load serves all seven, which keeps it quick.

const widths = [320, 360, 390, 768, 1024, 1280, 1920];
const HEIGHT = 800;
/** An address no page has: the server answers with the not-found page. */
const UNKNOWN_ADDRESS = "/no-such-page-for-the-layout-test";

/** The help centre's two other kinds of page (its home is a site page): an audience's list and an article. */
const HELP_SAMPLES = ["/help/centre-owners", "/help/centre-owners/ikey-payment-account"];

// In every language: Malay's words run longer than English's, and Chinese breaks lines differently.
const addresses = LANGUAGES.flatMap((language) =>
  [...sitePages.map((page) => page.path), ...HELP_SAMPLES, UNKNOWN_ADDRESS].map((path) =>
    pathInLanguage(path, language),
  ),
);

/** Scrolls down a screen at a time and back, so sections that load on approach are on the page. */
async function bringInLazyContent(page: Page): Promise<void> {
  const loading = new Set<Request>();
  page.on("request", (request) => loading.add(request));
  page.on("requestfinished", (request) => loading.delete(request));
  page.on("requestfailed", (request) => loading.delete(request));
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  // Their code is requested as they come near: wait until it, and whatever it asks for, has arrived.
  await expect.poll(() => loading.size).toBe(0);
  await settle(page);
}

/** Until the status checks have all ended, rows change their text. */
async function statusChecksEnded(page: Page): Promise<void> {
  await expect(page.locator(".status-board")).toHaveAttribute("data-complete", "true", { timeout: 30_000 });
  await expect(page.locator(".status-checking")).toHaveCount(0);
}

/** After a resize, lets script that measures the page (carousels) and the layout settle. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The page at each width, seen from its top (under the sticky header, nothing overlaps by design). */
async function problemsAtEveryWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await settle(page);
    const found = await page.evaluate(findLayoutProblems, null);
    if (found.scrollWidth > width) problems.push(`${width} px: the page is ${found.scrollWidth} px wide`);
    for (const box of found.outside) problems.push(`${width} px: past the screen's edge: ${box}`);
    for (const overlap of found.overlaps) problems.push(`${width} px: ${overlap}`);
  }
  return problems;
}

for (const address of addresses) {
  const name = address.endsWith(UNKNOWN_ADDRESS) ? `the not-found page at ${address}` : address;
  test(`${name}: no text overlaps and nothing is wider than the screen, from 320 to 1920 px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0] ?? 320, height: HEIGHT });
    await page.goto(address);
    await waitForHydration(page);
    const statusPage = address.endsWith("/check-app-status");
    if (statusPage) await statusChecksEnded(page);
    await bringInLazyContent(page);
    // The history draws one group per frame once its code has come (on approach).
    if (statusPage) await expect(page.getByRole("grid")).toHaveCount(5);

    expect(await problemsAtEveryWidth(page)).toEqual([]);
  });
}

test("the open menu: no text overlaps and nothing is wider than the screen, from 320 to 1920 px", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Menu" }).filter({ visible: true }).click();
  const menu = page.getByRole("navigation", { name: "Site menu" });
  await expect(menu).toBeVisible();
  // The menu slides open in 300 ms (site.css); measure it open, not on its way.
  await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  expect(await problemsAtEveryWidth(page)).toEqual([]);
});

test("at the end of a page no text stays under the floating bar, from 320 to 1920 px", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    // Elsewhere the page scrolls out from under the bar; at its end, nothing more can.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await settle(page);
    const { covered } = await page.evaluate(findLayoutProblems, ".floating-button");
    for (const line of covered) problems.push(`${width} px: ${line}`);
  }
  expect(problems).toEqual([]);
});

const mobileHeaderLabels = {
  en: ["Menu", "Contact Us", "Request Demo"],
  ms: ["Menu", "Hubungi Kami", "Minta Demo"],
  zh: ["菜单", "联系我们", "预约演示"],
} as const;

for (const language of LANGUAGES) {
  const labels = mobileHeaderLabels[language];
  test(`the mobile header keeps ${labels.join(", ")} on one line from 360 px`, async ({ page }) => {
    await page.goto(pathInLanguage("/", language));
    await waitForHydration(page);
    const header = page.getByTestId("mobile-header");
    // From 992 px the desktop header takes over.
    for (const width of [360, 375, 390, 412, 430, 480, 520, 600, 768, 991]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settle(page);
      const buttons = await header.getByRole("button").evaluateAll((elements) =>
        elements.map((element) => {
          // The lines of the label's text (not of the icon beside it).
          const lineTops = new Set<number>();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = document.createRange();
            text.selectNodeContents(node);
            for (const rect of text.getClientRects()) lineTops.add(Math.round(rect.top));
          }
          return {
            name: element.textContent,
            top: Math.round(element.getBoundingClientRect().top),
            lines: lineTops.size,
          };
        }),
      );
      expect(buttons.map(({ name }) => name)).toEqual(labels);
      for (const button of buttons) expect(button.lines, `${button.name} at ${width} px`).toBe(1);
      expect(new Set(buttons.map(({ top }) => top)).size, `one row at ${width} px`).toBe(1);
    }
  });
}
