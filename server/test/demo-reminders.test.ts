import { parseSiteConfig } from "@ikey/contracts/site-config";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { connectDatabase } from "../src/db/connection";
import { HOUR_MS } from "../src/time";
import { twoOutboxInstances } from "./outbox-instances";
import { createTestApp, engines, freshDatabase } from "./test-app";

const site = parseSiteConfig({});
// Monday 30 November 2026, 10 a.m. in Penang.
const MONDAY_MORNING = Date.parse("2026-11-30T10:00:00+08:00");

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A server on `env`'s database, at `now`, with one sales member when it is the first. */
async function serverAt(env: Record<string, string>, now: number, { addMember = false } = {}) {
  const harness = await createTestApp(env, { clock: () => now });
  if (addMember) {
    await harness.database.db
      .insertInto("staff")
      .values({ email: "sales1@ikey.example", role: "sales", status: "active", created_at: now })
      .execute();
  }
  return harness;
}

describe.each(engines)("demo reminders on %s", (engine) => {
  it("go out once each, a day and an hour before, with two instances and after a restart", async () => {
    const data = await freshDatabase(engine, { migrated: true });
    cleanup.push(data.drop);
    const first = await serverAt(data.env, MONDAY_MORNING, { addMember: true });
    const booked = await first.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
      payload: { ...validRequestDemo, appointmentDate: "2026-12-01", appointmentTime: "10:30" },
    });
    expect(booked.json().booking).toEqual({ status: "confirmed" });
    // The restart: the first server is gone; two instances now share the database.
    await first.app.close();

    const startsAt = Date.parse("2026-12-01T10:30:00+08:00");
    let now = MONDAY_MORNING;
    const { sink, workers } = await twoOutboxInstances(first.config.database, () => now, cleanup);
    const reminders = () => sink.delivered.filter((mail) => /^Subject: Reminder:/m.test(mail.raw));
    const drain = async () => {
      await Promise.all(workers.map((worker) => worker.runOnce()));
      await Promise.all(workers.map((worker) => worker.runOnce()));
    };

    await drain(); // the booking's own e-mails
    expect(reminders()).toHaveLength(0);
    now = startsAt - 24 * HOUR_MS - 1;
    await drain();
    expect(reminders()).toHaveLength(0);
    now = startsAt - 24 * HOUR_MS;
    await drain();
    // (A long subject is folded onto a second line; its start says which reminder it is.)
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.raw).toMatch(/^Subject: Reminder: your iKEY demo is tomorrow, 1 December 2026 at 10:30/m);
    now = startsAt - HOUR_MS;
    await drain();
    now = startsAt + HOUR_MS;
    await drain();
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]?.raw).toMatch(/^Subject: Reminder: your iKEY demo is in an hour/m);
    expect(reminders().every((mail) => mail.to.includes(validRequestDemo.email))).toBe(true);
    // Each carries the confirmation's link to the page that moves or cancels the demo.
    const linkIn = (raw = "") => /http:\/\/localhost:3000\/demo-booking#token=[\w-]{43}/.exec(raw)?.[0];
    const confirmation = sink.delivered.find((mail) => /^Subject: Your iKEY demo is booked/m.test(mail.raw));
    expect(linkIn(confirmation?.raw)).toBeDefined();
    expect(reminders().map((mail) => linkIn(mail.raw))).toEqual([linkIn(confirmation?.raw), linkIn(confirmation?.raw)]);
  });

  it("skip the day-before reminder of a demo booked less than a day ahead", async () => {
    const harness = await serverAt({}, MONDAY_MORNING, { addMember: true });
    cleanup.push(harness.close);
    await harness.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
      payload: { ...validRequestDemo, appointmentDate: "2026-12-01", appointmentTime: "09:00" },
    });
    const due = await harness.database.db
      .selectFrom("outbox")
      .select("next_attempt_at")
      .where("demo_booking_id", "is not", null)
      .execute();
    expect(due.map((row) => Number(row.next_attempt_at))).toEqual([Date.parse("2026-12-01T08:00:00+08:00")]);
  });

  it("are dropped, and logged without personal data, when the server was down across their moment", async () => {
    const data = await freshDatabase(engine, { migrated: true });
    cleanup.push(data.drop);
    const first = await serverAt(data.env, MONDAY_MORNING, { addMember: true });
    const booked = await first.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
      payload: { ...validRequestDemo, appointmentDate: "2026-12-01", appointmentTime: "10:30" },
    });
    expect(booked.json().booking).toEqual({ status: "confirmed" });
    await first.app.close();

    const startsAt = Date.parse("2026-12-01T10:30:00+08:00");
    let now = MONDAY_MORNING;
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), error: () => {} } as never;
    const { sink, workers } = await twoOutboxInstances(first.config.database, () => now, cleanup, log);
    const [worker] = workers;
    if (!worker) throw new Error("no worker");
    await worker.runOnce(); // the booking's own e-mails
    const sentBefore = sink.delivered.length;
    // Down from before the day's reminder until 40 minutes after the demo began.
    now = startsAt + 40 * 60_000;
    await worker.runOnce();
    await worker.runOnce();
    expect(sink.delivered).toHaveLength(sentBefore);
    const reader = connectDatabase(first.config.database);
    cleanup.push(reader.close);
    const rows = await reader.db
      .selectFrom("outbox")
      .select(["status", "sent_at"])
      .where("demo_booking_id", "is not", null)
      .execute();
    expect(rows).toEqual([
      { status: "dropped", sent_at: null },
      { status: "dropped", sent_at: null },
    ]);
    expect(warnings).toHaveLength(1);
    const logged = JSON.stringify(warnings);
    expect(logged).toContain("stale e-mail dropped");
    expect(logged).not.toContain(validRequestDemo.email);
    expect(logged).not.toContain(validRequestDemo.name);
  });

  it("still send the day's reminder late on the day before, and never once the demo's day has begun", async () => {
    const harness = await serverAt({}, MONDAY_MORNING, { addMember: true });
    cleanup.push(harness.close);
    await harness.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
      payload: { ...validRequestDemo, appointmentDate: "2026-12-01", appointmentTime: "10:30" },
    });
    const stale = await harness.database.db
      .selectFrom("outbox")
      .select(["next_attempt_at", "stale_at"])
      .where("demo_booking_id", "is not", null)
      .orderBy("next_attempt_at")
      .execute();
    expect(stale.map((row) => [Number(row.next_attempt_at), Number(row.stale_at)])).toEqual([
      [Date.parse("2026-11-30T10:30:00+08:00"), Date.parse("2026-12-01T00:00:00+08:00")],
      [Date.parse("2026-12-01T09:30:00+08:00"), Date.parse("2026-12-01T09:45:00+08:00")],
    ]);
  });
});
