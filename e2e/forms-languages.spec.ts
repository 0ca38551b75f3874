import { expect, type Locator, test } from "@playwright/test";
import { type Language, languageInfo, pathInLanguage } from "../contracts/languages.ts";
import { catalogue } from "./lib/catalogues.ts";
import { collectAlerts, waitForHydration } from "./support.ts";

// Decision 0017: each form's alerts in Malay and Chinese, one check at a time in the spec's order, as
// in English (lead-forms, campaign-form, account-deactivation specs). Fields are found by their
// names, which no language changes; the expected words come from the language's catalogue.

/** One check: the alert's catalogue key, the field it marks, and how to satisfy it. */
type Check = readonly [key: string, field: string, fix: (form: Locator) => Promise<unknown>];

const fill = (field: string, value: string) => (form: Locator) => form.locator(`[name="${field}"]`).fill(value);
const choose = (field: string, value: string) => (form: Locator) =>
  form.locator(`[name="${field}"]`).selectOption(value);
const tick = (field: string) => (form: Locator) => form.locator(`[name="${field}"]`).check();

/** Presses `press` and expects each check's alert in turn, the field focused and marked, then fixes it. */
async function expectChecksInOrder(
  alerts: string[],
  form: Locator,
  press: Locator,
  checks: readonly Check[],
  messages: Readonly<Record<string, string>>,
) {
  const before = alerts.length;
  for (const [key, field, fix] of checks) {
    await press.click();
    await expect.poll(() => alerts.at(-1)).toBe(messages[key]);
    await expect(form.locator(`[name="${field}"]`)).toBeFocused();
    await expect(form.locator(`[name="${field}"]`)).toHaveAttribute("aria-invalid", "true");
    await fix(form);
  }
  expect(alerts.slice(before)).toEqual(checks.map(([key]) => messages[key]));
}

