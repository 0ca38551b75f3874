import { parseSiteConfig } from "@ikey/contracts/site-config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { startSmtpSink } from "../../test-support/smtp-sink";
import { findAccount, insertAccount } from "../src/accounts/account-store";
import { DAY_MS } from "../src/time";
import { createTestApp, engines } from "./test-app";

const code = parseSiteConfig({}).REQUEST_DEMO_CODE;

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe.each(engines)("the background jobs on %s", (engine) => {
  it("deliver a lead's e-mail as soon as it commits, with nobody driving the outbox", async () => {
    const sink = await startSmtpSink();
    cleanup.push(sink.close);
    // A poll an hour apart: only the wake-up after the commit can send it in time.
    const harness = await createTestApp(
      { SMTP_URL: sink.url },
      { engine, jobs: true, limits: { outbox: { pollMs: 3_600_000 } } },
    );
    cleanup.push(harness.close);
    await harness.app.ready();
    const response = await harness.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${code}`,
      payload: validRequestDemo,
    });
    expect(response.statusCode).toBe(201);
    const toSales = () => sink.delivered.filter((mail) => mail.to.includes("sales@ikey.example"));
    await vi.waitFor(() => expect(toSales()).toHaveLength(1), { timeout: 5_000, interval: 50 });
    expect(toSales()[0]?.raw).toMatch(/^Subject: Demo request: Tadika Ceria/m);
  });

  it("purge accounts deactivated 180 days ago once the app is ready, and stop when it closes", async () => {
    const now = Date.parse("2026-11-21T09:00:00+08:00");
    const harness = await createTestApp({}, { engine, jobs: true, clock: () => now });
    const db = harness.database.db;
    const id = await insertAccount(db, { email: "gone@ceria.example", passwordHash: "x", now: now - 200 * DAY_MS });
    await db
      .updateTable("accounts")
      .set({ status: "deactivated", deactivated_at: now - 181 * DAY_MS })
      .where("id", "=", id)
      .execute();
    await harness.app.ready();
    await vi.waitFor(async () => expect(await findAccount(db, "gone@ceria.example")).toBeUndefined(), {
      timeout: 5_000,
      interval: 50,
    });
    // close waits for the jobs: nothing touches the database after it.
    await harness.close();
  });
});
