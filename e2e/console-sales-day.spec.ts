import { readFileSync } from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { type Language, pathInLanguage } from "../contracts/languages.ts";
import { catalogue } from "./lib/catalogues.ts";
import { mailsTo } from "./lib/mail-sink.ts";
import { beginDemoNow, enrol, type Member, nextCode, signIn } from "./lib/staff-console.ts";
import { collectAlerts, pick, waitForHydration } from "./support.ts";

// Issue 49's day in Chromium: three visitors write in English, Malay and Chinese; sales A books a
// demo from a lead's page, hands another lead to sales B, moves the demo on the calendar, marks it
// a no-show and books it again; the admin disables A, handing everything to B, and enables A again;
// B exports the inbox and the CSV is read back with csv-parse. Every step goes through the pages,
// each member in a browser of their own; only the enrolment (the CLI and the invitation API) and the
// clock reaching the demo (beginDemoNow) are done beside them.

/** A visitor of the public site, in the language of the pages they use. */
interface Visitor {
  readonly language: Language;
  readonly name: string;
  readonly company: string;
  readonly email: string;
  readonly phone: string;
  /** The address's query on the visit's first page: the campaign they came from. */
  readonly query?: string;
}

const MALAYSIA = "Asia/Kuala_Lumpur";
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: MALAYSIA,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** "Monday 7 December 2026", as the console writes a Malaysian day. */
const dayTitle = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00+08:00`)).replace(",", "");

/** A Monday to Friday in Malaysia at least four days off: past the notice, and clear of the days other specs book. */
function aWeekdayAhead(): string {
  const day = new Date(Date.now() + 8 * 3_600_000 + 4 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The visitor asks for a demo on `date` at 19:30, after everyone's hours: a request, for sales to book. */
async function sendDemoRequest(browser: Browser, visitor: Visitor, date: string): Promise<void> {
  const words = catalogue(visitor.language);
  const page = await browser.newPage();
  const alerts = collectAlerts(page);
  await page.goto(`${pathInLanguage("/our-story", visitor.language)}${visitor.query ?? ""}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: words.request_demo, exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  const field = (name: string) => dialog.locator(`[name="${name}"]`);
  await field("name").fill(visitor.name);
  await field("companyName").fill(visitor.company);
  await field("email").fill(visitor.email);
  await field("contactNumber").fill(visitor.phone);
  await pick(field("appointmentDate"), date);
  // The day's free times settle before the next field: the list moves what is below it.
  await expect(
    dialog.locator(".demo-slots, .demo-slots-note").filter({ hasNotText: words.request_demo_slots_loading }),
  ).toBeVisible();
  await pick(field("appointmentTime"), "19:30");
  await field("privacyAccepted").check();
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: words.request_demo_submit }).click();
  await reloaded;
  expect(alerts).toEqual([words.form_submitted]);
  await page.close();
}

/** A member's own browser, signed in to the console. */
async function consoleOf(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, member);
  return page;
}

