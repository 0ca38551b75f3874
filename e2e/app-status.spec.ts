import { expect, type Page, test } from "@playwright/test";
import { holdRequest } from "./lib/held-request.ts";
import { recordedLayoutShifts, recordLayoutShifts } from "./lib/layout-shifts.ts";
import { waitForHydration } from "./support.ts";

const groups = ["Server (with Cloudflare)", "Server (direct access)", "Center", "App (Parent)", "App (Educator)"];
const rows = ["Client device", "Microsoft server", "Google server"];
// Durations are timed on a shared CI machine, so the tests check the text's form, not how long a check took:
// a busy runner once took 2.5 s over a 1.2 s delay.
const workingInMillisecondsOrSeconds = /^Working \((\d+ milliseconds|\d+\.\d{3} seconds)\)$/;
const workingInSeconds = /^Working \(\d+\.\d{3} seconds\)$/;

function cell(page: Page, group: string, row: string) {
  return page.getByRole("region", { name: group }).locator(`td[data-row="${row}"]`);
}

async function settled(page: Page) {
  await expect(page.locator(".status-board")).toHaveAttribute("data-complete", "true", { timeout: 30_000 });
}

test("every one of the 15 rows reaches Working against the real targets and checkers", async ({ page }) => {
  await page.goto("/check-app-status");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check App Status");
  await settled(page);
  for (const group of groups) {
    for (const row of rows)
      await expect(cell(page, group, row), `${group} / ${row}`).toHaveText(workingInMillisecondsOrSeconds);
  }
  await expect(page.locator(".status-working")).toHaveCount(15);
});

test("the first checks start once, from the page's head, before any script file is requested", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto("/check-app-status");
  await settled(page);
  await waitForHydration(page);
  const firstCheck = requests.findIndex((path) => path.startsWith("/status/"));
  const firstScript = requests.findIndex((path) => path.endsWith(".js"));
  expect(firstCheck).toBeGreaterThanOrEqual(0);
  expect(firstCheck).toBeLessThan(firstScript);
  expect(requests.filter((path) => path.includes("early-checks"))).toEqual([]);
  // One run, not one from the early script and another from the app.
  for (const target of ["api", "center", "server1", "server2"])
    expect(requests.filter((path) => path === `/status/keepalive/${target}`)).toHaveLength(1);
  expect(requests.filter((path) => path === "/status/check")).toHaveLength(1);
  expect(requests.filter((path) => path.endsWith("/checkApplicationStatus"))).toHaveLength(1);
});

test("a slow target shows seconds, a 500 shows Failed, an aborted GET shows no result", async ({ page }) => {
  await page.route("**/status/keepalive/server1", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.fulfill({ body: "I am alive!", contentType: "text/plain" });
  });
  await page.route("**/status/keepalive/server2", (route) => route.fulfill({ status: 500, body: "I am alive!" }));
  await page.route("**/status/keepalive/center", (route) => route.abort("connectionreset"));
  await page.goto("/check-app-status");
  await settled(page);
  await expect(cell(page, "Server (with Cloudflare)", "Client device")).toHaveText(workingInSeconds);
  await expect(cell(page, "Server (direct access)", "Client device")).toHaveText("Failed");
  await expect(cell(page, "Center", "Client device")).toHaveText("");
  await expect(cell(page, "Center", "Client device").locator(".spinner")).toHaveCount(0);
  // The cloud rows probe from the server, which the browser's route handlers do not touch.
  await expect(cell(page, "Center", "Microsoft server")).toHaveText(/^Working/);
});

test("a failing callable function turns every Google row to Failed", async ({ page }) => {
  await page.route("**/checkApplicationStatus", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"status":"INTERNAL","message":"down"}}',
    }),
  );
  await page.goto("/check-app-status");
  await settled(page);
  for (const group of groups) {
    await expect(cell(page, group, "Google server")).toHaveText("Failed");
    await expect(cell(page, group, "Microsoft server")).toHaveText(/^Working/);
  }
});

test("Test Again shows Checking again, then the results, and announces them politely", async ({ page }) => {
  await page.goto("/check-app-status");
  await waitForHydration(page);
  await settled(page);
  const held = await holdRequest(page, "**/status/check", (route) => route.continue());
  await page.getByRole("button", { name: "Test Again" }).click();
  await expect(cell(page, "Center", "Microsoft server")).toHaveText("Checking");
  await expect(cell(page, "Center", "Microsoft server").locator(".spinner")).toHaveCount(1);
  await expect(page.locator("[aria-live=polite]")).toHaveText("Checking the iKEY services…");
  // "Checking" shows on the click, before the request reaches the route: releasing earlier would
  // do nothing, and the held request would time out as a failed check.
  await held.arrived;
  held.release();
  await settled(page);
  await expect(cell(page, "Center", "Microsoft server")).toHaveText(/^Working/);
  await expect(page.locator("[aria-live=polite]")).toHaveText("All checks finished: 15 working, 0 failed.");
});

test("rows turning from Checking to their results move nothing on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route("**/status/keepalive/server1", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.fulfill({ body: "I am alive!", contentType: "text/plain" });
  });
  await recordLayoutShifts(page);
  await page.goto("/check-app-status");
  await settled(page);
  const shifts = await recordedLayoutShifts(page);
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
});

test("the history arriving above a visitor who has scrolled on to the e-mail box moves nothing they see", async ({
  page,
}) => {
  const history = await holdRequest(page, "**/status/history", (route) => route.continue());
  await recordLayoutShifts(page);
  await page.goto("/check-app-status");
  await waitForHydration(page);
  await history.arrived;
  // The e-mail box half-way up the screen, the empty history box above it.
  await page.evaluate(() => {
    const box = document.querySelector(".status-subscribe");
    if (box) window.scrollTo({ top: box.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2 });
  });
  const before = (await recordedLayoutShifts(page)).length;
  history.release();
  // Drawn in full: the five groups, then the incidents after them.
  await expect(page.getByRole("grid")).toHaveCount(5);
  await expect(page.locator(".status-history .incidents").last()).toBeAttached();
  expect((await recordedLayoutShifts(page)).slice(before).filter((shift) => shift.value > 0)).toEqual([]);
});
