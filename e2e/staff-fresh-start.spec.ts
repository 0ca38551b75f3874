import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync, statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { runOperatorTool } from "./lib/operator-tool.ts";
import { startSideServer, waitHealthy } from "./lib/side-server.ts";
import { codeOfStep, currentCode, nextCode, STAFF_PASSWORD, signIn } from "./lib/staff-console.ts";

// The console as a new user meets it: `npm start` with none of its settings, opened at the address
// the startup log prints (127.0.0.1, not localhost) on a port other than 3000.
const port = Number(process.env.E2E_PORT ?? 3100) + 140;
const origin = `http://127.0.0.1:${port}`;
const folder = `.tmp/fresh-console-${port}`;
const keyFile = `${folder}/staff-secret.key`;
/** No STAFF_SECRET_KEY, STAFF_CONSOLE_URL or SITE_URL, whatever the test's own environment holds. */
const freshSettings = { SQLITE_PATH: `${folder}/ikey.sqlite`, STAFF_SECRET_KEY: "", STAFF_CONSOLE_URL: "" };

const startServer = (): ChildProcess => startSideServer(port, freshSettings);
const stopServer = (server: ChildProcess) =>
  new Promise((resolve) => {
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });

/** The 30-second TOTP step a code made now for `offsetSeconds` ahead belongs to. */
const stepOf = (offsetSeconds: number) => Math.floor(Date.now() / 1000 / 30) + offsetSeconds / 30;

let server: ChildProcess | undefined;
test.use({ baseURL: origin });
test.afterAll(async () => {
  if (server?.exitCode === null) await stopServer(server);
});

test("a fresh start with no console settings: invite from the CLI, enrol and sign in at 127.0.0.1, restart, sign in again", async ({
  page,
}) => {
  test.setTimeout(150_000);
  rmSync(folder, { recursive: true, force: true });
  server = startServer();
  await waitHealthy(port);
  // The first start made the key, owner-only, beside the database.
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  const key = readFileSync(keyFile, "utf8");

  const printed = runOperatorTool("staff", ["invite", "first.admin@ikey.example", "--role", "admin"], {
    ...process.env,
    ...freshSettings,
    PORT: String(port),
  });
  const link = new URL(/https?:\/\/\S+\/staff\/invitation#[\w-]+/.exec(printed)?.[0] ?? "no link printed");
  // SITE_URL's default follows PORT, so the printed link reaches this server.
  expect(link.port).toBe(String(port));
  await page.goto(`/staff/invitation${link.hash}`);
  await expect(page.getByRole("heading", { name: "Join the iKEY staff console" })).toBeVisible();
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  const secret = (await page.locator(".totp-secret").textContent()) ?? "";
  await page.getByLabel("The 6-digit code the app shows").fill(await currentCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);

  const member = { email: "first.admin@ikey.example", secret, recoveryCodes: [] };
  // The code is tied to the step named here: one made later could fall in the next step, and the
  // second sign-in's code below would then repeat it and be refused as a replay.
  const firstStep = stepOf(30);
  await signIn(page, member, await codeOfStep(secret, firstStep));
  await expect(page.getByRole("heading", { name: /Leads/ })).toBeVisible();

  // The server goes away under an open console: the next screen says so instead of failing blank.
  // Both screens are opened once first, so their code is loaded and only the session call can fail.
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.getByRole("heading", { name: /Leads/ })).toBeVisible();
  await stopServer(server);
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByRole("heading", { name: "The staff console cannot open" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("could not reach the server");

  server = startServer();
  await waitHealthy(port);
  expect(readFileSync(keyFile, "utf8")).toBe(key);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();

  // Signing in again needs the sealed TOTP secret opened with the same key: a code of a later step.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect.poll(() => stepOf(30), { timeout: 35_000, intervals: [500] }).toBeGreaterThan(firstStep);
  await signIn(page, member, await nextCode(secret));
  await expect(page.getByRole("heading", { name: /Leads/ })).toBeVisible();
});
