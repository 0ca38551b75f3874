import { expect, type Page, test } from "@playwright/test";
import { fillDemoFields, openDemoDialog, pickDemoDate } from "./lib/demo-dialog.ts";
import { holdThenRefuse } from "./lib/held-request.ts";
import { collectAlerts, deliveredMail, exportedLeads, unique, waitForHydration } from "./support.ts";

const SUBMITTED = "Request has been submitted. Please wait for our specialist to contact you.";

test.describe("Request a Demo", () => {
  test("alerts one check at a time in the requirements' order, then focuses and marks the field", async ({ page }) => {
    const alerts = collectAlerts(page);
    const dialog = await openDemoDialog(page);
    const send = dialog.getByRole("button", { name: "Request a Demo" });
    const steps: [string, string, () => Promise<void>][] = [
      ["Please enter name", "name", () => dialog.getByLabel("Name", { exact: true }).fill("Aisyah")],
      [
        "Please enter company/institution name",
        "companyName",
        () => dialog.getByLabel("Company / institution name", { exact: true }).fill("Tadika Ceria"),
      ],
      ["Please enter email", "email", () => dialog.getByLabel("Email", { exact: true }).fill("aisyah at ceria")],
      [
        "Please enter valid email",
        "email",
        () => dialog.getByLabel("Email", { exact: true }).fill("aisyah@ceria.example"),
      ],
      [
        "Please enter contact number",
        "contactNumber",
        () => dialog.getByLabel("Contact number", { exact: true }).fill("012-3456789"),
      ],
      ["Please enter appointment date", "appointmentDate", () => pickDemoDate(dialog, "2026-12-03")],
      [
        "Please enter appointment time",
        "appointmentTime",
        () => dialog.getByLabel("Appointment time", { exact: true }).fill("10:30"),
      ],
      ["Please accept privacy policy before submit", "privacyAccepted", () => dialog.getByRole("checkbox").check()],
    ];
    for (const [message, field, fix] of steps) {
      await send.click();
      await expect.poll(() => alerts.at(-1)).toBe(message);
      const control = dialog.locator(`[name="${field}"]`);
      await expect(control).toBeFocused();
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(send).toBeEnabled();
      await expect(send).toHaveText("Request a Demo");
      await fix();
    }
    expect(alerts).toEqual(steps.map(([message]) => message));
  });

  test("date and time become native pickers on focus; the privacy box links the policy", async ({ page }) => {
    const dialog = await openDemoDialog(page);
    const date = dialog.getByLabel("Appointment date", { exact: true });
    await expect(date).toHaveAttribute("type", "text");
    await date.focus();
    await expect(date).toHaveAttribute("type", "date");
    await dialog.getByLabel("Appointment time", { exact: true }).focus();
    await expect(dialog.getByLabel("Appointment time", { exact: true })).toHaveAttribute("type", "time");
    await expect(dialog.locator("label.checkbox").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });

  async function fillDemo(page: Page, name: string) {
    const dialog = await openDemoDialog(page);
    await fillDemoFields(dialog, name);
    return dialog;
  }

  test("shows the in-flight label while sending, and the failure alert when the API is down", async ({ page }) => {
    const alerts = collectAlerts(page);
    const held = await holdThenRefuse(page, "**/api/RequestDemo**");
    const dialog = await fillDemo(page, "Failing Fatimah");
    const send = dialog.getByRole("button", { name: /Request a Demo|Submitting/ });
    await send.click();
    await expect(send).toHaveText("Submitting...Please wait.");
    await expect(send).toBeDisabled();
    // Hold the request until it has reached the route, so the label is checked mid-flight.
    await held.arrived;
    held.release();
    await expect.poll(() => alerts.at(-1)).toBe("fail to request, please try again");
    await expect(send).toHaveText("Request a Demo");
    await expect(send).toBeEnabled();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Failing Fatimah");
  });

  test("succeeds against the real server: alert, reload, the row stored and the e-mail delivered", async ({ page }) => {
    const alerts = collectAlerts(page);
    const name = unique("Demo");
    const dialog = await fillDemo(page, name);
    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "Request a Demo" }).click();
    await reloaded;
    expect(alerts).toEqual([SUBMITTED]);
    expect(exportedLeads("request-demo")).toContain(name);
    await expect
      .poll(() => deliveredMail().some((mail) => mail.includes(`Name: ${name}`)), { timeout: 15_000 })
      .toBe(true);
  });
});