/** Searches the inbox for the day's leads (their centres carry `token`), optionally only `assignee`'s. */
async function searchInbox(page: Page, token: string, assignee?: string): Promise<void> {
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
  // The filters' form is drawn anew for each address: filled only once the unfiltered inbox is shown.
  await expect(page).toHaveURL(/\/staff\/leads$/);
  const filters = page.getByRole("form", { name: "Filter leads" });
  await filters.getByLabel(/Search name, company/).fill(token);
  if (assignee) await filters.getByLabel("Assignee", { exact: true }).selectOption({ label: assignee });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

/** Opens the visitor's lead from the inbox; answers its id. */
async function openLead(page: Page, token: string, visitor: Visitor): Promise<number> {
  await searchInbox(page, token);
  await page.getByRole("row").filter({ hasText: visitor.company }).getByRole("link", { name: visitor.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${visitor.name}, ${visitor.company}` })).toBeVisible();
  return Number(/\/staff\/leads\/(\d+)/.exec(page.url())?.[1]);
}

/** On a lead's page: gives it to `email`, with a note for them when there is one. */
async function assign(page: Page, email: string, note?: string): Promise<void> {
  await page.getByLabel("Assignee", { exact: true }).selectOption({ label: email });
  if (note) await page.getByLabel("Note for the new assignee (optional)").fill(note);
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Assignee saved." })).toBeVisible();
  await expect(page.getByLabel("Assignee", { exact: true }).locator("option:checked")).toHaveText(email);
}

/**
 * In the lead's booking dialog, which opens on the visitor's typed day: the last free time of the
 * lead's assignee on the first day that has one. Answers the day and the time, chosen in the list.
 */
async function chooseAssigneesLastTime(dialog: Locator, assignee: string): Promise<{ day: string; time: string }> {
  const list = dialog.getByLabel("Time and host (Malaysia time)");
  const showNext = dialog.getByRole("button", { name: /^Show / });
  for (let day = 0; day < 10; day++) {
    await expect(list.or(showNext)).toBeVisible();
    if (await list.isVisible()) break;
    await showNext.click();
  }
  const theirs = list.locator(`optgroup[label="Free for ${assignee}, who has the lead"] > option`);
  await expect(theirs.first()).toBeAttached();
  const value = (await theirs.last().getAttribute("value")) ?? "";
  await list.selectOption(value);
  return { day: await dialog.getByLabel("Day", { exact: true }).inputValue(), time: value.split("|")[0] ?? "" };
}

/** Books the lead's demo from its page (Book a demo, or Book again) with its assignee; answers when. */
async function bookFromLead(page: Page, button: string, host: string): Promise<{ day: string; time: string }> {
  const panel = page.getByRole("region", { name: "Demo", exact: true });
  await panel.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: "Book a demo" });
  const when = await chooseAssigneesLastTime(dialog, host);
  await dialog.getByRole("button", { name: "Book the demo" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    `Demo booked for ${dayTitle(when.day)} at ${when.time} with ${host}.`,
  );
  return when;
}

/** The lead page's demo panel says the demo is at `when`, with `host`, in state `state`; the lead is "Demo scheduled". */
async function expectBookedDemo(page: Page, when: { day: string; time: string }, host: string, state: string) {
  const panel = page.getByRole("region", { name: "Demo", exact: true });
  await expect(panel).toContainText(
    new RegExp(`${dayTitle(when.day)} at ${when.time} \\(Malaysia time\\), \\d+ minutes, with ${host}\\.`),
  );
  await expect(panel).toContainText(`Status: ${state}`);
}

const leadStatus = (page: Page) => page.locator(".console-heading .status-badge");

/** The calendar's day view for `day`, reached from today by its own links. */
async function calendarDay(page: Page, day: string): Promise<void> {
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Demos" }).click();
  await page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Day" }).click();
  const today = page.getByRole("navigation", { name: "Dates" }).getByRole("link", { name: "Today" });
  await today.click();
  await expect(today).toHaveAttribute("aria-current", "date");
  const shown = page.getByRole("heading", { level: 2, name: dayTitle(day) });
  for (let step = 0; step < 14 && !(await shown.isVisible()); step++) {
    const before = await page.getByRole("heading", { level: 2 }).first().textContent();
    await page.getByRole("link", { name: "Next day" }).click();
    await expect(page.getByRole("heading", { level: 2 }).first()).not.toHaveText(before ?? "");
  }
  await expect(shown).toBeVisible();
}

test("a sales day: three languages, book, hand off, move, no-show and rebook, disable with hand-over, export", async ({
  browser,
  request,
}) => {
  // Three members' browsers and three visitors' on a busy 2-core machine.
  test.setTimeout(180_000);
  const token = `day${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const salesA = await enrol(request, `sales-a.${token}@ikey.example`, "sales");
  const salesB = await enrol(request, `sales-b.${token}@ikey.example`, "sales");
  const admin = await enrol(request, `admin.${token}@ikey.example`, "admin");

  const english: Visitor = {
    language: "en",
    name: "Sarah Lim",
    company: `Bright Steps Learning ${token}`,
    email: `sarah.${token}@brightsteps.example`,
    phone: "012-3000001",
  };
  const malay: Visitor = {
    language: "ms",
    name: "Nurul Aisyah binti Ahmad",
    company: `Tadika Ceria ${token}`,
    email: `nurul.${token}@ceria.example`,
    phone: "013-4000002",
  };
  const chinese: Visitor = {
    language: "zh",
    name: "黄伟明",
    company: `明日之星补习中心 ${token}`,
    email: `weiming.${token}@mingri.example`,
    phone: "016-5000003",
    query: "?utm_source=facebook&utm_campaign=cny-2027",
  };
  const typedDay = aWeekdayAhead();
  for (const visitor of [english, malay, chinese]) await sendDemoRequest(browser, visitor, typedDay);

  const a = await consoleOf(browser, salesA);
  const signedInAt = Math.floor(Date.now() / 30_000);
  const b = await consoleOf(browser, salesB);
  const boss = await consoleOf(browser, admin);

  // A takes the Chinese lead, and the Malay one, and books the Malay visitor's demo from its page.
  const chineseId = await openLead(a, token, chinese);
  await assign(a, salesA.email);
  const malayId = await openLead(a, token, malay);
  await assign(a, salesA.email);
  const booked = await bookFromLead(a, "Book a demo", salesA.email);
  await expectBookedDemo(a, booked, salesA.email, "booked");
  await expect(leadStatus(a)).toHaveText("Demo scheduled");

  // A hands the English lead to B with a note; B is told on the console, and finds it in their inbox.
  const englishId = await openLead(a, token, english);
  await assign(a, salesA.email);
  const note = "She runs two centres in Penang; you cover Penang. Call after 3 pm.";
  await assign(a, salesB.email, note);
  await expect(a.getByRole("region", { name: "Timeline" })).toContainText(`${salesA.email} wrote: ${note}`);
  await b.reload();
  const notices = b.getByRole("region", { name: "Handed to you" });
  await expect(notices).toContainText(`${salesA.email} handed you lead ${englishId} on`);
  await expect(notices.locator("blockquote")).toHaveText(note);
  await searchInbox(b, token, salesB.email);
  await expect(b.getByRole("row").filter({ hasText: english.company })).toContainText(salesB.email);

  // A moves the demo on the calendar to another of their own free times that day: A keeps it.
  await calendarDay(a, booked.day);
  await a
    .getByRole("row")
    .filter({ hasText: malay.company })
    .getByRole("button", { name: `Move the demo with ${malay.name}` })
    .click();
  const move = a.getByRole("dialog", { name: "Move this demo" });
  const newTimes = move.getByLabel("New time (Malaysia time)");
  await expect(newTimes).toBeVisible();
  const others = (await newTimes.locator("option").allTextContents()).filter((time) => time !== booked.time);
  const moved = { day: booked.day, time: others.at(-1) ?? "" };
  await newTimes.selectOption(moved.time);
  await expect(move.getByText(/^Before: /)).toHaveText(
    `Before: ${dayTitle(booked.day)} ${booked.time} with ${salesA.email}. After: ${dayTitle(moved.day)} ${moved.time} with ${salesA.email}.`,
  );
  await move.getByRole("button", { name: "Move the demo" }).click();
  await expect(a.getByRole("status").filter({ hasText: "Demo moved to" })).toHaveText(
    `Demo moved to ${moved.day} at ${moved.time} (Malaysia time), with ${salesA.email}. Both sides have been e-mailed the new invitation.`,
  );
  await a.getByRole("row").filter({ hasText: malay.company }).getByRole("link", { name: malay.name }).click();
  await expectBookedDemo(a, moved, salesA.email, "booked");

  // The day reaches the demo; nobody answers: A marks it a no-show on today's calendar, and books again.
  beginDemoNow(malayId);
  await calendarDay(a, new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
  await a
    .getByRole("row")
    .filter({ hasText: malay.company })
    .getByRole("button", { name: `Mark the demo with ${malay.name} a no-show` })
    .click();
  await expect(a.getByRole("status").filter({ hasText: "no-show" })).toHaveText("Demo marked a no-show.");
  await a.getByRole("row").filter({ hasText: malay.company }).getByRole("link", { name: malay.name }).click();
  await expect(a.getByRole("region", { name: "Demo", exact: true })).toContainText("Status: no-show");
  await expect(leadStatus(a)).toHaveText("Contacted");
  const rebooked = await bookFromLead(a, "Book again", salesA.email);
  await expectBookedDemo(a, rebooked, salesA.email, "booked");
  await expect(leadStatus(a)).toHaveText("Demo scheduled");

  // The admin disables A: the dialog lists A's open leads and demos to come, and they go to B.
  await boss.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" }).click();
  const rowOfA = boss.getByRole("row").filter({ has: boss.getByRole("rowheader", { name: salesA.email }) });
  await rowOfA.getByRole("button", { name: "Disable" }).click();
  const disable = boss.getByRole("dialog", { name: `Disable ${salesA.email}?` });
  await expect(disable.getByRole("link", { name: `${malay.company} (${malay.name})` })).toBeVisible();
  await expect(disable.getByRole("link", { name: `${chinese.company} (${chinese.name})` })).toBeVisible();
  await expect(disable.getByRole("listitem").filter({ hasText: "(Malaysia time): " })).toContainText([malay.company]);
  await expect(disable).not.toContainText(english.company);
  await disable.getByLabel("Hand them to").selectOption({ label: salesB.email });
  await disable.getByRole("button", { name: "Disable and hand over" }).click();
  await expect(boss.getByRole("status").filter({ hasText: salesA.email })).toHaveText(
    `${salesA.email} is disabled; their leads and demos are handed over.`,
  );
  await expect(rowOfA.getByRole("cell", { name: "disabled", exact: true })).toBeVisible();

  // And enables A again: A signs in as before (with a code newer than the last one A used).
  await rowOfA.getByRole("button", { name: "Enable" }).click();
  await expect(boss.getByRole("status").filter({ hasText: salesA.email })).toHaveText(
    `${salesA.email} is enabled again.`,
  );
  await expect(rowOfA.getByRole("cell", { name: "active", exact: true })).toBeVisible();
  await expect.poll(() => Math.floor(Date.now() / 30_000), { timeout: 35_000 }).toBeGreaterThan(signedInAt);
  await signIn(a, salesA, await nextCode(salesA.secret));

  // Everything A had is B's: the leads in B's inbox, the demo on the lead's page.
  await searchInbox(b, token, salesB.email);
  for (const [visitor, status] of [
    [english, "New"],
    [malay, "Demo scheduled"],
    [chinese, "New"],
  ] as const) {
    const row = b.getByRole("row").filter({ hasText: visitor.company });
    await expect(row.getByRole("cell", { name: status, exact: true })).toBeVisible();
    await expect(row).toContainText(salesB.email);
  }
  await b.getByRole("row").filter({ hasText: malay.company }).getByRole("link", { name: malay.name }).click();
  await expectBookedDemo(b, rebooked, salesB.email, "booked");
  await expect(b.getByLabel("Assignee", { exact: true }).locator("option:checked")).toHaveText(salesB.email);

  // B exports the view; the file, read by an independent parser, is what the day did.
  await searchInbox(b, token, salesB.email);
  const download = b.waitForEvent("download");
  await b.getByRole("link", { name: "Export this view as CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^leads-assigned-sales-b-day[\w-]*-search-\d{4}-\d\d-\d\d\.csv$/,
  );
  const file = readFileSync(await (await download).path(), "utf8");
  expect(file.startsWith("\uFEFF"), "a UTF-8 byte-order mark").toBe(true);
  const [header = [], ...records] = parse(file, { bom: true }) as string[][];
  expect(header).toEqual(
    expect.arrayContaining([
      "status",
      "assignee",
      "first_response_at",
      "first_response_by",
      "demo_at",
      "demo_host",
      "demo_status",
      "source",
      "campaign",
    ]),
  );
  const rows = records.map((record) => Object.fromEntries(header.map((column, index) => [column, record[index]])));
  expect(rows.map((row) => row.email).sort()).toEqual([english.email, malay.email, chinese.email].sort());
  const rowOf = (visitor: Visitor) => rows.find((row) => row.email === visitor.email) ?? {};
  const malaysiaIso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/;
  for (const row of rows) {
    expect(row).toMatchObject({ assignee: salesB.email, form: "request-demo" });
    expect(row.received_at).toMatch(malaysiaIso);
  }
  expect(rowOf(chinese)).toMatchObject({
    id: String(chineseId),
    name: "黄伟明",
    companyName: chinese.company,
    status: "New",
    first_response_at: "",
    demo_at: "",
    source: "facebook",
    campaign: "cny-2027",
  });
  expect(rowOf(english)).toMatchObject({ id: String(englishId), status: "New", demo_at: "", demo_host: "" });
  expect(rowOf(malay)).toMatchObject({
    id: String(malayId),
    status: "Demo scheduled",
    first_response_by: "status",
    demo_at: `${rebooked.day}T${rebooked.time}:00+08:00`,
    demo_host: salesB.email,
    demo_status: "confirmed",
  });
  expect(rowOf(malay).first_response_at).toMatch(malaysiaIso);

  // The e-mails: the Malay visitor's in Malay (booked, moved, booked again, a new host), each with
  // the invitation; B was told of the hand-off, with the note; the Chinese visitor was answered in Chinese.
  const kinds: [RegExp, string][] = [
    [/^Demo iKEY anda telah ditempah pada /, "booked"],
    [/^Demo iKEY anda telah dipindahkan ke /, "moved"],
    [/^Demo iKEY anda pada .* kini dikendalikan oleh pakar lain$/, "new host"],
  ];
  const demoMails = () =>
    mailsTo(malay.email).filter((mail) => kinds.some(([subject]) => subject.test(mail.headers.subject ?? "")));
  const kindOf = (subject = "") => kinds.find(([pattern]) => pattern.test(subject))?.[1];
  await expect
    .poll(
      () =>
        demoMails()
          .map((mail) => kindOf(mail.headers.subject))
          .sort(),
      { timeout: 30_000 },
    )
    .toEqual(["booked", "booked", "moved", "new host"]);
  for (const mail of demoMails()) {
    expect(mail.headers["content-language"]).toBe("ms");
    expect(mail.text).toMatch(/^Salam sejahtera Nurul Aisyah binti Ahmad,/);
    const invitation = mail.parts.find((part) => /^text\/calendar/.test(part.headers["content-type"] ?? ""));
    expect(invitation?.body.replace(/\r?\n[ \t]/g, "")).toContain(`SUMMARY:Demo iKEY: ${malay.company}`);
  }
  await expect
    .poll(() => mailsTo(salesB.email).find((mail) => /lead handed to you by/.test(mail.headers.subject ?? "")), {
      timeout: 30_000,
    })
    .toBeTruthy();
  const handOff = mailsTo(salesB.email).find((mail) => /lead handed to you by/.test(mail.headers.subject ?? ""));
  expect(handOff?.headers.subject).toBe(`${english.company} (${english.name}): lead handed to you by ${salesA.email}`);
  expect(handOff?.text).toContain(note);
  expect(handOff?.text).toContain(`/staff/leads/${englishId}`);
  await expect.poll(() => mailsTo(chinese.email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const answer = mailsTo(chinese.email)[0];
  expect(answer?.headers["content-language"]).toBe("zh-Hans");
  expect(answer?.text).toContain("黄伟明");
});
