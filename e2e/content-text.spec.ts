import { expect, type Page, test } from "@playwright/test";
import { business } from "../contracts/business.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

async function openTab(page: Page, path: string, fragment: string) {
  await page.goto(`${path}#${fragment}`);
  await waitForHydration(page);
  // The tabs follow the fragment in an effect, a render after hydration: until then the first tab shows.
  await expect(page.locator(`#${fragment}`)).toBeVisible();
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  return panel;
}

test.describe("/faq", () => {
  const questions = {
    cms: ["How do I give my teachers access to the Educator app?", "Can I schedule announcements?"],
    "parent-app": [
      "Where do I get my child's pairing code or QR code?",
      "I have more than one child. Do I need more than one account?",
      "Which phones can use the iKEY apps?",
    ],
    "educator-app": ["How do I create a classroom?", "How do I take attendance with body temperature?"],
  } as const;

  for (const [fragment, expected] of Object.entries(questions)) {
    test(`the ${fragment} tab asks its questions as h3 headings`, async ({ page }) => {
      const panel = await openTab(page, "/faq", fragment);
      const headings = panel.getByRole("heading", { level: 3 });
      expect(await headings.count()).toBeGreaterThanOrEqual(5);
      for (const question of expected)
        await expect(panel.getByRole("heading", { level: 3, name: question })).toBeVisible();
    });
  }

  test("answers carry the required facts", async ({ page }) => {
    const parent = await openTab(page, "/faq", "parent-app");
    await expect(parent).toContainText("iOS 10 or later");
    await expect(parent).toContainText("Android 6.0 or later");
    await expect(parent).toContainText("Huawei phones without the Google Play Store cannot use the iKEY mobile apps");
    await expect(parent.getByRole("link", { name: "announcement of 22 May 2020" })).toHaveAttribute(
      "href",
      "/announcement",
    );
    await expect(parent).toContainText("at least 8 characters");
    await page.getByRole("tab", { name: "Educator App" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("attendance page");
    await page.getByRole("tab", { name: "CMS" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("you create each teacher's login in the CMS");
  });
});

test.describe("/terms", () => {
  test("the Payment Account tab states the 90-day window, the under-18 rule and when money moves", async ({ page }) => {
    const panel = await openTab(page, "/terms", "payment-account");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Payment Account");
    await expect(panel).toContainText("within 90 days of the transaction");
    await expect(panel).toContainText("If you are under 18, you need the permission of a parent or guardian");
    await expect(panel).toContainText("Each user may have one iKEY Payment Account only.");
    await expect(panel).toContainText("licensed payment provider");
    await expect(panel.getByRole("listitem")).toContainText([
      "the purchase is confirmed in the iKEY app",
      "you do not confirm receipt",
      "settlement",
      "a court or tribunal",
    ]);
  });

  test("fees are shown before confirming, with no amounts invented", async ({ page }) => {
    const panel = await openTab(page, "/terms", "general-terms");
    await expect(panel).toContainText(
      "Registration Information: your name, address, phone number, birth date and e-mail",
    );
    await expect(panel.getByRole("heading", { name: "Refund Coupon" })).toBeVisible();
    await expect(panel).toContainText("The amount is always shown before you confirm");
    await expect(panel).not.toContainText(/RM\s?\d/);
  });

  for (const fragment of ["terms-of-service", "payment-account", "general-terms"]) {
    test(`the ${fragment} tab says when it was last updated`, async ({ page }) => {
      const panel = await openTab(page, "/terms", fragment);
      await expect(panel.getByText(/^Last updated: \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    });
  }
});

for (const path of ["/privacy-policy", "/student-privacypolicy", "/privacy-policy.html"]) {
  test(`${path} shows the PDPA notice with the 21-day access rule and the contact`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    for (const section of [
      "Personal data we collect",
      "Why we use it",
      "Where it comes from",
      "Who we share it with",
      "Your right to access and correct your data",
      "How long we keep it",
      "How to contact us",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: new RegExp(section) })).toBeVisible();
    }
    await expect(main).toContainText("Personal Data Protection Act 2010");
    await expect(main).toContainText("within 21 days of receiving them");
    await expect(main).toContainText("at least 18 years old");
    await expect(main).toContainText("permanently deleted after 180 days");
    const contact = main.locator("p", { hasText: business.company.address });
    await expect(contact).toContainText(business.company.name);
    await expect(contact.getByRole("link", { name: business.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${business.supportEmail}`,
    );
  });
}

test.describe("/recruitment", () => {
  test("the job's details fold open and shut", async ({ page }) => {
    const panel = await openTab(page, "/recruitment", "job-list");
    await expect(panel.getByRole("heading", { level: 3, name: "Backend and Apps Developer" })).toBeVisible();
    await expect(panel).toContainText("Penang");
    const toggle = panel.getByRole("button", { name: "Requirements and responsibilities" });
    const regionId = await toggle.getAttribute("aria-controls");
    expect(regionId).toBeTruthy();
    const region = page.locator(`[id="${regionId}"]`);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(region).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(region).toBeVisible();
    await expect(region).toContainText("At least 1 year of experience");
    await toggle.click();
    await expect(region).toBeHidden();
  });

  test("the collapsed details are already in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/recruitment")).text();
    expect(html).toMatch(/<section[^>]*id="backend-apps-developer-details"[^>]*hidden/);
    expect(html).toContain("At least 1 year of experience building backend services");
  });

  test("applying is by e-mail with the job's subject line", async ({ page }) => {
    const panel = await openTab(page, "/recruitment", "job-list");
    const subject = encodeURIComponent("Job application: Backend and Apps Developer");
    await expect(panel.getByRole("link", { name: business.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${business.supportEmail}?subject=${subject}`,
    );
  });

  test("the other tabs have their copy", async ({ page }) => {
    const background = await openTab(page, "/recruitment", "company-background");
    await expect(background).toContainText("founded in Penang in 2018");
    await page.getByRole("tab", { name: "Staff Benefits" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("EPF, SOCSO and EIS");
  });
});

test.describe("/account-security-tips", () => {
  const guides = {
    "Unable to Login": ["Forgot Password", "at least 8 characters", "junk or spam folder", "log in again"],
    "Auto-Logout Issue": ["Clear the app's caches", "App Store (iPhone), Play Store (Android) or App Gallery (Huawei)"],
    "Profile Missing Issue": ["Refresh the screen", "Log out of the app, then log back in", "install it again"],
  } as const;

  for (const [title, steps] of Object.entries(guides)) {
    test(`the ${title} guide lists its steps in order`, async ({ page }) => {
      await page.goto("/account-security-tips");
      const guide = page.getByRole("region", { name: title });
      await expect(guide.getByRole("heading", { level: 2 })).toHaveText(title);
      const list = guide.getByRole("list");
      for (const step of steps) await expect(list).toContainText(step);
    });
  }

  test("the heading stays, and the page ends by pointing to customer support", async ({ page }) => {
    await page.goto("/account-security-tips");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Troubleshooting Tips");
    const last = page.getByRole("main").getByRole("heading", { level: 2 }).last();
    await expect(last).toHaveText("Still need help?");
    await expect(page.getByRole("main").getByRole("link", { name: business.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${business.supportEmail}`,
    );
    await page.getByRole("link", { name: "Profile Missing Issue" }).click();
    await expect(page).toHaveURL(/#profile-missing-issue$/);
    await expect(page.getByRole("heading", { name: "Profile Missing Issue" })).toBeInViewport();
  });
});

// routes.spec.ts runs axe on each page as loaded; these cover what only shows after a click.
for (const [path, fragments] of [
  ["/faq", ["cms", "parent-app", "educator-app"]],
  ["/terms", ["terms-of-service", "payment-account", "general-terms"]],
  ["/recruitment", ["job-list", "company-background", "staff-benefits"]],
] as const) {
  test(`every tab of ${path} passes axe`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    for (const fragment of fragments) {
      await page.locator(`[data-tab="${fragment}"]`).click();
      await expect(page.locator(`#${fragment}`)).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test("the opened job details pass axe", async ({ page }) => {
  await page.goto("/recruitment");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Requirements and responsibilities" }).click();
  await expect(page.getByRole("region", { name: "Requirements and responsibilities" })).toBeVisible();
  await expectNoAxeViolations(page);
});
