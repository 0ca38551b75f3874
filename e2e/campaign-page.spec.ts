import { expect, type Page, test } from "@playwright/test";
import { business } from "../contracts/business.ts";
import { waitForHydration } from "./support.ts";

// Expectations are written out here rather than imported from the content modules,
// so a changed string or link on the page makes these tests fail.

const PATH = "/RHB-reflex-premium-plus-for-education-campaign";
/** The page's sections, top to bottom. */
const SECTIONS = [
  { id: "campaign-banner", heading: "RHB Reflex Premium Plus for Education" },
  { id: "campaign-intro", heading: "One package for your centre, your fees and your books" },
  { id: "campaign-features", heading: "What your centre gets with Premium Plus" },
  { id: "campaign-flow", heading: "How to sign up" },
  { id: "campaign-workflow", heading: "How iKEY connects your centre, teachers and parents" },
  { id: "campaign-partners", heading: "About the partners" },
  { id: "rhb-form-section", heading: "Register your interest" },
  { id: "campaign-terms", heading: "Campaign terms at a glance" },
];

const FEATURES = [
  "Bluetooth attendance",
  "E-invoices and receipts",
  "Management reports",
  "Pre-scheduled announcements",
  "Student progress report cards",
  "Gallery management",
  "Accounting integration",
  "Payroll",
  "Fee payment by online banking",
];

async function open(page: Page): Promise<void> {
  await page.goto(PATH);
  await waitForHydration(page);
}

test("the sections come in order, each with its heading", async ({ page }) => {
  await open(page);
  // Each section's position among all elements, in document order (-1 when missing).
  const positions = await page.evaluate(
    (ids) => {
      const all = [...document.querySelectorAll("*")];
      return ids.map((id) => all.findIndex((element) => element.id === id));
    },
    SECTIONS.map((section) => section.id),
  );
  expect(
    positions.every((position) => position >= 0),
    `missing: ${positions}`,
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  for (const section of SECTIONS) {
    await expect(page.locator(`#${section.id}`).getByRole("heading", { name: section.heading })).toBeVisible();
  }
  await expect(page.locator("#campaign-banner").getByRole("heading", { level: 1 })).toHaveText(
    "RHB Reflex Premium Plus for Education",
  );
});

test("the feature grid names the nine features, payroll as available soon", async ({ page }) => {
  await open(page);
  const cards = page.locator("#campaign-features li");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    FEATURES.map((feature) => (feature === "Payroll" ? "Payroll Available soon" : feature)),
  );
  await expect(cards.nth(8)).toContainText("FPX online banking");
});

test("Get it now leads to the registration form's section", async ({ page }) => {
  await open(page);
  const getItNow = page.locator("#campaign-intro").getByRole("link", { name: "Get it now" });
  await expect(getItNow).toHaveAttribute("href", "#rhb-form-section");
  const form = page.locator("section#rhb-form-section");
  await expect(form).toHaveCount(1);
  await expect(form).toContainText("Fill in the form below and our specialist will contact you.");
  await getItNow.click();
  await expect(page).toHaveURL(/#rhb-form-section$/);
  await expect(form.getByRole("heading", { name: "Register your interest" })).toBeInViewport();
});

test("Know more opens the centre management system page in a new tab", async ({ page, context }) => {
  await open(page);
  const knowMore = page.locator("#campaign-intro").getByRole("link", { name: "Know more (opens in a new tab)" });
  await expect(knowMore).toHaveAttribute("href", "/center-management-system");
  await expect(knowMore).toHaveAttribute("target", "_blank");
  await expect(knowMore).toHaveAttribute("rel", /\bnoopener\b/);
  const [tab] = await Promise.all([context.waitForEvent("page"), knowMore.click()]);
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe("/center-management-system");
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await tab.close();
});

test("the flow chart is described and Find Branch opens the configured branch locator in a new tab", async ({
  page,
}) => {
  await open(page);
  const flow = page.locator("#campaign-flow");
  const chart = flow.getByRole("img");
  await expect(chart).toHaveAttribute("alt", /RHB branch.*RHB business current account.*FPX.*Premium Plus.*Training/);
  const findBranch = flow.getByRole("link", { name: "Find Branch (opens in a new tab)" });
  await expect(findBranch).toHaveAttribute("href", business.bank.branchLocatorUrl);
  await expect(findBranch).toHaveAttribute("target", "_blank");
  await expect(findBranch).toHaveAttribute("rel", /\bnoopener\b/);
});

test("Learn more in the workflow section leads to the centre management system page", async ({ page }) => {
  await open(page);
  const learnMore = page.locator("#campaign-workflow").getByRole("link", { name: /^Learn more/ });
  await expect(learnMore).toHaveAttribute("href", "/center-management-system");
  await learnMore.click();
  await expect(page).toHaveURL(/\/center-management-system$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Centre Management System");
});

test("the partner blurbs describe RHB Reflex with its deposit protection, iKEY and the accounting partner", async ({
  page,
}) => {
  await open(page);
  const partners = page.locator("#campaign-partners");
  await expect(partners.getByRole("heading", { level: 3 })).toHaveText(["RHB Reflex", "iKEY", "LedgerCloud"]);
  await expect(partners).toContainText("SMEs");
  await expect(partners).toContainText("PIDM up to RM250,000 per depositor");
});

test("the terms excerpt sums up the period, the rewards and the fee", async ({ page }) => {
  await open(page);
  const terms = page.locator("#campaign-terms");
  for (const phrase of [
    "6 January 2021 to 30 June 2021, both dates inclusive",
    "first 100 early sign-ups win a tablet",
    "first 1,000 sign-ups get a 3-month subscription fee waiver",
    "RM 50 per month",
  ]) {
    await expect(terms).toContainText(phrase);
  }
});

for (const name of ["terms and conditions", "full terms"]) {
  test(`"${name}" opens the full campaign terms; Escape closes them and focus returns`, async ({ page }) => {
    await open(page);
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

test("the terms link in the dialog leads to the general terms", async ({ page }) => {
  await open(page);
  await page.locator("#campaign-terms").getByRole("button", { name: "full terms" }).click();
  const modal = page.locator("#rhbtncModal");
  await modal.getByRole("link", { name: "general Terms and Conditions" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(modal).toHaveCount(0);
});

test("every picture is sized; the banner loads at once and the rest lazily", async ({ page }) => {
  await open(page);
  const images = await page.locator("main img").evaluateAll((elements) =>
    elements.map((element) => ({
      src: element.getAttribute("src"),
      width: element.getAttribute("width"),
      height: element.getAttribute("height"),
      loading: element.getAttribute("loading"),
    })),
  );
  expect(images.length).toBe(1 + FEATURES.length + 2);
  for (const image of images) {
    expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
    expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
  }
  const [first, ...rest] = images;
  expect(first?.loading).toBeNull();
  expect(rest.map((image) => image.loading)).toEqual(rest.map(() => "lazy"));
});
