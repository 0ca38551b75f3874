// Check App Status remembers (decision 0016), end to end: a side server probes every 5 s with its
// Center target down, the console suggests an incident, support opens it, the public page shows the
// banner, and a subscriber who confirmed through the e-mail gets each update until unsubscribing.
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, type Page, request, test } from "@playwright/test";
import { smtpSinkPort } from "../playwright.config.ts";
import { startSideServer, waitHealthy } from "./lib/side-server.ts";
import { type ConsoleSite, consoleSettingsFor, enrol, signIn } from "./lib/staff-console.ts";
import { deliveredMail, expectNoAxeViolations, waitForHydration } from "./support.ts";

const port = 3141;
const site: ConsoleSite = { origin: `http://127.0.0.1:${port}`, database: ".tmp/e2e-status.sqlite" };
const subscriber = `status.${Date.now().toString(36)}@ceria.example`;

let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: site.origin });

test.beforeAll(async () => {
  rmSync(site.database, { force: true });
  rmSync(`${site.database}-wal`, { force: true });
  rmSync(`${site.database}-shm`, { force: true });
  server = startSideServer(
    port,
    {
      ...consoleSettingsFor(site),
      SITE_URL: site.origin,
      SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
      // Nothing listens on port 9 of loopback: every probe of Center is refused.
      STATUS_CENTER_URL: "http://127.0.0.1:9/center",
    },
    { outbox: { pollMs: 300 }, statusHistory: { probeIntervalMs: 5_000 } },
  );
  await waitHealthy(port);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

/** The e-mails to the subscriber so far, oldest first (the sink names files by arrival). */
function mailsTo(address: string): string[] {
  return deliveredMail().filter((mail) => mail.includes(`To: ${address}`));
}

async function nextMail(address: string, count: number, subject: string): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const mail = mailsTo(address)[count - 1] ?? "";
  expect(mail).toContain(`Subject: ${subject}`);
  return mail;
}

/** The link of a confirm or unsubscribe e-mail, on the side server's /status-updates page. */
function pageLink(mail: string, action: "confirm" | "unsubscribe"): string {
  const link = new RegExp(`${site.origin}/status-updates#${action}=[\\w.-]+`).exec(mail)?.[0];
  if (!link) throw new Error(`no ${action} link in:\n${mail}`);
  return link;
}

async function followLink(page: Page, link: string, button: string, done: RegExp) {
  await page.goto(link);
  await waitForHydration(page);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test("a target down for 3 probes becomes a suggested incident; support opens it and subscribers hear of it until they unsubscribe", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // A visitor subscribes on the page, and confirms through the e-mail.
  await page.goto("/check-app-status");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill(subscriber);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox to confirm your subscription.")).toBeVisible();
  const confirmation = await nextMail(subscriber, 1, "Confirm your iKEY status updates");
  await followLink(page, pageLink(confirmation, "confirm"), "Confirm my subscription", /subscription is confirmed/);

  // Support signs in; within three probes (15 s) the console suggests an incident for Center.
  const api = await request.newContext({ baseURL: site.origin });
  const support = await enrol(api, "support.status@ikey.example", "support", site);
  const staff = await browser.newPage({ baseURL: site.origin });
  await signIn(staff, support);
  await staff.getByRole("link", { name: "Incidents" }).click();
  const suggestion = staff.getByRole("button", { name: "Open an incident for Center" });
  await expect(suggestion).toBeVisible({ timeout: 30_000 });
  await suggestion.click();
  await expect(staff.getByLabel("Title")).toHaveValue("Center not responding");
  await staff.getByLabel("Message").fill("The centre system does not answer. We are looking into it.");
  await staff.getByRole("button", { name: "Open the incident" }).click();
  await expect(staff.getByRole("heading", { name: "Center not responding" })).toBeVisible();

  // The public page shows the banner, and the subscriber gets the incident.
  await page.goto("/check-app-status");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: /Center not responding/ }).first()).toBeVisible();
  await nextMail(subscriber, 2, "[iKEY status] Investigating: Center not responding");
  await expectNoAxeViolations(page);

  // Resolving sends the resolution.
  await staff.getByLabel("Status").last().selectOption("resolved");
  await staff.getByLabel("Message").last().fill("The centre system answers again.");
  await staff.getByRole("button", { name: "Post the update" }).click();
  await expect(staff.getByText("Incident resolved.")).toBeVisible();
  const resolution = await nextMail(subscriber, 3, "[iKEY status] Resolved: Center not responding");
  expect(resolution).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

  // Unsubscribing from the e-mail's link stops the e-mails.
  await followLink(page, pageLink(resolution, "unsubscribe"), "Unsubscribe", /You are unsubscribed/);
  await staff.getByLabel("Title").fill("Parent app slow to sign in");
  await staff.getByRole("checkbox", { name: "App (Parent)" }).check();
  await staff.getByLabel("Message").first().fill("We are looking into it.");
  await staff.getByRole("button", { name: "Open the incident" }).click();
  await expect(staff.getByRole("heading", { name: "Parent app slow to sign in" })).toBeVisible();
  // The outbox polls every 300 ms: two seconds is plenty for a mail that should not come.
  await page.waitForTimeout(2_000);
  expect(mailsTo(subscriber)).toHaveLength(3);
  await api.dispose();
});

test("the page with history and an open incident has no accessibility violations", async ({ page }) => {
  await page.goto("/check-app-status");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Uptime over the last 90 days" })).toBeVisible();
  // The history has arrived: the bars are there, and keyboard focus reaches a day's figure.
  const bar = page.getByRole("grid").first();
  await expect(bar).toBeVisible();
  await expectNoAxeViolations(page);
});
