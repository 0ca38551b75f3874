import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { type PurgeJob, startPurgeJob } from "../src/accounts/purge-job";
import { DAY_MS } from "../src/time";
import { type AccountHarness, createAccountHarness, WRONG_CREDENTIALS } from "./account-harness";
import { engines } from "./test-app";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function setup(engine: (typeof engines)[number]): Promise<AccountHarness> {
  const harness = await createAccountHarness(engine);
  cleanup.push(harness.close);
  return harness;
}

/** A log that keeps what the job writes, to check what it says and what it never says. */
function recordingLog() {
  const lines: { level: string; fields: unknown; message: string }[] = [];
  return {
    lines,
    info: (fields: unknown, message: string) => lines.push({ level: "info", fields, message }),
    error: (fields: unknown, message: string) => lines.push({ level: "error", fields, message }),
  } as never as Parameters<typeof startPurgeJob>[0]["log"] & { lines: typeof lines };
}

function job(h: AccountHarness, log: ReturnType<typeof recordingLog>, intervalMs?: number): PurgeJob {
  const started = startPurgeJob({ db: h.db, clock: h.clock, log, intervalMs });
  cleanup.push(started.stop);
  return started;
}

describe.each(engines)("the purge on %s", (engine) => {
  it("keeps an account deactivated 179 days ago and deletes it, with its e-mails, at 180 days", async () => {
    const h = await setup(engine);
    await h.create("leaving@ceria.example", "correct horse");
    await h.create("staying@ceria.example", "correct horse");
    await h.create("later@ceria.example", "correct horse");
    await h.deactivate("leaving@ceria.example", "correct horse");
    h.advance(DAY_MS);
    await h.deactivate("later@ceria.example", "correct horse");
    h.advance(-DAY_MS);
    // A lead's e-mails share the outbox and must survive the purge.
    await h.harness.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${h.harness.config.site.REQUEST_DEMO_CODE}`,
      payload: validRequestDemo,
    });
    const leadMails = () => h.db.selectFrom("outbox").where("lead_id", "is not", null).selectAll().execute();
    const queuedForLead = (await leadMails()).length;
    const log = recordingLog();
    const purge = job(h, log, 3_600_000);
    await purge.stop();

    h.advance(179 * DAY_MS);
    expect(await purge.runOnce()).toBe(0);
    expect(await h.account("leaving@ceria.example")).toBeDefined();

    h.advance(DAY_MS - 1);
    expect(await purge.runOnce()).toBe(0);
    h.advance(1);
    expect(await purge.runOnce()).toBe(1);
    expect(await h.account("leaving@ceria.example")).toBeUndefined();
    expect(await h.account("later@ceria.example")).toMatchObject({ status: "deactivated" });
    expect(await h.account("staying@ceria.example")).toMatchObject({ status: "active" });
    const mail = await h.accountMail();
    expect(mail.map((row) => row.message.to)).toEqual(["later@ceria.example"]);
    expect(queuedForLead).toBeGreaterThan(0);
    expect(await leadMails()).toHaveLength(queuedForLead);

    // The log counts and never names.
    const reports = log.lines.filter((line) => line.level === "info");
    expect(reports.map((line) => line.fields)).toEqual([
      { deleted: 0 },
      { deleted: 0 },
      { deleted: 0 },
      { deleted: 1 },
    ]);
    expect(JSON.stringify(log.lines)).not.toMatch(/@|leaving|ceria/);

    // A parent who comes back at day 181 finds the account gone.
    h.advance(DAY_MS);
    expect(await h.login("leaving@ceria.example", "correct horse")).toEqual({
      success: false,
      message: WRONG_CREDENTIALS,
    });
  });

  it("treats an account due for deletion as gone even before the hourly pass has run", async () => {
    const h = await setup(engine);
    await h.create("due@ceria.example", "correct horse");
    await h.deactivate("due@ceria.example", "correct horse");
    h.advance(180 * DAY_MS);
    expect(await h.login("due@ceria.example", "correct horse")).toEqual({ success: false, message: WRONG_CREDENTIALS });
    expect(await h.deactivate("due@ceria.example", "correct horse")).toEqual({
      success: false,
      message: WRONG_CREDENTIALS,
    });
    expect((await h.account("due@ceria.example"))?.status).toBe("deactivated");
  });

  it("logging in at day 179 saves the account from the purge", async () => {
    const h = await setup(engine);
    await h.create("back@ceria.example", "correct horse");
    await h.deactivate("back@ceria.example", "correct horse");
    h.advance(179 * DAY_MS);
    expect((await h.login("back@ceria.example", "correct horse")).success).toBe(true);
    h.advance(10 * DAY_MS);
    const purge = job(h, recordingLog(), 3_600_000);
    await purge.stop();
    expect(await purge.runOnce()).toBe(0);
    expect(await h.account("back@ceria.example")).toMatchObject({ status: "active" });
  });

  it("runs at startup and then on its interval", async () => {
    const h = await setup(engine);
    await h.create("old@ceria.example", "correct horse");
    await h.deactivate("old@ceria.example", "correct horse");
    h.advance(200 * DAY_MS);
    const log = recordingLog();
    job(h, log, 50);
    await expect.poll(() => log.lines.length).toBeGreaterThanOrEqual(1);
    // Once per interval of the (injected) clock: move it on, and the next pass comes.
    h.advance(50);
    await expect.poll(() => log.lines.length).toBeGreaterThanOrEqual(2);
    h.advance(50);
    await expect.poll(() => log.lines.length).toBeGreaterThanOrEqual(3);
    expect(log.lines[0]?.fields).toEqual({ deleted: 1 });
    expect(log.lines.slice(1).every((line) => JSON.stringify(line.fields) === '{"deleted":0}')).toBe(true);
  });

  it("runs once per interval for the whole fleet, however many instances look", async () => {
    const h = await setup(engine);
    const logs = [recordingLog(), recordingLog(), recordingLog()];
    // Three instances on one database, one interval long enough that the timer does not tick again.
    for (const log of logs) job(h, log, 3_600_000);
    await expect.poll(() => logs.flatMap((log) => log.lines).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logs.flatMap((log) => log.lines)).toHaveLength(1);
  });
});
