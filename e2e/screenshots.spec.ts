import { expect, test } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "../scripts/lib/chromium.mjs";
import { pageAtRest } from "../scripts/lib/page-at-rest.mjs";
import { catalogue } from "./lib/catalogues.ts";
import { SCREENSHOT_FONT, SCREENSHOT_STYLE, usableFont } from "./lib/screenshot-font.ts";
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
