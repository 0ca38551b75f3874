// Records every Content-Security-Policy violation from before a page's first script.
import type { Page } from "@playwright/test";

export interface CspViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly sample: string;
}

/**
 * Starts recording on every page the tab loads from now on (page.addInitScript). A violation the
 * page survives (zod's caught `new Function` probe) still shows in the console and costs
 * Lighthouse's Best Practices, so tests treat any one as a failure.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: CspViolation[] = [];
    (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
}

/** The violations recorded on the page so far. */
export function recordedCspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations);
}
