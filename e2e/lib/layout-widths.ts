// The layout check at the widths of small, common and large phones, a tablet, and three desktops:
// no line of text over another, nothing wider than the screen. What counts as visible text, and
// why, is in layout-problems.ts. One page load serves every width.
import type { Page } from "@playwright/test";
import { findLayoutProblems } from "./layout-problems.ts";

export const LAYOUT_WIDTHS = [320, 360, 390, 768, 1024, 1280, 1920] as const;
export const LAYOUT_HEIGHT = 800;

/** After a resize or a scroll, lets script that measures the page (carousels) and the layout settle. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The page at each width, seen from its top (under the sticky header, nothing overlaps by design). */
export async function problemsAtEveryWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: LAYOUT_HEIGHT });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await settle(page);
    const found = await page.evaluate(findLayoutProblems, null);
    if (found.scrollWidth > width) problems.push(`${width} px: the page is ${found.scrollWidth} px wide`);
    for (const box of found.outside) problems.push(`${width} px: past the screen's edge: ${box}`);
    for (const overlap of found.overlaps) problems.push(`${width} px: ${overlap}`);
  }
  return problems;
}
