// Everything the site sweep (e2e/site-sweep.spec.ts) watches on one page load, set up before the
// load so that nothing from its first script on is missed.
import type { Page, Request } from "@playwright/test";
import { type CspViolation, recordCspViolations, recordedCspViolations } from "./csp-violations.ts";
import { type LayoutShift, recordedLayoutShifts, recordLayoutShifts } from "./layout-shifts.ts";
import { type LostText, lostPrerenderedText, watchPrerenderedTextOn } from "./prerendered-text-watch.ts";

export interface LoadWatch {
  /** Console errors and uncaught exceptions, each with where it came from. */
  readonly consoleErrors: { readonly text: string; readonly url: string }[];
  /** Requests sent and not yet answered: the page is still loading what it asked for. */
  readonly inFlight: ReadonlySet<Request>;
  cspViolations(): Promise<CspViolation[]>;
  layoutShifts(): Promise<LayoutShift[]>;
  lostText(): Promise<LostText[]>;
}

export async function watchLoad(page: Page): Promise<LoadWatch> {
  const consoleErrors: { text: string; url: string }[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push({ text: message.text(), url: message.location().url });
  });
  page.on("pageerror", (error) => consoleErrors.push({ text: error.message, url: "" }));
  const inFlight = new Set<Request>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  await recordCspViolations(page);
  await recordLayoutShifts(page);
  await watchPrerenderedTextOn(page);
  return {
    consoleErrors,
    inFlight,
    cspViolations: () => recordedCspViolations(page),
    layoutShifts: () => recordedLayoutShifts(page),
    lostText: () => lostPrerenderedText(page),
  };
}
