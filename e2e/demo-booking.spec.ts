import { expect, test } from "@playwright/test";
import { openDemoDialog } from "./lib/demo-dialog.ts";
import { enrol } from "./lib/staff-console.ts";
import { collectAlerts, deliveredMail, pick, unique } from "./support.ts";

/** The next Monday to Friday at least two days off: a day a default member takes demos, past the notice. */
function aWeekdayAhead(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test("a visitor picks a free time in the dialog, and the demo is booked with an invitation", async ({
  page,
  request,
}) => {
  // A sales member takes demos in the business hours from the moment they join.
  await enrol(request, `${unique("demos").replaceAll(" ", ".")}@ikey.example`, "sales");
  const visitor = `${unique("booker").replaceAll(" ", ".")}@ceria.example`;
  const alerts = collectAlerts(page);

  const dialog = await openDemoDialog(page);
  await dialog.getByLabel("Name", { exact: true }).fill("Aisyah Rahman");
  await dialog.getByLabel("Company / institution name", { exact: true }).fill("Tadika Ceria");
  await dialog.getByLabel("Email", { exact: true }).fill(visitor);
  await dialog.getByLabel("Contact number", { exact: true }).fill("012-3456789");
  await pick(dialog.getByLabel("Appointment date", { exact: true }), aWeekdayAhead());

  // The day's free times, in Malaysia time; a public holiday offers the next day that has one.
  const times = dialog.getByRole("group", { name: /Free times on .*, Malaysia time/ });
  const next = dialog.getByRole("button", { name: /^Show / });
  await expect(times.or(next)).toBeVisible();
  if (await next.isVisible()) await next.click();
  const slot = times.getByRole("button").first();
  const time = (await slot.textContent())?.slice(0, 5) ?? "";
  expect(time).toMatch(/^\d\d:\d\d$/);
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByLabel("Appointment time", { exact: true })).toHaveValue(time);

  await dialog.getByRole("checkbox").check();
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Request a Demo" }).click();
  await reloaded;
  expect(alerts).toEqual(["Request has been submitted. Please wait for our specialist to contact you."]);

  // The visitor's e-mail carries the invitation for the time they chose.
  const toVisitor = () => deliveredMail().filter((mail) => /^To: (.*)$/m.exec(mail)?.[1]?.trim() === visitor);
  await expect.poll(() => toVisitor().length, { timeout: 20_000 }).toBe(1);
  const mail = toVisitor()[0] ?? "";
  expect(mail).toMatch(/Subject: Your iKEY demo is booked for/);
  expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
  expect(mail).toContain(`${time} (Malaysia time)`);
});
