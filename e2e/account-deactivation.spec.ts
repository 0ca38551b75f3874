import { expect, type Page, test } from "@playwright/test";
import { business } from "../contracts/business.ts";
import { holdThenRefuse } from "./lib/held-request.ts";
import {
  accountCli,
  collectAlerts,
  deliveredMail,
  expectNoAxeViolations,
  unique,
  waitForHydration,
  watchConsole,
} from "./support.ts";

/** A fresh account in the e2e server's database, made with the operator's command while the server runs. */
function createAccount(password = "correct horse battery") {
  const email = `${unique("parent").replace(" ", ".")}@ceria.example`;
  expect(accountCli(["create", email, password])).toContain(`Created an active account for ${email}`);
  return { email, password };
}

async function openPage(page: Page) {
  await page.goto("/deactivate-account");
  await waitForHydration(page);
}

async function fillStep1(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm Temporary Account Deactivation");
}

const confirm = (page: Page) =>
  page.getByRole("button", { name: /^(Deactivate account|Submitting\.\.\.Please wait\.)$/i });

test.describe("Deactivate Account", () => {
  test("Continue moves to the confirmation without checking anything; Back returns with the fields kept", async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    const problems = watchConsole(page);
    await openPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deactivate iKEY App Account");
    await page.getByRole("button", { name: "Continue" }).click();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Confirm Temporary Account Deactivation");
    await expect(heading).toBeFocused();
    const box = page.locator(".deactivation-box");
    await expect(box).toContainText("temporarily deactivated");
    await expect(box).toContainText("reactivate it at any time by logging in");
    await expect(box).toContainText("activation e-mail notification");
    await expect(box).toContainText("an account that is not active for 180 days is permanently deleted");
    await expect(confirm(page)).toHaveText("Deactivate account");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deactivate iKEY App Account");
    await page.getByLabel("Email", { exact: true }).fill("parent@ceria.example");
    await page.getByLabel("Email", { exact: true }).press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm Temporary Account Deactivation");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("parent@ceria.example");
    expect(alerts).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the 'Forget Password' link opens the configured reset-password page in a new tab", async ({ page }) => {
    await openPage(page);
    const link = page.getByRole("link", { name: "Forget Password" });
    await expect(link).toHaveAttribute("href", business.resetPasswordUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("confirming checks empty email, invalid email, then empty password, re-enabling 'Deactivate Account' each time", async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/Api/")) requests.push(request.url());
    });
    await openPage(page);
    const steps: [string, string, string][] = [
      ["Please enter email", "", ""],
      ["Please enter valid email", "parent at ceria", ""],
      ["Please enter password", "parent@ceria.example", ""],
    ];
    for (const [message, email, password] of steps) {
      await fillStep1(page, email, password);
      await confirm(page).click();
      await expect.poll(() => alerts.at(-1)).toBe(message);
      const button = page.getByRole("button", { name: "Deactivate Account", exact: true });
      await expect(button).toBeEnabled();
      await expect(button).toHaveText("Deactivate Account");
      await page.getByRole("button", { name: "Back" }).click();
    }
    expect(alerts).toEqual(steps.map(([message]) => message));
    expect(requests).toEqual([]);
  });

  test("a wrong password shows the server's message, and the account stays active", async ({ page }) => {
    const alerts = collectAlerts(page);
    const account = createAccount();
    await openPage(page);
    await fillStep1(page, account.email, "not the password");
    await confirm(page).click();
    await expect.poll(() => alerts.at(-1)).toBe("The email or password is incorrect. Please try again.");
    await expect(page.getByRole("button", { name: "Deactivate Account", exact: true })).toBeEnabled();
    expect(accountCli(["show", account.email])).toMatch(/^status:\s+active$/m);
  });

  test("after five failures the e-mail is refused, and the alert says when to try again", async ({ page }) => {
    const alerts = collectAlerts(page);
    const account = createAccount();
    await openPage(page);
    await fillStep1(page, account.email, "wrong 1");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await confirm(page).click();
      await expect.poll(() => alerts.length).toBe(attempt);
      await expect(page.getByRole("button", { name: "Deactivate Account", exact: true })).toBeEnabled();
    }
    await page.getByRole("button", { name: "Back" }).click();
    await fillStep1(page, account.email, account.password);
    await confirm(page).click();
    await expect.poll(() => alerts.at(-1)).toBe("Too many failed attempts. Please try again in 15 minutes.");
    expect(accountCli(["show", account.email])).toMatch(/^status:\s+active$/m);
  });

  test("right credentials reach the success page; the account is then deactivated and the parent is told by e-mail", async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    const account = createAccount();
    await openPage(page);
    await fillStep1(page, account.email.toUpperCase(), account.password);
    await confirm(page).click();
    await expect(page).toHaveURL(/\/deactivate-account-success$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Account has been deactivated");
    await expect(page.getByText("Your account will be permanently deleted in 180 days.")).toBeVisible();
    await expect(page.getByText("Change your mind? Just login again to reactivate your account.")).toBeVisible();
    expect(alerts).toEqual([]);

    const shown = accountCli(["show", account.email]);
    expect(shown).toMatch(/^status:\s+deactivated$/m);
    expect(shown).toMatch(/^deactivated: /m);
    await expect
      .poll(
        () =>
          deliveredMail().some(
            (mail) => mail.includes(`To: ${account.email}`) && mail.includes("Your iKEY account has been deactivated"),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test("a network failure alerts 'fail to request, please try again', after the busy label", async ({ page }) => {
    const alerts = collectAlerts(page);
    const held = await holdThenRefuse(page, "**/Api/Parent/Account/WebDeactivateAccount");
    await openPage(page);
    await fillStep1(page, "parent@ceria.example", "correct horse battery");
    const button = confirm(page);
    await button.click();
    // Hold the request until it has reached the route, so the label is checked mid-flight.
    await held.arrived;
    await expect(button).toHaveText("Submitting...Please wait.");
    await expect(button).toBeDisabled();
    held.release();
    await expect.poll(() => alerts.at(-1)).toBe("fail to request, please try again");
    const again = page.getByRole("button", { name: "Deactivate Account", exact: true });
    await expect(again).toBeEnabled();
    await expect(page).toHaveURL(/\/deactivate-account$/);
  });

  for (const path of ["/deactivate-account", "/deactivate-account-success"]) {
    test(`${path} says, for the app stores, which app and developer, what is deleted and kept, and how to delete sooner`, async ({
      page,
    }) => {
      await page.goto(path);
      const section = page.getByRole("region", { name: "About deleting your iKEY account" });
      await expect(section).toContainText("iKEY Parent app");
      await expect(section).toContainText(business.company.name);
      await expect(section.getByRole("heading", { name: "Deleted after 180 days" })).toBeVisible();
      await expect(section.getByRole("heading", { name: "Kept, and why" })).toBeVisible();
      await expect(section.getByRole("link", { name: business.supportEmail })).toHaveAttribute(
        "href",
        `mailto:${business.supportEmail}?subject=Delete%20my%20iKEY%20account`,
      );
    });
  }
});
