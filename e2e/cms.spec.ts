import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { recordCspViolations, recordedCspViolations } from "./lib/csp-violations.ts";
import { startSideServer, waitHealthy } from "./lib/side-server.ts";
import { type ConsoleSite, consoleSettingsFor, enrol, signIn } from "./lib/staff-console.ts";
import { expectNoAxeViolations, unique, waitForHydration, watchConsole } from "./support.ts";

// Publishing from the console (docs/decisions/0045-cms.md), as marketing does it: English now,
// Malay at the next minute, each live on the site without a build; a title that tries to be a
// script stays words. On a side server with a database of its own, so the suite's other pages
// (and their screenshots) keep the repository's posts alone.

const port = 3142;
const site: ConsoleSite = { origin: `http://127.0.0.1:${port}`, database: ".tmp/e2e-cms.sqlite" };
let server: ChildProcess | undefined;

test.use({ baseURL: site.origin });
test.beforeAll(async () => {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${site.database}${suffix}`, { force: true });
  server = startSideServer(port, { ...consoleSettingsFor(site), SITE_URL: site.origin });
  await waitHealthy(port);
});
test.afterAll(() => {
  server?.kill("SIGTERM");
});

/** The next whole minute in Malaysia at least `leadSeconds` away, as the schedule's fields take it. */
function nextMinuteInMalaysia(leadSeconds: number): { date: string; time: string; at: number } {
  const at = Math.ceil((Date.now() + leadSeconds * 1000) / 60_000) * 60_000;
  const local = new Date(at + 8 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16), at };
}

async function fillText(page: Page, language: string, words: { title: string; summary: string; body: string }) {
  await page.getByRole("tab", { name: language }).click();
  const panel = page.getByRole("tabpanel", { name: language });
  await panel.getByLabel("Title", { exact: true }).fill(words.title);
  await panel.getByLabel("Summary", { exact: true }).fill(words.summary);
  await panel.getByLabel("Text (Markdown)").fill(words.body);
  await expect(panel.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 10_000 });
  return panel;
}

test("marketing writes a post in English and Malay, publishes English now and Malay at its minute", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const email = `${unique("marketing").replace(/\W+/g, "-").toLowerCase()}@ikey.example`;
  const member = await enrol(request, email, "marketing", site);
  await signIn(page, member);
  await page.getByRole("link", { name: "Announcements" }).click();
  await page.getByRole("button", { name: "New announcement" }).click();
  await expect(page.getByRole("tab", { name: "English" })).toBeVisible();

  const tag = unique("post").replace(/\W+/g, "-").toLowerCase();
  // The title tries to be markup; the site must show it as words and run nothing.
  const title = `Fees by e-mail <img src=x onerror="window.pwned=1"> ${tag}`;
  const english = await fillText(page, "English", {
    title,
    summary: "Invoices reach parents by e-mail now.",
    body: `Parents get each invoice by e-mail.\n\n- Paid ones are marked\n- [Read the FAQ](/faq)`,
  });
  await expect(english.getByRole("link", { name: "Read the FAQ" })).toBeVisible(); // the preview, by the site's renderer
  // A picture, sent from the toolbar and written where the caret is; its words typed between its brackets.
  const body = english.getByLabel("Text (Markdown)");
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.length, area.value.length));
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f6db5" } })
    .png()
    .toBuffer();
  await english
    .getByLabel("Picture to add (PNG, JPEG or WebP)")
    .setInputFiles({ name: "invoice.png", mimeType: "image/png", buffer: picture });
  await expect(body).toHaveValue(/\n\n!\[\]\(\/media\/[0-9a-f]{16}-1200x800\)$/, { timeout: 20_000 });
  await expect(english.getByText("a picture needs words that say what it shows", { exact: false })).toBeVisible();
  const pictureWords = "A parent reading an invoice on a phone";
  await page.keyboard.type(pictureWords);
  await expect(english.getByRole("img", { name: pictureWords })).toBeVisible(); // in the preview
  await expect(english.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page);
  await english.getByRole("button", { name: "Publish now" }).click();
  await expect(english.getByText(/First published/)).toBeVisible();
  const englishSlug = await english.getByLabel("Address").inputValue();

  const malay = await fillText(page, "Bahasa Melayu", {
    title: `Yuran melalui e-mel ${tag}`,
    summary: "Invois sampai kepada ibu bapa melalui e-mel.",
    body: "Ibu bapa menerima setiap invois melalui e-mel.",
  });
  const malaySlug = await malay.getByLabel("Address").inputValue();
  const when = nextMinuteInMalaysia(45);
  await malay.getByRole("button", { name: "Schedule…" }).click();
  const schedule = malay.getByRole("form", { name: "Schedule" });
  await schedule
    .getByRole("group", { name: /Publish at/ })
    .getByLabel("Date")
    .fill(when.date);
  await schedule
    .getByRole("group", { name: /Publish at/ })
    .getByLabel("Time")
    .fill(when.time);
  await schedule.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(malay.getByText(/Scheduled for/).first()).toBeVisible();

  // A visitor: English on the home page, its post, the feed; Malay not yet.
  const visitor = await browser.newPage();
  const visitorProblems = watchConsole(visitor);
  await recordCspViolations(visitor);
  await visitor.goto("/");
  const latest = visitor.locator(".latest-news");
  await expect(latest.getByRole("link")).toHaveText(title);
  await latest.getByRole("link").click();
  await expect(visitor).toHaveURL(new RegExp(`/announcement/${englishSlug}$`));
  await waitForHydration(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/faq");
  expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  // The picture: the best format this browser reads, its room kept before it loads.
  const shown = visitor.getByRole("img", { name: pictureWords });
  const reserved = await shown.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height);
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f]{16}-\d+w\.avif$/);
  expect(await shown.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height)).toBeCloseTo(reserved, 0);
  expect(reserved).toBeGreaterThan(0);
  await expectNoAxeViolations(visitor);
  // In-app navigation away and back uses the post's filled data, not the template's.
  await visitor.getByRole("link", { name: "All announcements" }).click();
  await expect(visitor.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await visitor.getByRole("heading", { level: 2, name: title }).getByRole("link").click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  const feed = await visitor.request.get("/announcement/feed.atom");
  expect(await feed.text()).toContain(`/announcement/${englishSlug}`);
  expect((await visitor.request.get(`/ms/announcement/${malaySlug}`)).status()).toBe(404);

  // Malay at its minute (each instance reads the database every 10 s).
  await expect
    .poll(async () => (await visitor.request.get(`/ms/announcement/${malaySlug}`)).status(), {
      timeout: when.at - Date.now() + 30_000,
      intervals: [2_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(when.at);
  await visitor.goto("/ms");
  await expect(visitor.locator(".latest-news").getByRole("link")).toHaveText(`Yuran melalui e-mel ${tag}`);
  expect(await recordedCspViolations(visitor)).toEqual([]);
  expect(visitorProblems).toEqual([]);
  expect(problems).toEqual([]);
});
