// The layout check at the widths of small, common and large phones, a tablet, and three desktops:
// no line of text over another, nothing wider than the screen, no card grid ending in an orphan,
// no Chinese line of one character,
// and the floating buttons over no text or control, on the first screen and (at five of the
// widths) scrolled to the end. What counts as visible text, and why, is in layout-problems.ts. One page load serves every width.
import type { Page } from "@playwright/test";
import { BALANCED_GRIDS, unbalancedGrids } from "./grid-balance.ts";
import { findLayoutProblems } from "./layout-problems.ts";
import { loneChineseLines } from "./lone-lines.ts";

/** The buttons fixed over the page (web/app/shell/floating-bar.tsx). */
const FLOATING_BUTTON = ".floating-button";

export const LAYOUT_WIDTHS = [320, 360, 390, 768, 1024, 1280, 1920] as const;
export const LAYOUT_HEIGHT = 800;
/** Where the page is also checked scrolled to its end: phones, a tablet, the two widths either side of the bar's margin. */
const END_WIDTHS: readonly number[] = [320, 360, 768, 1024, 1280];

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
    await scrollTo(page, "top");
    const found = await page.evaluate(findLayoutProblems, { coveredBy: FLOATING_BUTTON });
    if (found.scrollWidth > width) problems.push(`${width} px: the page is ${found.scrollWidth} px wide`);
    for (const box of found.outside) problems.push(`${width} px: past the screen's edge: ${box}`);
    for (const overlap of found.overlaps) problems.push(`${width} px: ${overlap}`);
    for (const line of found.covered) problems.push(`${width} px, first screen: ${line}`);
    for (const grid of await page.evaluate(unbalancedGrids, BALANCED_GRIDS)) problems.push(`${width} px: ${grid}`);
    for (const line of await page.evaluate(loneChineseLines)) problems.push(`${width} px, a lone line: ${line}`);
    if (!END_WIDTHS.includes(width)) continue;
    await scrollTo(page, "end");
    const atEnd = await page.evaluate(findLayoutProblems, { coveredBy: FLOATING_BUTTON, coveredOnly: true });
    for (const line of atEnd.covered) problems.push(`${width} px, scrolled to the end: ${line}`);
  }
  await scrollTo(page, "top");
  return problems;
}

async function scrollTo(page: Page, where: "top" | "end"): Promise<void> {
  await page.evaluate(
    (end) => window.scrollTo({ top: end ? document.documentElement.scrollHeight : 0, behavior: "instant" }),
    where === "end",
  );
  await settle(page);
}
