import { expect, test } from "@playwright/test";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { STATUS_FUNCTION_PATH } from "../contracts/app-status.ts";
import { ATTESTATION_CHALLENGE_PATH, ATTESTATION_EXCHANGE_PATH, ATTESTATION_HEADER } from "../contracts/attestation.ts";
import { parseSiteConfig } from "../contracts/site-config.ts";
import { validRequestDemo } from "../test-support/lead-samples.ts";
import { fillDemoFields, openDemoDialog } from "./lib/demo-dialog.ts";
import { collectAlerts, exportedLeads, unique, waitForHydration, watchConsole } from "./support.ts";

// The suite's server runs with attestation enforced (playwright.config.ts).
const site = parseSiteConfig({});
const demoUrl = `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`;
const CALLABLE = STATUS_FUNCTION_PATH;

const requestDemo = (name: string) => ({ ...validRequestDemo, name });

test("a form submits with attestation enforced: solved in a same-origin worker, the token sent once", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const alerts = collectAlerts(page);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const leadTokens: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/RequestDemo"))
      leadTokens.push(request.headers()[ATTESTATION_HEADER.toLowerCase()]);
  });
  const exchanged = page.waitForResponse((response) => response.url().endsWith(ATTESTATION_EXCHANGE_PATH));

  const dialog = await openDemoDialog(page);
  // Nothing is solved before the visitor starts on the form.
  expect(workers).toEqual([]);
  await dialog.getByLabel("Name", { exact: true }).click();
  expect((await exchanged).status()).toBe(200);
  const origin = new URL(page.url()).origin;
  expect(workers).toEqual([expect.stringMatching(new RegExp(`^${origin}/assets/pow-worker-[\\w-]+\\.js$`))]);

  const name = unique("Attested");
  await fillDemoFields(dialog, name);
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Request a Demo" }).click();
  await reloaded;
  expect(alerts).toEqual(["Request has been submitted. Please wait for our specialist to contact you."]);
  expect(leadTokens).toEqual([expect.stringMatching(/^v1\./)]);
  expect(exportedLeads("request-demo")).toContain(name);
  // The spent token is gone from storage, so no later call can send it again.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("ikey.attestation") ?? "{}").token)).toBeUndefined();
  expect(problems).toEqual([]);
});

test("a scripted POST without a token, or with a forged one, is refused with 401 and stores nothing", async ({
  request,
}) => {
  const name = unique("Scripted");
  const missing = await request.post(demoUrl, { data: requestDemo(name) });
  expect(missing.status()).toBe(401);
  expect(await missing.json()).toEqual({ error: "Attestation Required", message: expect.any(String) });
  const forged = await request.post(demoUrl, {
    data: requestDemo(name),
    headers: { [ATTESTATION_HEADER]: "v1.eyJpZCI6IngiLCJpYXQiOjAsImV4cCI6OTk5OTk5OTk5OTk5OX0.AAAA" },
  });
  expect(forged.status()).toBe(401);
  expect((await forged.json()).error).toBe("Attestation Invalid");
  const callable = await request.post(CALLABLE, { data: { data: {} } });
  expect(callable.status()).toBe(401);
  expect((await callable.json()).error.status).toBe("UNAUTHENTICATED");
  expect(exportedLeads("request-demo")).not.toContain(name);
});

test("a script that does the work gets one submission per solved challenge, and no replays", async ({ request }) => {
  const challenge = (await (await request.get(ATTESTATION_CHALLENGE_PATH)).json()) as Challenge;
  const solved = await solveChallenge({ challenge, deriveKey });
  if (!solved) throw new Error("no solution");
  const solution = { counter: solved.counter, derivedKey: solved.derivedKey };
  const exchanged = await request.post(ATTESTATION_EXCHANGE_PATH, { data: { challenge, solution } });
  expect(exchanged.status()).toBe(200);
  const { token, ttl } = await exchanged.json();
  expect(ttl).toBe("3600s");
  expect((await request.post(ATTESTATION_EXCHANGE_PATH, { data: { challenge, solution } })).status()).toBe(409);
  const name = unique("Worked");
  const headers = { [ATTESTATION_HEADER]: token };
  expect((await request.post(demoUrl, { data: requestDemo(name), headers })).status()).toBe(201);
  const replay = await request.post(demoUrl, { data: requestDemo(`${name} again`), headers });
  expect(replay.status()).toBe(401);
  expect((await replay.json()).error).toBe("Attestation Spent");
});

test("the token survives a reload, so the next visit solves nothing", async ({ page }) => {
  const exchanged = page.waitForResponse((response) => response.url().endsWith(ATTESTATION_EXCHANGE_PATH));
  await page.goto("/sign-up");
  await waitForHydration(page);
  await page.getByLabel("First name", { exact: true }).focus();
  await exchanged;
  // The page stores the token after it reads the response's body, a moment after the response event.
  const storedToken = () => page.evaluate(() => JSON.parse(localStorage.getItem("ikey.attestation") ?? "{}").token);
  await expect.poll(storedToken).toBeDefined();
  const kept = await storedToken();
  expect(kept).toEqual({
    token: expect.stringMatching(/^v1\./),
    issuedAtTimeMillis: expect.any(Number),
    expireTimeMillis: kept.issuedAtTimeMillis + 3_600_000,
  });

  const challenges: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(ATTESTATION_CHALLENGE_PATH)) challenges.push(request.url());
  });
  await page.reload();
  await waitForHydration(page);
  await page.getByLabel("First name", { exact: true }).focus();
  // The status page's callable check uses the same token, too.
  await page.goto("/check-app-status");
  await expect(page.locator(".status-board")).toHaveAttribute("data-complete", "true", { timeout: 30_000 });
  await expect(page.locator(".status-working")).toHaveCount(15);
  expect(challenges).toEqual([]);
});
