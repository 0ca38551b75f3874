import { type APIRequestContext, expect, type Locator, test } from "@playwright/test";
import { DEMO_SLOTS_PATH } from "../contracts/demo-booking.ts";
import { axeViolations } from "./lib/axe.ts";
import { openDemoDialog, sendDemoRequest } from "./lib/demo-dialog.ts";
import { dialogFitProblems } from "./lib/dialog-fit.ts";
import { holdRequest } from "./lib/held-request.ts";
import { recordedLayoutShifts, recordLayoutShifts } from "./lib/layout-shifts.ts";
import { problemsAtEveryWidth } from "./lib/layout-widths.ts";
import { enrol, signIn } from "./lib/staff-console.ts";
import { collectAlerts, deliveredMail, pick, unique, waitForHydration } from "./support.ts";

/** The next Monday to Friday at least two days off: a day a default member takes demos, past the notice. */
function aWeekdayAhead(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** An e-mail's invitation: its method, UID and SEQUENCE, read from its text/calendar part. */
function invitationIn(mail: string): { method: string; uid: string; sequence: number } {
  const [, headers = "", body = ""] =
    /\r?\n(Content-Type: text\/calendar[\s\S]*?)\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(mail) ?? [];
  const text = /Content-Transfer-Encoding: base64/i.test(headers) ? Buffer.from(body, "base64").toString("utf8") : body;
  const unfolded = text.replace(/\r?\n[ \t]/g, "");
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(unfolded)?.[1]?.trim() ?? "";
  return { method: field("METHOD"), uid: field("UID"), sequence: Number(field("SEQUENCE")) };
}

test("a visitor books a free time in the dialog, then moves and cancels it from the e-mail's link", async ({
  page,
  request,
}) => {
  // The booking, the link's page at every width, a move and a cancel, each with its e-mail.
  test.slow();
  // A sales member takes demos in the business hours from the moment they join.
  await enrol(request, `${unique("demos").replaceAll(" ", ".")}@ikey.example`, "sales");
  const visitor = `${unique("booker").replaceAll(" ", ".")}@ceria.example`;
  const alerts = collectAlerts(page);

  const dialog = await openDemoDialog(page);
  await dialog.getByLabel("Name", { exact: true }).fill("Aisyah Rahman");
  await dialog.getByLabel("Company / institution name", { exact: true }).fill("Tadika Ceria");
  await dialog.getByLabel("Email", { exact: true }).fill(visitor);
  await dialog.getByLabel("Contact number", { exact: true }).fill("012-3456789");
  // The times arrive into room kept for them as the date is picked: the button below stays put.
  const slotsAnswer = await holdRequest(page, "**/api/demo-slots?*", (route) => route.continue());
  await pick(dialog.getByLabel("Appointment date", { exact: true }), aWeekdayAhead());
  await slotsAnswer.arrived;
  const send = dialog.getByRole("button", { name: "Request a Demo" });
  const sendBefore = await send.boundingBox();
  slotsAnswer.release();

  // The day's free times, in Malaysia time; a public holiday offers the next day that has one.
  const times = dialog.getByRole("group", { name: /Free times on .*, Malaysia time/ });
  const next = dialog.getByRole("button", { name: /^Show / });
  await expect(times.or(next)).toBeVisible();
  expect(await send.boundingBox(), "the submit button, before and after the times came").toEqual(sendBefore);
  await page.unroute("**/api/demo-slots?*");
  if (await next.isVisible()) await next.click();
  const slot = times.getByRole("button").first();
  const time = (await slot.textContent())?.slice(0, 5) ?? "";
  expect(time).toMatch(/^\d\d:\d\d$/);
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByLabel("Appointment time", { exact: true })).toHaveValue(time);

  await dialog.getByRole("checkbox").check();
  const reloaded = page.waitForEvent("load");
  await send.click();
  await reloaded;
  expect(alerts).toEqual(["Request has been submitted. Please wait for our specialist to contact you."]);

  // The visitor's e-mail carries the invitation for the time they chose.
  const toVisitor = () => deliveredMail().filter((mail) => /^To: (.*)$/m.exec(mail)?.[1]?.trim() === visitor);
  await expect.poll(() => toVisitor().length, { timeout: 20_000 }).toBe(1);
  const mail = toVisitor()[0] ?? "";
  expect(mail).toMatch(/Subject: Your iKEY demo is booked for/);
  expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
  expect(mail).toContain(`${time} (Malaysia time)`);
  const booked = invitationIn(mail);
  expect(booked).toMatchObject({ method: "REQUEST", sequence: 0 });

  // The link in the e-mail opens the demo's page (the token in the fragment, which no server sees).
  const link = /https?:\/\/[^/\s]+(\/demo-booking#token=[\w-]{43})\s/.exec(mail)?.[1];
  expect(link, "the e-mail's link").toBeDefined();
  // On the narrowest phone, where the demo takes most room: the page keeps it from the first paint.
  await recordLayoutShifts(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(link ?? "");
  await waitForHydration(page);
  await expect(page.getByRole("status").first()).toHaveText("Your demo is booked for this time:");
  await expect(page.getByText(new RegExp(` at ${time}, Malaysia time$`))).toBeVisible();
  expect(await recordedLayoutShifts(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page)).toEqual([]);

  // Moved by keyboard to another free time; the step at its tallest, with the day's times, at every width.
  await page.getByRole("button", { name: "Move to another time" }).press("Enter");
  const step = page.getByRole("form", { name: "Choose a new time" });
  await expect(step.getByRole("heading")).toBeFocused();
  const free = step.getByRole("group", { name: /Free times on .*, Malaysia time/ });
  const nextDay = step.getByRole("button", { name: /^Show / });
  await expect(free.or(nextDay)).toBeVisible();
  if (await nextDay.isVisible()) await nextDay.press("Enter");
  expect(await axeViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  const other = free
    .getByRole("button")
    .filter({ hasNotText: new RegExp(`^${time}`) })
    .first();
  const newTime = (await other.textContent())?.slice(0, 5) ?? "";
  await other.press("Enter");
  await step.getByRole("button", { name: new RegExp(`^Move my demo to ${newTime} on `) }).press("Enter");
  await expect(page.getByRole("status").first()).toHaveText(
    /^Your demo has moved to this time\. We have e-mailed you an updated invitation/,
  );
  await expect(page.getByRole("status").first()).toBeFocused();
  await expect(page.getByText(new RegExp(` at ${newTime}, Malaysia time$`))).toBeVisible();

  // The new invitation replaces the first in the visitor's calendar: the same UID, a higher SEQUENCE.
  await expect.poll(() => toVisitor().length, { timeout: 20_000 }).toBe(2);
  const movedMail = toVisitor().find((each) => /^Subject: Your iKEY demo has moved to/m.test(each)) ?? "";
  expect(movedMail).toContain(`${newTime} (Malaysia time)`);
  expect(movedMail).toContain(link);
  expect(invitationIn(movedMail)).toEqual({ method: "REQUEST", uid: booked.uid, sequence: 1 });

  // Cancelled after the confirming step: calendars are told to take it out.
  await page.getByRole("button", { name: "Cancel the demo" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Cancel your demo?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Yes, cancel my demo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").first()).toHaveText(/^Your demo is cancelled\./);
  expect(new URL(page.url()).hash).toBe("");
  await expect.poll(() => toVisitor().length, { timeout: 20_000 }).toBe(3);
  const cancelMail = toVisitor().find((each) => /^Subject: Your iKEY demo is cancelled/m.test(each)) ?? "";
  expect(invitationIn(cancelMail)).toEqual({ method: "CANCEL", uid: booked.uid, sequence: 2 });
});

/** A phone's width, the narrowest the site is laid out for, and a laptop's screen. */
const SCREENS = [
  { width: 360, height: 780 },
  { width: 1280, height: 720 },
] as const;

/** The first day from a weekday ahead that has free times, as the dialog's "Show …" would find it. */
async function aDayWithTimes(request: APIRequestContext): Promise<string> {
  let date = aWeekdayAhead();
  for (let step = 0; step < 10; step++) {
    const day = (await (await request.get(`${DEMO_SLOTS_PATH}?date=${date}`)).json()) as {
      slots: unknown[];
      nextDate: string | null;
    };
    if (day.slots.length > 0 || !day.nextDate) return date;
    date = day.nextDate;
  }
  return date;
}

/** The dialog's day's free times, once they are listed. */
const freeTimes = (dialog: Locator) => dialog.getByRole("group", { name: /Free times on .*, Malaysia time/ });

test.describe("a visitor whose clock is not Malaysia's, each time shown with theirs too", () => {
  // The larger case: every time takes two or three more lines.
  test.use({ timezoneId: "UTC" });
  for (const screen of SCREENS) {
    test(`at ${screen.width} px the Request a Demo dialog shows a day's times whole, none cut off or overlapping`, async ({
      page,
      request,
    }) => {
      await enrol(request, `${unique("fit").replaceAll(" ", ".")}@ikey.example`, "sales");
      await page.setViewportSize(screen);
      const dialog = await openDemoDialog(page);
      await pick(dialog.getByLabel("Appointment date", { exact: true }), await aDayWithTimes(request));
      // A whole day of a default member's hours: more times than a small box could show without scrolling.
      await expect(freeTimes(dialog).getByRole("button")).not.toHaveCount(0);
      expect(await freeTimes(dialog).getByRole("button").count()).toBeGreaterThan(12);
      expect(await dialog.evaluate(dialogFitProblems)).toEqual([]);
    });
  }
});

for (const timezoneId of ["Asia/Kuala_Lumpur", "UTC"]) {
  test.describe(`a visitor whose device is in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test("at 360 px the Request a Demo button stays put as the day's times arrive", async ({ page, request }) => {
      await enrol(request, `${unique("still").replaceAll(" ", ".")}@ikey.example`, "sales");
      await page.setViewportSize(SCREENS[0]);
      const dialog = await openDemoDialog(page);
      const date = await aDayWithTimes(request);
      const slotsAnswer = await holdRequest(page, "**/api/demo-slots?*", (route) => route.continue());
      await pick(dialog.getByLabel("Appointment date", { exact: true }), date);
      await slotsAnswer.arrived;
      const send = dialog.getByRole("button", { name: "Request a Demo" });
      const before = await send.boundingBox();
      slotsAnswer.release();
      await expect(freeTimes(dialog).getByRole("button")).not.toHaveCount(0);
      expect(await send.boundingBox(), "the submit button, before and after the times came").toEqual(before);
    });
  });
}

test("at 360 px the console's Book a demo dialog fits, nothing cut off or overlapping", async ({
  page,
  request,
  browser,
}) => {
  const member = await enrol(request, `${unique("booker").replaceAll(" ", ".")}@ikey.example`, "sales");
  const name = unique("Fit Lead");
  await sendDemoRequest(browser, name);
  await signIn(page, member);
  await page.setViewportSize(SCREENS[0]);
  await page.goto(`/staff/leads?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await page.getByRole("button", { name: "Book a demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a demo" });
  // The dialog at its fullest: a day with free times, each offered with its host.
  const times = dialog.getByLabel("Time and host (Malaysia time)");
  const next = dialog.getByRole("button", { name: /^Show / });
  await expect(times.or(next)).toBeVisible();
  if (await next.isVisible()) await next.click();
  await expect(times).toBeVisible();
  expect(await dialog.evaluate(dialogFitProblems)).toEqual([]);
});
