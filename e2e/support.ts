import { expect, type Locator, type Page } from "@playwright/test";
import type { LeadName } from "../contracts/leads.ts";
import { decodeQuotedPrintable } from "../test-support/smtp-sink.ts";
import { axeViolations } from "./lib/axe.ts";
import { sinkMessages } from "./lib/mail-sink.ts";
import { runOperatorTool } from "./lib/operator-tool.ts";

/** Collects console errors and uncaught exceptions (CSP violations show up here too). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Resolves once React has hydrated the page, so clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until `ms` have passed since the page's navigation started. A timer, not a polled
 * condition: polling on every animation frame makes the page draw a frame each time, which cost
 * a sixth of a core for as long as the wait lasted.
 */
export async function untilSinceNavigation(page: Page, ms: number): Promise<void> {
  const left = ms - (await page.evaluate(() => performance.now()));
  if (left > 0) await page.waitForTimeout(left);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Every alert the page shows from now on, accepted as a person would click OK. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** The lead e-mails the site under test has delivered to the SMTP sink (e2e/global-setup.ts). */
export function deliveredMail(): string[] {
  return sinkMessages().map(decodeQuotedPrintable);
}

/** The CSV that `npm run leads -- export` prints for the site under test's database, run as an operator would. */
export function exportedLeads(type: LeadName, database = ".tmp/e2e.sqlite"): string {
  return runOperatorTool("leads", ["export", "--type", type], { ...process.env, SQLITE_PATH: database });
}

/** Runs `npm run account -- …` against the site under test's database, as an operator would; returns its output. */
export function accountCli(args: string[], database = ".tmp/e2e.sqlite"): string {
  return runOperatorTool("account", args, { ...process.env, SQLITE_PATH: database });
}

/** A value no other test run uses, to find this test's lead afterwards. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Focus turns the text box into the native picker; then enter the value as the picker would. */
export async function pick(field: Locator, value: string) {
  await field.focus();
  await expect(field).not.toHaveAttribute("type", "text");
  await field.fill(value);
}

/** Scrolls half a screen at a time to the foot of the page, so the parts that load on approach load. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = () => new Promise((resolve) => setTimeout(resolve, 60));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await step();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}
