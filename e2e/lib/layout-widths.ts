// The layout check at the widths of small, common and large phones, a tablet, and three desktops:
// no line of text over another, nothing wider than the screen, no card grid ending in an orphan,
// no Chinese line of one character,
// and the floating buttons over no text or control: on the first screen, on phones at every tenth
// of the way down, and on the larger screens at the end. What counts as visible text, and why, is
// in layout-problems.ts. One page load serves every width.
import type { Page } from "@playwright/test";
import { BALANCED_GRIDS, unbalancedGrids } from "./grid-balance.ts";
import { findLayoutProblems } from "./layout-problems.ts";
import { loneChineseLines } from "./lone-lines.ts";

/** The buttons fixed over the page (web/app/shell/floating-bar.tsx). */
const FLOATING_BUTTON = ".floating-button";

export const LAYOUT_WIDTHS = [320, 360, 390, 768, 1024, 1280, 1920] as const;
export const LAYOUT_HEIGHT = 800;
/**
 * Where the page is also checked scrolled down. A phone reads the whole page past the floating
 * buttons, so every tenth of its scroll is looked at; a tablet and the two widths either side of
 * the bar's margin, at the end, where the last lines come to rest beside the buttons.
 */
const PHONE_WIDTHS: readonly number[] = [320, 360, 390];
const END_WIDTHS: readonly number[] = [768, 1024, 1280];
const TENTHS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

/** After a resize or a scroll, lets script that measures the page (carousels) and the layout settle. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The page at each width, seen from its top (under the sticky header, nothing overlaps by design),
 * then scrolled to its end, where nothing more can scroll out from under the floating buttons.
 */
export async function problemsAtEveryWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: LAYOUT_HEIGHT });
    await scrollTo(page, 0);
    const found = await page.evaluate(findLayoutProblems, { coveredBy: FLOATING_BUTTON });
    if (found.scrollWidth > width) problems.push(`${width} px: the page is ${found.scrollWidth} px wide`);
    for (const box of found.outside) problems.push(`${width} px: past the screen's edge: ${box}`);
    for (const overlap of found.overlaps) problems.push(`${width} px: ${overlap}`);
    for (const line of found.covered) problems.push(`${width} px, first screen: ${line}`);
    for (const grid of await page.evaluate(unbalancedGrids, BALANCED_GRIDS)) problems.push(`${width} px: ${grid}`);
    for (const line of await page.evaluate(loneChineseLines)) problems.push(`${width} px, a lone line: ${line}`);
    const stops = PHONE_WIDTHS.includes(width) ? TENTHS : END_WIDTHS.includes(width) ? [1] : [];
    for (const stop of stops) {
      await scrollTo(page, stop);
      const there = await page.evaluate(findLayoutProblems, { coveredBy: FLOATING_BUTTON, coveredOnly: true });
      for (const line of there.covered) problems.push(`${width} px, scrolled ${stop * 100} % down: ${line}`);
    }
  }
  await scrollTo(page, 0);
  return problems;
}

/** Scrolls `fraction` of the way from the page's top (0) to its end (1). */
async function scrollTo(page: Page, fraction: number): Promise<void> {
  await page.evaluate((part) => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(room * part), behavior: "instant" });
  }, fraction);
  await settle(page);
}
