import { expect, type Page, test } from "@playwright/test";
import { business } from "../contracts/business.ts";
import { waitForHydration } from "./support.ts";

async function expectFocusTrapped(page: Page, dialogId: string, key: "Tab" | "Shift+Tab") {
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press(key);
    const inside = await page.evaluate((id) => document.getElementById(id)?.contains(document.activeElement), dialogId);
    expect(inside, `${key} press ${press + 1} left the dialog`).toBe(true);
  }
}

const dialogs = [
  { name: "Request a Demo", id: "requestDemoModal", trigger: "Request Demo" },
  { name: "Contact Us", id: "contactUsModal", trigger: "Contact Us" },
];

for (const dialog of dialogs) {
  test(`${dialog.name}: opens, traps focus, closes on Escape and returns focus`, async ({ page }) => {
    await page.goto("/our-story");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: dialog.trigger, exact: true }).first();
    await trigger.click();
    const modal = page.getByRole("dialog", { name: dialog.name });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute("id", dialog.id);
    await expectFocusTrapped(page, dialog.id, "Tab");
    await expectFocusTrapped(page, dialog.id, "Shift+Tab");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}

test("the Contact Us dialog shows the configured company, address, e-mail, WhatsApp and hours", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Contact Us", exact: true }).first().click();
  const modal = page.getByRole("dialog", { name: "Contact Us" });
  await expect(modal).toContainText(`${business.company.name} (${business.company.registrationNo})`);
  // The floating buttons stand aside while a dialog is open.
  await expect(page.locator(".floating-bar")).toHaveCSS("visibility", "hidden");
  await expect(modal).toContainText(business.company.address);
  await expect(modal.getByRole("link", { name: business.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${business.supportEmail}`,
  );
  await expect(modal.getByRole("link", { name: /^\+60/ })).toHaveAttribute(
    "href",
    `https://wa.me/${business.whatsappNumber}`,
  );
  await expect(modal).toContainText("Monday-Friday 9 a.m - 7 p.m");
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();
});
