import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

// The page's sections, copy, links' addresses and pictures are checked in its prerendered HTML
// (web/test/content-campaign.test.ts). What needs a browser stays here: following the links, and
// the terms dialog, whose code loads on first opening.

const PATH = "/RHB-reflex-premium-plus-for-education-campaign";

// One load for the three: following Learn more leaves the page, so it comes last.
test("Know more opens a new tab, Get it now scrolls to the registration form, Learn more leads to the CMS page", async ({
  page,
  context,
}) => {
  await page.goto(PATH);
  await waitForHydration(page);
  const intro = page.locator("#campaign-intro");

  await test.step("Know more opens the centre management system page in a new tab", async () => {
    const knowMore = intro.getByRole("link", { name: "Know more (opens in a new tab)" });
    const [tab] = await Promise.all([context.waitForEvent("page"), knowMore.click()]);
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname).toBe("/center-management-system");
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await tab.close();
  });

  await test.step("Get it now leads to the registration form's section", async () => {
    await intro.getByRole("link", { name: "Get it now" }).click();
    await expect(page).toHaveURL(/#rhb-form-section$/);
    await expect(
      page.locator("section#rhb-form-section").getByRole("heading", { name: "Register your interest" }),
    ).toBeInViewport();
  });

  await test.step("Learn more in the workflow section leads to the centre management system page", async () => {
    await page
      .locator("#campaign-workflow")
      .getByRole("link", { name: /^Learn more/ })
      .click();
    await expect(page).toHaveURL(/\/center-management-system$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Centre Management System");
  });
});

// One load for the dialog's three: each opening ends with the dialog closed, as the next one needs.
test('"terms and conditions" and "full terms" open the full campaign terms; Escape closes them and focus returns; the terms link in the dialog leads to the general terms', async ({
  page,
}) => {
  await page.goto(PATH);
  await waitForHydration(page);
  for (const name of ["terms and conditions", "full terms"]) {
    await test.step(`"${name}" opens the full campaign terms; Escape closes them and focus returns`, async () => {
      const trigger = page.locator("#campaign-terms").getByRole("button", { name, exact: true });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const modal = page.getByRole("dialog", { name: "Campaign Terms and Conditions" });
      await expect(modal).toBeVisible();
      await expect(modal).toHaveAttribute("id", "rhbtncModal");
      for (const text of [
        "6 January 2021",
        "30 June 2021",
        "inclusive",
        "100",
        "1,000",
        "RM 50",
        "August 2021",
        "RM250,000",
      ]) {
        await expect(modal).toContainText(text);
      }
      await expect(modal).toContainText("tablet computer");
      await expect(modal).toContainText("online banking payment or a bank transfer service");
      await expect(modal).toContainText("registers for training");
      await expect(modal).toContainText("first 3 months of the subscription, within the first year");
      await expect(modal).toContainText("the waiver may stop");
      await expect(modal.locator('a[href="/terms"]')).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(modal).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }
  await test.step("the terms link in the dialog leads to the general terms", async () => {
    await page.locator("#campaign-terms").getByRole("button", { name: "full terms" }).click();
    const modal = page.locator("#rhbtncModal");
    await modal.getByRole("link", { name: "general Terms and Conditions" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(modal).toHaveCount(0);
  });
});