test.describe("Centre sign-up wizard", () => {
  async function openWizard(page: Page) {
    await page.goto("/sign-up");
    await waitForHydration(page);
    return page.getByRole("form", { name: "Centre sign-up application" });
  }

  test("shows one step at a time", async ({ page }) => {
    const wizard = await openWizard(page);
    await expect(wizard.locator('[name="firstName"]')).toBeVisible();
    for (const later of ["companyName", "loginEmail"]) await expect(wizard.locator(`[name="${later}"]`)).toBeHidden();
    await expect(wizard.locator("fieldset.wizard-step:visible")).toHaveCount(1);
  });

  test("checks each step when moving on (step 3 on the way to step 4) and never when going back", async ({ page }) => {
    const alerts = collectAlerts(page);
    const wizard = await openWizard(page);
    const next = wizard.getByRole("button", { name: "Next" });
    const expectAlert = async (message: string, field: string) => {
      await expect.poll(() => alerts.at(-1)).toBe(message);
      await expect(wizard.locator(`[name="${field}"]`)).toBeFocused();
      await expect(wizard.locator(`[name="${field}"]`)).toHaveAttribute("aria-invalid", "true");
    };
    const step = (title: string) => wizard.getByRole("group", { name: new RegExp(title) });

    await next.click();
    await expectAlert("Please enter first name", "firstName");
    await wizard.getByLabel("First name", { exact: true }).fill("Mei Ling");
    await next.click();
    await expectAlert("Please enter last name", "lastName");
    await wizard.getByLabel("Last name", { exact: true }).fill("Tan");
    await next.click();
    await expectAlert("Please select gender", "gender");
    await wizard.getByLabel("Gender", { exact: true }).selectOption("Female");
    await next.click();
    await expectAlert("Please select Nationality", "nationality");
    await wizard.getByLabel("Nationality", { exact: true }).selectOption("Malaysian");
    await next.click();
    await expect(step("Company Information")).toBeVisible();

    await wizard.getByRole("button", { name: "Back" }).click();
    await expect(step("Personal Information")).toBeVisible();
    await expect(wizard.getByLabel("First name", { exact: true })).toHaveValue("Mei Ling");
    await next.click();

    for (const [message, field, label, value] of [
      ["Please enter company name", "companyName", "Company name", "Ceria Education Sdn Bhd"],
      ["Please enter registration number", "registrationNo", "Registration number", "202001012345"],
      ["Please enter company email", "email", "Company email", "office at ceria"],
      ["Please enter valid company email", "email", "Company email", "office@ceria.example"],
      ["Please enter company address", "address", "Company address", "12 Jalan Sungai Pinang, Penang"],
    ] as const) {
      await next.click();
      await expectAlert(message, field);
      await wizard.getByLabel(label, { exact: true }).fill(value);
    }
    await next.click();
    await expect(step("CMS Account Setup Information")).toBeVisible();

    const before = alerts.length;
    for (const [message, field, label, value] of [
      ["Please enter login email", "loginEmail", "Login email for the CMS", "admin"],
      ["Please enter valid login email", "loginEmail", "Login email for the CMS", "admin@ceria.example"],
      ["Please enter Name of business / centre", "businessName", "Name of business / centre", "Tadika Ceria"],
      ["Please enter contact person name", "contactPerson", "Contact person name", "Mei Ling Tan"],
      ["Please enter phone number", "contactNumber", "Phone number", "04-226 1234"],
    ] as const) {
      await next.click();
      await expectAlert(message, field);
      await wizard.getByLabel(label, { exact: true }).fill(value);
    }
    expect(alerts.length - before).toBe(5);
    await next.click();
    await expect(step("Declaration")).toBeVisible();
    await expect(wizard).toContainText("Huawei phones without the Google Play Store cannot use the iKEY mobile apps");
    await expect(wizard).toContainText("Account holder");

    await wizard.getByRole("button", { name: "Submit" }).click();
    await expectAlert("Please agree the declaration before submitting", "agreed");
  });

  async function completeWizard(page: Page, firstName: string) {
    const wizard = await openWizard(page);
    const next = wizard.getByRole("button", { name: "Next" });
    await wizard.getByLabel("First name", { exact: true }).fill(firstName);
    await wizard.getByLabel("Last name", { exact: true }).fill("Tan");
    await wizard.getByLabel("Gender", { exact: true }).selectOption("Prefer not to say");
    await wizard.getByLabel("Nationality", { exact: true }).selectOption("Non-Malaysian");
    await next.click();
    await wizard.getByLabel("Company name", { exact: true }).fill("Ceria Education Sdn Bhd");
    await wizard.getByLabel("Registration number", { exact: true }).fill("202001012345");
    await wizard.getByLabel("Company email", { exact: true }).fill("office@ceria.example");
    await wizard.getByLabel("Company address", { exact: true }).fill("12 Jalan Sungai Pinang, Penang");
    await next.click();
    await wizard.getByLabel("Login email for the CMS", { exact: true }).fill("admin@ceria.example");
    await wizard.getByLabel("Name of business / centre", { exact: true }).fill("Tadika Ceria");
    await wizard.getByLabel("Contact person name", { exact: true }).fill("Mei Ling Tan");
    await wizard.getByLabel("Phone number", { exact: true }).fill("04-226 1234");
    await next.click();
    await wizard.getByRole("checkbox", { name: /Agree/ }).check();
    return wizard;
  }

  test("sends fullName as first and last name, and keeps everything when the server fails", async ({ page }) => {
    const alerts = collectAlerts(page);
    let sent: Record<string, unknown> = {};
    await page.route("**/api/SignUpCMS**", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' });
    });
    const wizard = await completeWizard(page, "Mei Ling");
    await wizard.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => alerts.at(-1)).toBe("fail to submit, please try again");
    expect(sent).toMatchObject({ fullName: "Mei Ling Tan", gender: "Prefer not to say", nationality: "Non-Malaysian" });
    expect(sent).not.toHaveProperty("firstName");
    // Moving to the declaration step must not submit it: the only alert is the failure.
    expect(alerts).toEqual(["fail to submit, please try again"]);
    await expect(wizard.getByRole("checkbox", { name: /Agree/ })).toBeChecked();
    await wizard.getByRole("button", { name: "Back" }).click();
    await expect(wizard.getByLabel("Phone number", { exact: true })).toHaveValue("04-226 1234");
  });

  test("succeeds against the real server: alert, reload, the row stored and the e-mail delivered", async ({ page }) => {
    const alerts = collectAlerts(page);
    const firstName = unique("Wizard");
    const wizard = await completeWizard(page, firstName);
    const reloaded = page.waitForEvent("load");
    await wizard.getByRole("button", { name: "Submit" }).click();
    await reloaded;
    expect(alerts).toEqual([SUBMITTED]);
    expect(exportedLeads("centre-sign-up")).toContain(`${firstName} Tan`);
    await expect
      .poll(() => deliveredMail().some((mail) => mail.includes(`Name: ${firstName} Tan`)), { timeout: 15_000 })
      .toBe(true);
  });

  test("is the same wizard at the foot of the centre management system page", async ({ page }) => {
    await page.goto("/center-management-system");
    const section = page.locator("section#application-form");
    await expect(section.getByRole("form", { name: "Centre sign-up application" })).toBeVisible();
    await expect(section.getByRole("group", { name: /Personal Information/ })).toBeVisible();
  });
});
