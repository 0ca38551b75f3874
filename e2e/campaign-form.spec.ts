import { expect, type Page, test } from "@playwright/test";
import { CAMPAIGN_SOURCE } from "../contracts/campaign-application.ts";
import { holdRequest } from "./lib/held-request.ts";
import { collectAlerts, deliveredMail, exportedLeads, unique, waitForHydration } from "./support.ts";

const PATH = "/RHB-reflex-premium-plus-for-education-campaign";

async function openForm(page: Page) {
  await page.goto(`${PATH}#rhb-form-section`);
  await waitForHydration(page);
  return page.getByRole("form", { name: "RHB campaign registration" });
}

async function fillApplicant(form: ReturnType<Page["getByRole"]>, firstName: string) {
  await form.getByLabel("First name", { exact: true }).fill(firstName);
  await form.getByLabel("Last name", { exact: true }).fill("Raj");
  await form.getByLabel("Area code", { exact: true }).fill("+60");
  await form.getByLabel("Phone number", { exact: true }).fill("123456789");
  await form.getByLabel("Email (your login ID)", { exact: true }).fill("kumar@brightminds.example");
  await form.getByLabel("Centre name (as per company registration)", { exact: true }).fill("Bright Minds Tuition");
  await form.getByLabel("Business registration number", { exact: true }).fill("BRN-0042");
  await form.getByRole("checkbox", { name: /accept the campaign terms/ }).check();
  await form.getByLabel("State", { exact: true }).selectOption("Pulau Pinang");
}

test("runs the 11 checks in the requirements' order, one alert at a time", async ({ page }) => {
  const alerts = collectAlerts(page);
  const form = await openForm(page);
  const submit = form.getByRole("button", { name: "Submit" });
  const steps: [string, string, () => Promise<unknown>][] = [
    ["Please enter first name", "firstName", () => form.getByLabel("First name", { exact: true }).fill("Kumar")],
    ["Please enter last name", "lastName", () => form.getByLabel("Last name", { exact: true }).fill("Raj")],
    ["Please enter area code", "areaCode", () => form.getByLabel("Area code", { exact: true }).fill("+60")],
    [
      "Please enter phone number",
      "phoneNumber",
      () => form.getByLabel("Phone number", { exact: true }).fill("123456789"),
    ],
    [
      "Please enter email",
      "email",
      () => form.getByLabel("Email (your login ID)", { exact: true }).fill("kumar at mail"),
    ],
    [
      "Please enter valid email",
      "email",
      () => form.getByLabel("Email (your login ID)", { exact: true }).fill("kumar@mail.example"),
    ],
    [
      "Please enter valid RHB agent email",
      "rhbAgentEmail",
      () => form.getByLabel("RHB agent email", { exact: true }).fill(""),
    ],
    [
      "Please enter center name",
      "centerName",
      () => form.getByLabel("Centre name (as per company registration)", { exact: true }).fill("Bright Minds"),
    ],
    [
      "Please enter business registration number",
      "businessRegistrationNumber",
      () => form.getByLabel("Business registration number", { exact: true }).fill("BRN-1"),
    ],
    [
      "Please accept terms and conditions before submit",
      "termsAccepted",
      () => form.getByRole("checkbox", { name: /accept the campaign terms/ }).check(),
    ],
    ["Please select state", "state", () => form.getByLabel("State", { exact: true }).selectOption("Sabah")],
  ];
  await form.getByLabel("RHB agent email", { exact: true }).fill("agent@rhb");
  await page.route("**/api/SubmitApplication**", (route) => route.fulfill({ status: 500, body: "{}" }));
  for (const [message, field, fix] of steps) {
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe(message);
    await expect(form.locator(`[name="${field}"]`)).toBeFocused();
    await expect(form.locator(`[name="${field}"]`)).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeEnabled();
    await fix();
  }
  expect(alerts).toEqual(steps.map(([message]) => message));
});

