import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { openDemoDialog, pickDemoDate } from "./lib/demo-dialog.ts";
import { enrol, signIn } from "./lib/staff-console.ts";
import { unique } from "./support.ts";

// The console at a laptop's and a phone's width (issue 49, point 7): no sideways scroll, the first
// lead on the first screen of a phone, the demo calendar's phone numbers and actions in view, and
// pictures of the three pages a sales day lives in, to look at (not compared: the data changes).

const SHOTS = ".tmp/screenshots/console";
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A weekday at least two days ahead, "YYYY-MM-DD", whose demo slots a new sales member has. */
function aWeekdayAhead(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * A visitor books the first free time from the public dialog (the server under test enforces
 * attestation, which the page's script solves), with a long address as real centres have: the
 * demo is on the calendar and the lead in the inbox. Answers the demo's day.
 */
async function bookedDemo(browser: Browser, name: string): Promise<string> {
  const visitor = await browser.newPage();
  const dialog = await openDemoDialog(visitor);
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Company / institution name", { exact: true }).fill("Pusat Tuisyen Cemerlang Bayan Lepas");
  // One mailbox holds two demos to come: each run books with its own.
  const mailbox = `pengurusan.pusat.tuisyen.cemerlang.${Date.now().toString(36)}@ceria-education.example`;
  await dialog.getByLabel("Email", { exact: true }).fill(mailbox);
  await dialog.getByLabel("Contact number", { exact: true }).fill("+60 12-345 6789");
  await pickDemoDate(dialog, aWeekdayAhead());
  const next = dialog.getByRole("button", { name: /^Show / });
  if (await next.isVisible()) await next.click();
  await dialog
    .getByRole("group", { name: /Free times on/ })
    .getByRole("button")
    .first()
    .click();
  const day = await dialog.getByLabel("Appointment date", { exact: true }).inputValue();
  await dialog.getByRole("checkbox").check();
  const reloaded = visitor.waitForEvent("load");
  visitor.on("dialog", (alert) => void alert.accept());
  await dialog.getByRole("button", { name: "Request a Demo" }).click();
  await reloaded;
  await visitor.close();
  return day;
}

/** How far the page scrolls sideways: its scrolling width past its visible width, and each table frame's. */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    frames: [...document.querySelectorAll(".console-table-wrap")].map(
      (frame) => `${frame.getAttribute("aria-label")}: ${Math.max(0, frame.scrollWidth - frame.clientWidth)}`,
    ),
  }));
}

async function picture(page: Page, name: string, width: number) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test("the inbox, a lead and the demo calendar fit 1280 and 390 px without sideways scrolling", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const tag = unique("fit").replace(/\W+/g, "-");
  // A long address, as a shared regional mailbox has: it must wrap in the waiting table too.
  await enrol(request, `${tag}-pengurusan.jualan.wilayah.utara@ikey.example`, "sales");
  const admin = await enrol(request, `${tag}-admin@ikey.example`, "admin");
  // Long words, as real leads have them: they must wrap, not widen the table.
  const name = unique("Nur Aisyah binti Abdul Rahman");
  const date = await bookedDemo(browser, name);

  await page.setViewportSize(LAPTOP);
  await signIn(page, admin);
  await page.goto("/staff/leads");
  const lead = page.getByRole("link", { name: new RegExp(name) });
  await expect(lead).toBeVisible();
  expect(await sidewaysScroll(page)).toEqual({
    page: 0,
    frames: expect.arrayContaining([expect.stringMatching(/^Leads: 0$/)]),
  });
  for (const frame of (await sidewaysScroll(page)).frames) expect(frame).toMatch(/: 0$/);
  await picture(page, "inbox", LAPTOP.width);

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(lead).toBeVisible();
  const scroll = await sidewaysScroll(page);
  expect(scroll.page, "the inbox's sideways scroll at 390 px").toBe(0);
  for (const frame of scroll.frames) expect(frame).toMatch(/: 0$/);
  // The newest lead's card starts on the first screen.
  const first = page.locator(".lead-list tbody tr").first();
  const top = (await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  await picture(page, "inbox", PHONE.width);
  expect(top, "the first lead's top at 390 px").toBeLessThan(PHONE.height - 100);

  await lead.click();
  await expect(page.getByRole("heading", { name: new RegExp(name) })).toBeVisible();
  expect((await sidewaysScroll(page)).page, "the lead page's sideways scroll at 390 px").toBe(0);
  await picture(page, "lead", PHONE.width);
  await page.setViewportSize(LAPTOP);
  expect((await sidewaysScroll(page)).page, "the lead page's sideways scroll at 1280 px").toBe(0);
  await picture(page, "lead", LAPTOP.width);

  await page.goto(`/staff/demos?view=day&date=${date}`);
  const row = page.locator("tr", { hasText: name });
  await expect(row).toBeVisible();
  expect(await sidewaysScroll(page)).toMatchObject({ page: 0 });
  for (const frame of (await sidewaysScroll(page)).frames) expect(frame).toMatch(/: 0$/);
  await picture(page, "calendar", LAPTOP.width);
  await page.setViewportSize(PHONE);
  await row.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const phone = row.getByRole("link", { name: "+60 12-345 6789" });
  await expect(phone).toBeInViewport();
  await expect(row.getByRole("button", { name: /^Move the demo with/ })).toBeInViewport();
  await expect(row.getByRole("button", { name: /^Cancel the demo with/ })).toBeInViewport();
  for (const frame of (await sidewaysScroll(page)).frames) expect(frame).toMatch(/: 0$/);
  expect((await sidewaysScroll(page)).page).toBe(0);
  await picture(page, "calendar", PHONE.width);
});
