import { parseSiteConfig } from "@ikey/contracts/site-config";
import ical, { type VEvent } from "node-ical";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { moveDemoAs } from "../src/demo-booking/demo-changes";
import type { OutboxMessage } from "../src/outbox/outbox-store";
import { createTestApp, type Engine, engines } from "./test-app";

const site = parseSiteConfig({});
const MONDAY_MORNING = Date.parse("2026-11-30T10:00:00+08:00");
/** The visitor's link in an e-mail, and its token. */
const LINK = /(http:\/\/localhost:3000\/demo-booking#token=([\w-]{43}))\n/;

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
let now = MONDAY_MORNING;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
  now = MONDAY_MORNING;
});

let link = "";
let token = "";

/** A booked demo on Tuesday at 10:30 with one sales member; its link, and the token, taken from the visitor's e-mail. */
async function bookedDemo(engine: Engine) {
  harness = await createTestApp({}, { engine, clock: () => now, limits: { demoLink: { max: 20 } } });
  const db = harness.database.db;
  await db
    .insertInto("staff")
    .values({ email: "sales1@ikey.example", role: "sales", status: "active", created_at: now })
    .execute();
  const booked = await harness.app.inject({
    method: "POST",
    url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
    payload: { ...validRequestDemo, appointmentDate: "2026-12-01", appointmentTime: "10:30" },
  });
  expect(booked.json().booking).toEqual({ status: "confirmed" });
  const toVisitor = (await mailsAfter(0)).find((mail) => mail.to === validRequestDemo.email && mail.calendar);
  const found = LINK.exec(toVisitor?.text ?? "");
  expect(found, "the confirmation's link").not.toBeNull();
  [, link = "", token = ""] = found ?? [];
  return db;
}

const call = (path: string, body: Record<string, unknown>) =>
  harness?.app.inject({ method: "POST", url: `/api/demo-booking${path}`, payload: body });

/** The e-mails queued after the outbox row `id`, oldest first, reminders left out. */
async function mailsAfter(id: number): Promise<OutboxMessage[]> {
  const rows =
    (await harness?.database.db
      .selectFrom("outbox")
      .select("message")
      .where("id", ">", id)
      .where("demo_booking_id", "is", null)
      .orderBy("id")
      .execute()) ?? [];
  return rows.map((row) => JSON.parse(row.message) as OutboxMessage);
}

async function lastMailId(): Promise<number> {
  const rows = (await harness?.database.db.selectFrom("outbox").select("id").execute()) ?? [];
  return Math.max(0, ...rows.map((row) => Number(row.id)));
}