test("sends Yes/No, the package (Nil by default), the fixed source, without caching; shows the in-flight label and the failure", async ({
  page,
}) => {
  const alerts = collectAlerts(page);
  let body: Record<string, unknown> = {};
  const held = await holdRequest(page, "**/api/SubmitApplication**", async (route) => {
    body = route.request().postDataJSON();
    await route.abort("connectionrefused");
  });
  // Record the cache mode of each submission's fetch (not the attestation's), then let the real fetch run.
  await page.addInitScript(() => {
    const original = window.fetch;
    const modes: (string | undefined)[] = [];
    Object.assign(window, { fetchCacheModes: modes });
    window.fetch = (input, init) => {
      if (String(input).includes("/api/SubmitApplication")) modes.push(init?.cache);
      return original(input, init);
    };
  });
  const form = await openForm(page);
  await fillApplicant(form, "Kumar");
  await form.getByRole("checkbox", { name: "RHB Reflex package" }).check();
  const submit = form.getByRole("button", { name: /Submit/ });
  await submit.click();
  await expect(submit).toHaveText("Submitting...Please wait.");
  await expect(submit).toBeDisabled();
  // Hold the request until it has reached the route, so the label is checked mid-flight.
  await held.arrived;
  held.release();
  await expect.poll(() => alerts.at(-1)).toBe("fail to submit, please try again");
  await expect(submit).toHaveText("Submit");
  await expect(submit).toBeEnabled();
  expect(body).toMatchObject({
    isExistingRHBCurrentAccount: "No",
    isReflexPackage: "Yes",
    isFPXFormCompleted: "No",
    reflexType: "Nil",
    state: "Pulau Pinang",
    source: CAMPAIGN_SOURCE,
  });
  expect(body).not.toHaveProperty("termsAccepted");
  expect(await page.evaluate(() => (window as unknown as { fetchCacheModes: string[] }).fetchCacheModes)).toEqual([
    "no-store",
  ]);
});

test("succeeds against the real server: alert, reload, the row stored and the e-mail delivered", async ({ page }) => {
  const alerts = collectAlerts(page);
  const firstName = unique("Campaign");
  const form = await openForm(page);
  await fillApplicant(form, firstName);
  await form.getByLabel("Reflex package", { exact: true }).selectOption("Reflex Package Premium Plus");
  const reloaded = page.waitForEvent("load");
  await form.getByRole("button", { name: "Submit" }).click();
  await reloaded;
  expect(alerts).toEqual(["Request has been submitted. Please wait for our specialist to contact you."]);
  const csv = exportedLeads("campaign-application");
  expect(csv).toContain(firstName);
  expect(csv).toContain("Reflex Package Premium Plus");
  await expect
    .poll(() => deliveredMail().some((mail) => mail.includes(`First name: ${firstName}`)), { timeout: 15_000 })
    .toBe(true);
});

test("the state list holds Nil and the 15 states in the requirements' order", async ({ page }) => {
  const form = await openForm(page);
  await expect(form.getByLabel("State", { exact: true }).locator("option")).toHaveText([
    "Nil",
    "Johor",
    "Kedah",
    "Kelantan",
    "Kuala Lumpur",
    "Labuan",
    "Melaka",
    "Negeri Sembilan",
    "Pahang",
    "Perak",
    "Perlis",
    "Pulau Pinang",
    "Sabah",
    "Sarawak",
    "Selangor",
    "Terengganu",
  ]);
  await expect(form.getByLabel("Reflex package", { exact: true }).locator("option")).toHaveText([
    "Nil",
    "Reflex Package Basic",
    "Reflex Package Premium",
    "Reflex Package Premium Plus",
  ]);
  await expect(form.getByRole("group", { name: "For RHB staff only" })).toBeVisible();
});

test("its terms link works before the form's code has come (to the terms excerpt), and opens the full terms after", async ({
  page,
}) => {
  // The form's code loads as the form nears the screen: hold it until the link has been followed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/campaign-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${PATH}#rhb-form-section`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "RHB campaign registration" });
  await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
  const link = form.getByRole("link", { name: "campaign terms and conditions" });
  await link.click();
  await expect(page).toHaveURL(/#campaign-terms$/);
  await expect(page.getByRole("heading", { name: "Campaign terms at a glance" })).toBeInViewport();

  release();
  await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
  await link.click();
  await expect(page.getByRole("dialog", { name: "Campaign Terms and Conditions" })).toBeVisible();
});
