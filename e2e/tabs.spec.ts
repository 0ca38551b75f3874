import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

async function selectedTab(page: Page) {
  return page.getByRole("tab", { selected: true });
}

test("a tab shows its panel when clicked and writes its fragment", async ({ page }) => {
  await page.goto("/terms");
  await waitForHydration(page);
  await expect(await selectedTab(page)).toHaveText("Terms of Service");
  await page.getByRole("tab", { name: "Payment Account" }).click();
  await expect(await selectedTab(page)).toHaveText("Payment Account");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText("Payment Account");
  await expect(page).toHaveURL(/\/terms#payment-account$/);
});

for (const fragment of ["terms-of-service", "payment-account", "general-terms"]) {
  test(`/terms#${fragment} opens that tab on load`, async ({ page }) => {
    await page.goto(`/terms#${fragment}`);
    await waitForHydration(page);
    await expect(page.locator(`#${fragment}`)).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  });
}

test("a later fragment change switches the tab", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await page.evaluate(() => {
    window.location.hash = "educator-app";
  });
  await expect(await selectedTab(page)).toHaveText("Educator App");
});

test("tabs work from the keyboard", async ({ page }) => {
  await page.goto("/recruitment");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Job List" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Company Background" })).toBeFocused();
  await expect(await selectedTab(page)).toHaveText("Company Background");
});

for (const [path, labels] of [
  ["/faq", ["CMS", "Parent App", "Educator App"]],
  ["/recruitment", ["Job List", "Company Background", "Staff Benefits"]],
] as const) {
  test(`${path} has its three tabs`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("tab")).toHaveText([...labels]);
  });
}
