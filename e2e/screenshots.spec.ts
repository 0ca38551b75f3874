import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "../scripts/lib/chromium.mjs";
import { pageAtRest } from "../scripts/lib/page-at-rest.mjs";
import { catalogue } from "./lib/catalogues.ts";
import { SCREENSHOT_FONT, SCREENSHOT_STYLE, usableFont } from "./lib/screenshot-font.ts";
import { startSideServer, waitHealthy } from "./lib/side-server.ts";
import { waitForHydration } from "./support.ts";

// Pictures of the pages that show the product, compared with the baselines in e2e/__screenshots__,
// so a change that breaks how they look is seen even when every other check still passes
// (docs/decisions/0038-screenshot-tests.md). After an intended change of design:
// `npm run test:screenshots -- --update-snapshots`, then look at the new PNGs before committing them.

const PAGES = [
  { name: "home", path: "/" },
  { name: "center-management-system", path: "/center-management-system" },
  { name: "parent-apps", path: "/parent-apps" },
] as const;
const WIDTHS = [360, 1280] as const;
const HEIGHT = 800;

test.use({
  // Glyph outlines drawn without the hinting of the machine's FreeType settings, which differ between
  // distributions; with one named font (SCREENSHOT_STYLE) the text is drawn the same on any machine.
  // (The option replaces the project's launch options as a whole, so the browser is named again.)
  launchOptions: { executablePath: testChromiumPath, args: [...chromiumArgs, "--font-render-hinting=none"] },
  // Counters show their final figures and carousels jump: nothing is half-way when the picture is taken.
  reducedMotion: "reduce",
});

for (const { name, path } of PAGES) {
  for (const width of WIDTHS) {
    test(`${path} at ${width} px looks as its baseline`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(path);
      await waitForHydration(page);
      expect(await usableFont(page), `${SCREENSHOT_FONT} installed (fonts-liberation)`).toBe(true);
      await pageAtRest(page);
      // The floating buttons belong in the picture: they are what most often covers something.
      await expect(page.getByRole("complementary", { name: catalogue("en").quick_links_label })).toBeVisible();
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        // The copyright runs to the current year: the one part of these pages that changes by itself.
        mask: [page.getByTestId("copyright-years")],
        stylePath: SCREENSHOT_STYLE,
        // Two full pages alike in a row are needed; each takes a second or two on a busy 2-core machine.
        timeout: 30_000,
      });
    });
  }
}

// Check App Status on a new deployment (issue 53, "Alive from day one"): a server on a database of its
// own, created for this run, which has measured today alone. Its bars start there, not 89 empty days
// before. The figures that change from run to run (durations, times, the date) are masked whole.
test.describe("/check-app-status on a fresh database", () => {
  const statusPort = Number(process.env.E2E_PORT ?? 3100) + 160;
  const database = ".tmp/e2e-status-fresh.sqlite";
  let server: ChildProcess | undefined;
  // One worker for both widths: one server on its port and its database.
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: `http://127.0.0.1:${statusPort}` });
  test.beforeAll(async () => {
    // The page says when its charts will draw from the hour it has measured: a run that began in one
    // hour and looked in the next would see another page. Near the hour, the server starts after it.
    const toNextHour = 3_600_000 - (Date.now() % 3_600_000);
    if (toNextHour < 90_000) {
      test.setTimeout(toNextHour + 60_000);
      await new Promise((resolve) => setTimeout(resolve, toNextHour + 2_000));
    }
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
    server = startSideServer(statusPort, { SQLITE_PATH: database });
    await waitHealthy(statusPort);
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  for (const width of WIDTHS) {
    test(`at ${width} px has no row of empty boxes`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto("/check-app-status");
      await waitForHydration(page);
      expect(await usableFont(page), `${SCREENSHOT_FONT} installed (fonts-liberation)`).toBe(true);
      await expect(page.locator(".status-board")).toHaveAttribute("data-complete", "true");
      await pageAtRest(page);
      // Every group's bar: today's box alone, said in words, and no box for a day before monitoring.
      await expect(page.locator(".history-group")).toHaveCount(5);
      await expect(page.locator(".day-bar-row")).toHaveCount(5);
      for (const row of await page.locator(".day-bar-row").all()) await expect(row.locator(".day-cell")).toHaveCount(1);
      await expect(page.locator('.day-cell[data-band="none"]')).toHaveCount(0);
      await expect(page.getByText(/^Monitoring since /)).toHaveCount(5);
      // Each chart says when it will draw: after the hour it has measured.
      await expect(page.getByText(/The chart starts after \d\d:00 \(Malaysia time\)/)).toHaveCount(5);
      await expect(page.locator(".status-last-checked")).toHaveText(/^Last checked at \d\d:\d\d/);
      // The page as it was, words and figures unmasked, beside the test's results for whoever looks.
      const unmasked = test.info().outputPath(`unmasked-${width}.png`);
      await page.screenshot({ path: unmasked, fullPage: true, style: readFileSync(SCREENSHOT_STYLE, "utf8") });
      await test.info().attach(`unmasked-${width}`, { path: unmasked, contentType: "image/png" });
      await expect(page).toHaveScreenshot(`check-app-status-fresh-${width}.png`, {
        fullPage: true,
        mask: [
          page.getByTestId("copyright-years"),
          page.locator(".status-table td"),
          page.locator(".status-last-checked"),
          page.locator(".status-history-note"),
          // The first measured day's date; "Today" stays in the picture.
          page.locator(".day-bar-axis > :first-child"),
          page.locator(".day-bar-caption"),
          page.locator(".response-times-few"),
        ],
        stylePath: SCREENSHOT_STYLE,
        timeout: 30_000,
      });
    });
  }
});
