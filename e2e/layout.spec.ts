import { expect, test } from "@playwright/test";
import { LANGUAGES, pathInLanguage } from "../contracts/languages.ts";
import { LAYOUT_HEIGHT, problemsAtEveryWidth, settle } from "./lib/layout-widths.ts";
import { waitForHydration } from "./support.ts";

// The layout of what a page shows only after a visitor acts: the open menu, the mobile header's
// buttons. Every page as it loads, and scrolled to its end under the floating bar, is in
// e2e/site-sweep.spec.ts.
// The desktop project runs it (the mobile project's testMatch leaves it out): the widths are set here.

test("the open menu: no text overlaps and nothing is wider than the screen, from 320 to 1920 px", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Menu" }).filter({ visible: true }).click();
  const menu = page.getByRole("navigation", { name: "Site menu" });
  await expect(menu).toBeVisible();
  // The menu slides open in 300 ms (site.css); measure it open, not on its way.
  await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  // The menu lies over the page (its panel is opaque): the page's own words under it are covered,
  // not overlapped, and are the sweep's to check. Only the menu and the header are measured here.
  await page.addStyleTag({ content: "main, footer { visibility: hidden; }" });
  expect(await problemsAtEveryWidth(page)).toEqual([]);
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
      await page.setViewportSize({ width, height: LAYOUT_HEIGHT });
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
