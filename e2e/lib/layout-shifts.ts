// Records every layout shift from before a page's first script runs, so tests can say which
// elements moved and by how much, not only that something did.
import type { Page } from "@playwright/test";

/** One layout shift: its score and the elements it moved, as `NAME.class` (an SVG's class is no string). */
export interface LayoutShift {
  readonly value: number;
  readonly moved: readonly string[];
}

/** Starts recording on every page the tab loads from now on (page.addInitScript). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    // Buffered: shifts from before the observer existed count as well.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.nodeName}.${node.getAttribute("class") ?? ""}` : (node?.nodeName ?? "?"),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded on the page so far. */
export function recordedLayoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
}
