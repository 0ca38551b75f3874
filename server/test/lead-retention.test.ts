import { afterEach, describe, expect, it, vi } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { appendAudit } from "../src/audit-log/audit-log-store";
import { leadRetention, startRetention } from "../src/jobs/retention-job";
import { saveLead } from "../src/leads/lead-store";
import { DAY_MS } from "../src/time";
import { createTestApp, engines } from "./test-app";

const now = Date.parse("2026-11-23T09:00:00+08:00");

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

type Harness = Awaited<ReturnType<typeof createTestApp>>;

/** A stored demo request received `age` ms before now, with its sales e-mail queued. */
function leadReceived(harness: Harness, name: string, age: number) {
  return saveLead(harness.database.db, {
    type: "request-demo",
    payload: { ...validRequestDemo, name },
    submittedAt: now - age,
    userAgent: "test",
    clientHash: "client",
    spam: false,
    idempotencyKey: null,
    notification: { to: "sales@ikey.example", replyTo: "", subject: `Demo request: ${name}`, text: name },
  });
}

async function storedNames(harness: Harness) {
  const rows = await harness.database.db.selectFrom("leads").select("payload").orderBy("id").execute();
  return rows.map((row) => (JSON.parse(row.payload) as { name: string }).name);
}

async function queuedSubjects(harness: Harness) {
  const rows = await harness.database.db.selectFrom("outbox").select("message").orderBy("id").execute();
  return rows.map((row) => (JSON.parse(row.message) as { subject: string }).subject);
}

describe.each(engines)("lead retention on %s", (engine) => {
  it("deletes leads received more than LEAD_RETENTION_DAYS ago, with their e-mails, once the app is ready", async () => {
    const harness = await createTestApp(
      {},
      { engine, jobs: true, clock: () => now, limits: { leadRetentionDays: 730 } },
    );
    cleanup.push(harness.close);
    await leadReceived(harness, "Expired", 731 * DAY_MS);
    const justInTime = await leadReceived(harness, "Just In Time", 730 * DAY_MS - 3_600_000);
    expect(justInTime.samePerson).toEqual({ linked: 1 });
    await leadReceived(harness, "Recent", DAY_MS);
    await harness.app.ready();
    await vi.waitFor(async () => expect(await storedNames(harness)).toEqual(["Just In Time", "Recent"]), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await queuedSubjects(harness)).toEqual(["Demo request: Just In Time", "Demo request: Recent"]);
    // The expired lead was linked to the next as the same person (a day apart): the link went with it.
    expect(await harness.database.db.selectFrom("same_person_links").selectAll().execute()).toEqual([]);
  });

  it("runs once a day for the whole fleet and logs how many leads went, never which", async () => {
    const harness = await createTestApp({}, { engine });
    cleanup.push(harness.close);
    await leadReceived(harness, "Old Visitor", 40 * DAY_MS);
    await leadReceived(harness, "New Visitor", DAY_MS);
    const lines: string[] = [];
    const log = {
      info: (fields: unknown, message: string) => lines.push(JSON.stringify({ fields, message })),
      error: (fields: unknown, message: string) => lines.push(JSON.stringify({ fields, message })),
    };
    const db = harness.database.db;
    const first = startRetention({ db, clock: () => now, log: log as never, rule: leadRetention(30) });
    await first.stop();
    // A second instance in the same day finds the day's pass claimed.
    const second = startRetention({ db, clock: () => now, log: log as never, rule: leadRetention(30) });
    await second.stop();

    expect(await storedNames(harness)).toEqual(["New Visitor"]);
    expect(lines).toEqual([
      JSON.stringify({
        fields: { deleted: 1 },
        message: "lead-retention: deleted 1 lead(s) received more than 30 days ago",
      }),
    ]);
  });

  it("keeps the audit log a year and staff sessions a day, and a lead's timeline goes with the lead", async () => {
    const harness = await createTestApp(
      {},
      { engine, jobs: true, clock: () => now, limits: { leadRetentionDays: 30 } },
    );
    cleanup.push(harness.close);
    const db = harness.database.db;
    const old = await leadReceived(harness, "Old Visitor", 40 * DAY_MS);
    await db
      .insertInto("lead_events")
      .values({ lead_id: old.id, at: now - 39 * DAY_MS, actor_id: null, actor: "x", kind: "note", detail: "{}" })
      .execute();
    for (const age of [366, 364]) {
      await appendAudit(db, { at: now - age * DAY_MS, actor: "cli", action: `test.${age}` });
    }
    // A session started two days ago is long over; one started an hour ago may still be live.
    const { id: staffId } = await db
      .insertInto("staff")
      .values({ email: "kept@ikey.example", role: "sales", status: "active", created_at: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [hash, age] of [
      ["old", 2 * DAY_MS],
      ["live", 3_600_000],
    ] as const) {
      await db
        .insertInto("staff_sessions")
        .values({ id_hash: hash, staff_id: staffId, created_at: now - age, last_seen_at: now - age, client_hash: "c" })
        .execute();
    }
    await harness.app.ready();
    await vi.waitFor(
      async () => {
        expect(await db.selectFrom("audit_log").select("action").execute()).toEqual([{ action: "test.364" }]);
        expect(await db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
        expect(await db.selectFrom("staff_sessions").select("id_hash").execute()).toEqual([{ id_hash: "live" }]);
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});
