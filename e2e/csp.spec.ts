import { expect, type Page, test } from "@playwright/test";
import { recordCspViolations, recordedCspViolations } from "./lib/csp-violations.ts";
import { collectAlerts, waitForHydration } from "./support.ts";

// Every page's own load is checked for violations by e2e/site-sweep.spec.ts; these load the code
// that runs only once a visitor acts.

/** Loads a page, lets it settle (lazy parts load on approach, so scroll to the foot), acts, and returns its violations. */
async function violationsOn(page: Page, path: string, act: (page: Page) => Promise<void>) {
  await recordCspViolations(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await act(page);
  await page.waitForLoadState("networkidle");
  return recordedCspViolations(page);
}

// The code that loads on demand: each form's checks (zod) and attestation, and the dialogs.
test.describe("code loaded on first use runs with no CSP violation", () => {
  test("the sign-up wizard, focused and moved on", async ({ page }) => {
    const alerts = collectAlerts(page);
    const found = await violationsOn(page, "/sign-up", async () => {
      await page.getByLabel("First name", { exact: true }).focus();
      await page.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => alerts).toEqual(["Please enter first name"]);
    });
    expect(found).toEqual([]);
  });

  test("the deactivation form, focused and confirmed", async ({ page }) => {
    const alerts = collectAlerts(page);
    const found = await violationsOn(page, "/deactivate-account", async () => {
      await page.getByLabel("Email", { exact: true }).focus();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Deactivate account" }).click();
      await expect.poll(() => alerts).toEqual(["Please enter email"]);
    });
    expect(found).toEqual([]);
  });

  test("the campaign form, focused and submitted", async ({ page }) => {
    const alerts = collectAlerts(page);
    const found = await violationsOn(page, "/RHB-reflex-premium-plus-for-education-campaign", async () => {
      const form = page.getByRole("form", { name: "RHB campaign registration" });
      await form.getByLabel("First name", { exact: true }).focus();
      await form.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => alerts).toEqual(["Please enter first name"]);
    });
    expect(found).toEqual([]);
  });

  test("the Request a Demo, Contact Us and download dialogs, opened and used", async ({ page }) => {
    const alerts = collectAlerts(page);
    const found = await violationsOn(page, "/", async () => {
      await page.getByRole("button", { name: "Request Demo", exact: true }).first().click();
      const demo = page.getByRole("dialog", { name: "Request a Demo" });
      await demo.getByLabel("Name", { exact: true }).focus();
      await demo.getByRole("button", { name: "Request a Demo" }).click();
      await expect.poll(() => alerts).toEqual(["Please enter name"]);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Contact Us", exact: true }).first().click();
      await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.locator(".download-buttons").getByRole("button", { name: "Android" }).click();
      await expect(page.getByRole("dialog", { name: "Download Apps for Android" })).toBeVisible();
    });
    expect(found).toEqual([]);
  });
});
