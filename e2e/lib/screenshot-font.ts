import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

/**
 * The one font the screenshot test draws every text in. The site's stack starts with `system-ui`,
 * which fontconfig resolves to whatever the machine prefers (DejaVu Sans on Debian, others elsewhere),
 * so the same page would be drawn differently from machine to machine. Liberation Sans comes with
 * Debian's Chromium (fonts-liberation, which .ci/run installs when missing) and has Arial's metrics.
 */
export const SCREENSHOT_FONT = "Liberation Sans";

/** The stylesheet Playwright applies while it takes the picture (`stylePath`): the font above for every element. */
export const SCREENSHOT_STYLE = fileURLToPath(new URL("screenshot-font.css", import.meta.url));

/** Whether the browser has SCREENSHOT_FONT: a missing font falls back, and the text measures as the fallback's. */
export function usableFont(page: Page): Promise<boolean> {
  return page.evaluate((font) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return false;
    const sample = "iKEY centre management, 0123456789";
    context.font = "32px monospace";
    const fallback = context.measureText(sample).width;
    context.font = `32px "${font}", monospace`;
    return context.measureText(sample).width !== fallback;
  }, SCREENSHOT_FONT);
}