function eventOf(calendar: OutboxMessage["calendar"]): VEvent {
  const events = Object.values(ical.sync.parseICS(calendar?.content ?? "")).filter(
    (entry): entry is VEvent => entry?.type === "VEVENT",
  );
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

const times = async (date: string) =>
  (await harness?.app.inject({ method: "GET", url: `/api/demo-slots?date=${date}` }))
    ?.json()
    .slots.map((slot: { time: string }) => slot.time);

describe.each(engines)("the visitor's demo link on %s", (engine) => {
  it("opens the demo from the confirmation's link, and refuses a changed token", async () => {
    await bookedDemo(engine);
    const shown = await call("", { token: token });
    expect(shown?.statusCode).toBe(200);
    expect(shown?.headers["cache-control"]).toBe("no-store");
    expect(shown?.json()).toEqual({ status: "confirmed", date: "2026-12-01", time: "10:30", minutes: 30 });
    const changed = await call("", { token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` });
    expect(changed?.statusCode).toBe(404);
    expect((await call("", { token: "short" }))?.statusCode).toBe(400);
  });

  it("moves the demo: the same invitation a step later, the old time free again, reminders follow", async () => {
    const db = await bookedDemo(engine);
    const before = await lastMailId();
    const refused = await call("/move", { token: token, date: "2026-12-05", time: "10:00" });
    expect(refused?.statusCode).toBe(409);

    const moved = await call("/move", { token: token, date: "2026-12-02", time: "11:00" });
    expect(moved?.json()).toEqual({ status: "confirmed", date: "2026-12-02", time: "11:00", minutes: 30 });
    const [toVisitor, toMember] = await mailsAfter(before);
    expect(toVisitor?.to).toBe(validRequestDemo.email);
    expect(toVisitor?.subject).toMatch(/^Your iKEY demo has moved to 2 December 2026 at 11:00/);
    expect(toVisitor?.text).toContain(`${link}\n`);
    expect(toMember?.to).toBe("sales1@ikey.example");
    expect(toMember?.text).not.toContain(token);
    const event = eventOf(toVisitor?.calendar);
    expect(toVisitor?.calendar?.content).toContain("METHOD:REQUEST");
    expect(event.uid).toBe("demo-1@localhost");
    expect(Number(event.sequence)).toBe(1);
    expect(event.start.toISOString()).toBe("2026-12-02T03:00:00.000Z");

    expect(await times("2026-12-01")).toContain("10:30");
    expect(await times("2026-12-02")).not.toContain("11:00");
    const reminders = await db
      .selectFrom("outbox")
      .select(["next_attempt_at", "message"])
      .where("demo_booking_id", "is not", null)
      .where("status", "=", "pending")
      .orderBy("next_attempt_at")
      .execute();
    expect(reminders.map((row) => new Date(Number(row.next_attempt_at)).toISOString())).toEqual([
      "2026-12-01T03:00:00.000Z",
      "2026-12-02T02:00:00.000Z",
    ]);
    for (const reminder of reminders) expect(JSON.parse(reminder.message).text).toContain(`${link}\n`);
  });

  it("cancels the demo once: both calendars get the CANCEL, the slot is free, the reminders gone", async () => {
    const db = await bookedDemo(engine);
    const before = await lastMailId();
    const cancelled = await call("/cancel", { token: token });
    expect(cancelled?.json()).toMatchObject({ status: "cancelled", date: "2026-12-01", time: "10:30" });
    const mails = await mailsAfter(before);
    expect(mails.map((mail) => mail.to)).toEqual([validRequestDemo.email, "sales1@ikey.example"]);
    for (const mail of mails) {
      expect(mail.text).not.toContain(token);
      expect(mail.calendar?.method).toBe("CANCEL");
      expect(mail.calendar?.content).toContain("METHOD:CANCEL");
      const event = eventOf(mail.calendar);
      expect(event.uid).toBe("demo-1@localhost");
      expect(Number(event.sequence)).toBe(1);
    }
    expect(await times("2026-12-01")).toContain("10:30");
    const pending = await db.selectFrom("outbox").select("id").where("demo_booking_id", "is not", null).execute();
    expect(pending).toEqual([]);
    expect((await call("/cancel", { token: token }))?.statusCode).toBe(410);
    expect((await call("", { token: token }))?.statusCode).toBe(410);
    // No one at iKEY has spoken to the visitor: the lead is new again, in its member's queue.
    const lead = await db.selectFrom("leads").select("status").executeTakeFirstOrThrow();
    expect(lead.status).toBe("new");
    const reopened = await db.selectFrom("lead_events").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect([reopened.actor, reopened.kind, JSON.parse(reopened.detail)]).toEqual([
      "visitor (demo link)",
      "status",
      { from: "demo-scheduled", to: "new" },
    ]);
  });

  it("stops working once the demo has begun", async () => {
    await bookedDemo(engine);
    now = Date.parse("2026-12-01T10:30:00+08:00");
    const over = await call("/move", { token: token, date: "2026-12-02", time: "11:00" });
    expect(over?.statusCode).toBe(410);
    expect(over?.json().error).toBe("Demo Over");
  });

  it("limits guessing per client, counting only wrong tokens, and answers the right one from a guessing client", async () => {
    await bookedDemo(engine);
    // The visitor's own calls are not counted, however many.
    for (let read = 0; read < 25; read++) expect((await call("", { token }))?.statusCode).toBe(200);
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const guess = `${attempt}`.padStart(43, "g");
      statuses.push(
        (await call(["", "/move", "/cancel"][attempt % 3] ?? "", { token: guess, date: "2026-12-02", time: "11:00" }))
          ?.statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    const refused = await call("", { token: "x".repeat(43) });
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    // The right token, from the same client, is answered all the same.
    expect((await call("", { token }))?.statusCode).toBe(200);
    expect((await call("/move", { token, date: "2026-12-02", time: "11:00" }))?.statusCode).toBe(200);
  });

  it("moves a demo through its link five times a Malaysian day, then says so; a member's moves are not counted", async () => {
    const db = await bookedDemo(engine);
    const toVisitor = async () => (await mailsAfter(0)).filter((mail) => mail.to === validRequestDemo.email).length;
    const toMember = async () => (await mailsAfter(0)).filter((mail) => mail.to === "sales1@ikey.example").length;
    const statuses = [];
    for (let move = 0; move < 20; move++) {
      const reply = await call("/move", { token, date: move % 2 ? "2026-12-02" : "2026-12-03", time: "11:00" });
      statuses.push(reply?.statusCode);
      if (reply?.statusCode === 429) {
        expect(reply.json()).toEqual({
          error: "Too Many Moves",
          message:
            "This demo has been moved as often as one day allows. You can move it again after midnight, Malaysia time, or cancel it.",
        });
        // Until midnight in Malaysia: 14 hours from Monday 10:00.
        expect(reply.headers["retry-after"]).toBe(String(14 * 3600));
      }
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    // The booking's confirmation and five moves, each once to the visitor and once to the member.
    expect([await toVisitor(), await toMember()]).toEqual([6, 6]);
    // Reading and cancelling still work.
    expect((await call("", { token }))?.statusCode).toBe(200);

    // A member's move is theirs to make, and is not counted: the link stays refused today.
    const member = await db.selectFrom("staff").select(["id", "email"]).executeTakeFirstOrThrow();
    const booking = await db.selectFrom("demo_bookings").select("id").executeTakeFirstOrThrow();
    const actor = { kind: "member", id: Number(member.id), email: member.email, clientHash: "test" } as const;
    const links = { consoleUrl: "http://localhost:3000/staff", siteUrl: "http://localhost:3000" };
    const byMember = await moveDemoAs(
      db,
      actor,
      { bookingId: Number(booking.id) },
      { date: "2026-12-04", time: "11:00" },
      now,
      links,
    );
    expect(byMember).toMatchObject({ sequence: 6, startsAt: Date.parse("2026-12-04T11:00:00+08:00") });
    const newToken =
      LINK.exec((await mailsAfter(0)).filter((mail) => mail.to === validRequestDemo.email).at(-1)?.text ?? "")?.[2] ??
      "";
    expect((await call("/move", { token: newToken, date: "2026-12-02", time: "11:00" }))?.statusCode).toBe(429);

    // The next Malaysian day, the link moves it again.
    now = Date.parse("2026-12-01T00:00:00+08:00");
    expect((await call("/move", { token: newToken, date: "2026-12-02", time: "11:00" }))?.statusCode).toBe(200);
  });
});