for (const language of ["ms", "zh"] as const satisfies readonly Language[]) {
  const messages = catalogue(language);
  const at = (path: string) => pathInLanguage(path, language);

  test.describe(`forms in ${languageInfo[language].nativeName}`, () => {
    test("Request a Demo alerts in the spec's order", async ({ page }) => {
      const alerts = collectAlerts(page);
      await page.goto(at("/our-story"));
      await waitForHydration(page);
      await page.getByRole("button", { name: messages.request_demo, exact: true }).first().click();
      const dialog = page.getByRole("dialog");
      const send = dialog.getByRole("button", { name: messages.request_demo_submit });
      await expectChecksInOrder(
        alerts,
        dialog,
        send,
        [
          ["request_demo_name_required", "name", fill("name", "Aisyah")],
          ["request_demo_company_name_required", "companyName", fill("companyName", "Tadika Ceria")],
          ["request_demo_email_required", "email", fill("email", "aisyah at ceria")],
          ["request_demo_email_invalid", "email", fill("email", "aisyah@ceria.example")],
          ["request_demo_contact_number_required", "contactNumber", fill("contactNumber", "012-3456789")],
          ["request_demo_appointment_date_required", "appointmentDate", fill("appointmentDate", "2026-12-03")],
          ["request_demo_appointment_time_required", "appointmentTime", fill("appointmentTime", "10:30")],
          ["request_demo_privacy_required", "privacyAccepted", tick("privacyAccepted")],
        ],
        messages,
      );
    });

    test("the sign-up wizard alerts in the spec's order, step by step", async ({ page }) => {
      const alerts = collectAlerts(page);
      await page.goto(at("/sign-up"));
      await waitForHydration(page);
      const wizard = page.locator("form").filter({ has: page.locator('[name="firstName"]') });
      const next = wizard.getByRole("button", { name: messages.sign_up_next });
      await expectChecksInOrder(
        alerts,
        wizard,
        next,
        [
          ["sign_up_first_name_required", "firstName", fill("firstName", "Mei Ling")],
          ["sign_up_last_name_required", "lastName", fill("lastName", "Tan")],
          ["sign_up_gender_required", "gender", choose("gender", "Female")],
          ["sign_up_nationality_required", "nationality", choose("nationality", "Malaysian")],
        ],
        messages,
      );
      await next.click();
      await expectChecksInOrder(
        alerts,
        wizard,
        next,
        [
          ["sign_up_company_name_required", "companyName", fill("companyName", "Ceria Education Sdn Bhd")],
          ["sign_up_registration_no_required", "registrationNo", fill("registrationNo", "202001012345")],
          ["sign_up_company_email_required", "email", fill("email", "office at ceria")],
          ["sign_up_company_email_invalid", "email", fill("email", "office@ceria.example")],
          ["sign_up_company_address_required", "address", fill("address", "12 Jalan Sungai Pinang, Pulau Pinang")],
        ],
        messages,
      );
    });

    test("the campaign form alerts in the spec's order", async ({ page }) => {
      const alerts = collectAlerts(page);
      await page.goto(at("/RHB-reflex-premium-plus-for-education-campaign"));
      await waitForHydration(page);
      const form = page.locator("form").filter({ has: page.locator('[name="centerName"]') });
      await form.scrollIntoViewIfNeeded();
      await form.locator('[name="rhbAgentEmail"]').fill("agent@rhb");
      await page.route("**/api/SubmitApplication**", (route) => route.fulfill({ status: 500, body: "{}" }));
      await expectChecksInOrder(
        alerts,
        form,
        form.getByRole("button", { name: messages.campaign_submit }),
        [
          ["campaign_first_name_required", "firstName", fill("firstName", "Kumar")],
          ["campaign_last_name_required", "lastName", fill("lastName", "Raj")],
          ["campaign_area_code_required", "areaCode", fill("areaCode", "+60")],
          ["campaign_phone_number_required", "phoneNumber", fill("phoneNumber", "123456789")],
          ["campaign_email_required", "email", fill("email", "kumar at mail")],
          ["campaign_email_invalid", "email", fill("email", "kumar@mail.example")],
          ["campaign_agent_email_invalid", "rhbAgentEmail", fill("rhbAgentEmail", "")],
          ["campaign_centre_name_required", "centerName", fill("centerName", "Bright Minds")],
          [
            "campaign_registration_number_required",
            "businessRegistrationNumber",
            fill("businessRegistrationNumber", "BRN-1"),
          ],
          ["campaign_terms_required", "termsAccepted", tick("termsAccepted")],
          ["campaign_state_required", "state", choose("state", "Sabah")],
        ],
        messages,
      );
    });

    test("deactivation alerts in the spec's order, and the server answers in the language", async ({ page }) => {
      const alerts = collectAlerts(page);
      await page.goto(at("/deactivate-account"));
      await waitForHydration(page);
      const attempt = async (email: string, password: string) => {
        await page.locator('[name="Email"]').fill(email);
        await page.locator('[name="Password"]').fill(password);
        await page.getByRole("button", { name: messages.deactivation_continue }).click();
        await page.getByRole("button", { name: /./ }).filter({ hasText: messages.deactivation_confirm }).click();
      };
      const steps = [
        ["deactivation_email_required", "", ""],
        ["deactivation_email_invalid", "ibu at ceria", ""],
        ["deactivation_password_required", "ibu@ceria.example", ""],
      ] as const;
      for (const [key, email, password] of steps) {
        await attempt(email, password);
        await expect.poll(() => alerts.at(-1)).toBe(messages[key]);
        await page.getByRole("button", { name: messages.deactivation_back }).click();
      }
      expect(alerts).toEqual(steps.map(([key]) => messages[key]));
      // No such account: the server's answer, in the page's language (docs/decisions/0017).
      await attempt(`nobody-${language}@ceria.example`, "not the password");
      const wrong = { ms: "E-mel atau kata laluan tidak betul. Sila cuba lagi.", zh: "电邮或密码不正确，请再试一次。" }[
        language
      ];
      await expect.poll(() => alerts.at(-1)).toBe(wrong);
    });
  });
}
