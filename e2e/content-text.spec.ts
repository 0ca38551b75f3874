import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

// The pages' copy is checked in their prerendered HTML (web/test/content-text.test.ts); what needs a
// browser stays here: following a link on the page, and axe on what only shows after a click.

test("/account-security-tips: the heading stays after hydration, and a guide's link scrolls to it", async ({
  page,
}) => {
  await page.goto("/account-security-tips");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Troubleshooting Tips");
  await page.getByRole("link", { name: "Profile Missing Issue" }).click();
  await expect(page).toHaveURL(/#profile-missing-issue$/);
  await expect(page.getByRole("heading", { name: "Profile Missing Issue" })).toBeInViewport();
});

// site-sweep.spec.ts runs axe on each page as loaded, with its first tab open (cms,
// terms-of-service, job-list); these cover the tabs that only show after a click.
for (const [path, fragments] of [
  ["/faq", ["parent-app", "educator-app"]],
  ["/terms", ["payment-account", "general-terms"]],
  ["/recruitment", ["company-background", "staff-benefits"]],
] as const) {
  const andDetails = path === "/recruitment" ? ", and the opened job details," : "";
  test(`the other tabs of ${path}${andDetails} pass axe`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    for (const fragment of fragments) {
      await test.step(`the ${fragment} tab`, async () => {
        await page.locator(`[data-tab="${fragment}"]`).click();
        await expect(page.locator(`#${fragment}`)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
    if (path !== "/recruitment") return;
    // One load of the page for both: the opened job details are on its first tab.
    await test.step("the opened job details", async () => {
      await page.locator('[data-tab="job-list"]').click();
      await page.getByRole("button", { name: "Requirements and responsibilities" }).click();
      await expect(page.getByRole("region", { name: "Requirements and responsibilities" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
