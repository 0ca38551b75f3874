// The staff console as the end-to-end tests drive it: members invited from the command line as an
// operator would, enrolled through the console's own API, and signed in through its page.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { generate } from "otplib";
import type { StaffRole } from "../../contracts/staff.ts";
import { runOperatorTool } from "./operator-tool.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
export const consoleOrigin = `http://127.0.0.1:${port}`;
export const STAFF_PASSWORD = "lantern mangosteen 92 quietly";
const database = ".tmp/e2e.sqlite";
const STAFF_SECRET_KEY = "e2e-staff-secret-key-not-for-production-0123";

/** The suite's server: the console is configured, and staff open it where the tests do. */
export const staffConsoleSettings = { STAFF_SECRET_KEY, STAFF_CONSOLE_URL: consoleOrigin };

/** A server whose console the tests drive: the suite's, or a side server with a database of its own. */
export interface ConsoleSite {
  readonly origin: string;
  readonly database: string;
}

const suiteSite: ConsoleSite = { origin: consoleOrigin, database };

/** A side server's console settings, for startSideServer. */
export function consoleSettingsFor(site: ConsoleSite): Record<string, string> {
  return { STAFF_SECRET_KEY, STAFF_CONSOLE_URL: site.origin, SQLITE_PATH: site.database };
}

export interface Member {
  readonly email: string;
  readonly secret: string;
  readonly recoveryCodes: string[];
}

/** `npm run staff -- …` against the site's database, as an operator would; returns its output. */
export function staffCli(args: string[], site: ConsoleSite = suiteSite): string {
  return runOperatorTool("staff", args, { ...process.env, ...consoleSettingsFor(site) });
}

/** The code of a given 30-second TOTP step. */
export function codeOfStep(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * 30 });
}

/** Invites from the command line and answers the link it printed. */
export function inviteFromCli(email: string, role: StaffRole, site: ConsoleSite = suiteSite): string {
  const printed = staffCli(["invite", email, "--role", role], site);
  const link = /https?:\/\/\S+\/staff\/invitation#[\w-]+/.exec(printed)?.[0];
  if (!link) throw new Error(`no invitation link in: ${printed}`);
  return link;
}

/** The code an authenticator shows now. */
export function currentCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** The code for the next 30-second step (accepted now, as a clock a little ahead): newer than one used now. */
export function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** Accepts an invitation through the console's API, as its page does. */
export async function enrol(
  request: APIRequestContext,
  email: string,
  role: StaffRole,
  site: ConsoleSite = suiteSite,
): Promise<Member> {
  const token = new URL(inviteFromCli(email, role, site)).hash.slice(1);
  const headers = { origin: site.origin };
  const pending = await request.post("/staff/api/invitation/password", {
    headers,
    data: { token, password: STAFF_PASSWORD },
  });
  expect(pending.status()).toBe(200);
  const { secret } = (await pending.json()) as { secret: string };
  const code = await currentCode(secret);
  const done = await request.post("/staff/api/invitation/code", { headers, data: { token, code } });
  expect(done.status()).toBe(200);
  return { email, secret, ...((await done.json()) as { recoveryCodes: string[] }) };
}

/** Signs in through the page with a code (or the given recovery code) and waits for the console. */
export async function signIn(page: Page, member: Member, code?: string): Promise<void> {
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/Code from your authenticator app/).fill(code ?? (await nextCode(member.secret)));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** Moves the server's view of a member's sessions back in time, as if they had been idle for `ms`. */
export function ageSessions(email: string, ms: number): void {
  const db = new Database(database);
  try {
    db.prepare(
      "update staff_sessions set last_seen_at = last_seen_at - ? where staff_id = (select id from staff where email = ?)",
    ).run(ms, email);
  } finally {
    db.close();
  }
}

/**
 * Moves the lead's confirmed demo so that it began a second ago, keeping its length: as if the day
 * had reached it, which a test cannot wait for. Marking a demo held or no-show needs a demo begun.
 */
export function beginDemoNow(leadId: number): void {
  const db = new Database(database, { timeout: 5_000 });
  try {
    const startsAt = Date.now() - 1_000;
    const { changes } = db
      .prepare(
        "update demo_bookings set ends_at = ends_at - starts_at + ?, starts_at = ? where lead_id = ? and status = 'confirmed'",
      )
      .run(startsAt, startsAt, leadId);
    if (changes !== 1) throw new Error(`lead ${leadId} has ${changes} confirmed demos, not one`);
  } finally {
    db.close();
  }
}
