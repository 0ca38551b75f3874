import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type axe from "axe-core";

/**
 * The same axe as the package's `source` (its 1.3 MB readable build), minified: 0.56 MB for each
 * document to parse and for the protocol to carry, once per page the suite checks.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Frames whose document the main one may script: axe needs its own copy in each. */
function sameOriginFrames(page: Page) {
  const origin = new URL(page.url()).origin;
  return page.frames().filter((frame) => {
    const url = frame.url();
    if (url.startsWith("about:") || new URL(url, origin).origin === origin) return true;
    // axe checks a cross-origin frame only through its frame protocol (@axe-core/playwright's default
    // mode); no page of this site has one, so a test that opens one should say so, not pass unchecked.
    throw new Error(`axe runs here in same-origin frames only; the page holds ${url}`);
  });
}

/**
 * axe-core's violations on the page as it is now, one line per rule with the elements that break it.
 *
 * axe runs in the page with every rule, as @axe-core/playwright's legacy mode runs it, and only
 * the violations come back. Its source is evaluated once per document, not on every call:
 * the wrapper evaluated it twice per call, which cost more than the analysis itself (on the home page
 * 1.7 CPU-seconds a call against 1.0, and 0.3 for a second call on the same page).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of sameOriginFrames(page)) {
    if (!(await frame.evaluate(() => window.axe !== undefined))) await frame.evaluate(axeSource);
  }
  return page.evaluate(async () => {
    if (!window.axe) throw new Error("axe-core is not in the page");
    const results = await window.axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
  });
}
