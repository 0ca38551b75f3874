import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { tokenHash } from "../src/credentials/random-tokens";
import type { OutboxMessage } from "../src/outbox/outbox-store";
import { type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { type Engine, engines } from "./test-app";

const harnessFor = staffHarnessPerTest();
const at = (malaysiaTime: string) => Date.parse(`${malaysiaTime}+08:00`);
/** The feeds' address, on the console's host. */
const SITE_FEED = "http://localhost:3000/api/demo-calendar/";

/** The console with two sales members, an admin and support; the clock on Monday 23 November 2026, 9 a.m. */
async function console_(engine: Engine) {
  const h = await harnessFor(engine, {}, { leads: { max: 1_000 } });
  const first = await h.member("sales1@ikey.example", "sales");
  const second = await h.member("sales2@ikey.example", "sales");
  const admin = await h.member("admin@ikey.example", "admin");
  const ids = new Map<string, number>();
  for (const row of await h.db.selectFrom("staff").select(["id", "email"]).execute())
    ids.set(row.email, Number(row.id));
  const idOf = (member: TestMember) => ids.get(member.email) ?? 0;
  return { h, first, second, admin, idOf };
}

let visitors = 0;
/** Books a demo as a visitor would, each with an e-mail and a client address of its own; answers its booking. */
async function book(h: StaffHarness, date: string, time: string, visitor: Record<string, string> = {}) {
  visitors += 1;
  const reply = await h.app.inject({
    method: "POST",
    url: `/api/RequestDemo?code=${h.config.site.REQUEST_DEMO_CODE}`,
    payload: {
      ...validRequestDemo,
      email: `centre${visitors}@ceria.example`,
      appointmentDate: date,
      appointmentTime: time,
      ...visitor,
    },
    // One client books at most three demos a day (demo-booking-limits.test.ts).
    remoteAddress: `198.51.100.${visitors % 250}`,
  });
  expect(reply.json().booking, reply.body).toEqual({ status: "confirmed" });
  const booking = await h.db.selectFrom("demo_bookings").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  return { id: Number(booking.id), leadId: Number(booking.lead_id), staffId: Number(booking.staff_id) };
}

/** Gives a booked demo to `staffId`, as the round robin might have. */
async function giveTo(h: StaffHarness, bookingId: number, staffId: number) {
  await h.db.updateTable("demo_bookings").set({ staff_id: staffId }).where("id", "=", bookingId).execute();
  const { lead_id } = await h.db
    .selectFrom("demo_bookings")
    .select("lead_id")
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  await h.db.updateTable("leads").set({ assignee_id: staffId }).where("id", "=", lead_id).execute();
}

async function lastMailId(h: StaffHarness): Promise<number> {
  const rows = await h.db.selectFrom("outbox").select("id").execute();
  return Math.max(0, ...rows.map((row) => Number(row.id)));
}

/** The e-mails queued after outbox row `id`, oldest first, reminders left out. */
async function mailsAfter(h: StaffHarness, id: number): Promise<OutboxMessage[]> {
  const rows = await h.db
    .selectFrom("outbox")
    .select("message")
    .where("id", ">", id)
    .where("demo_booking_id", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => JSON.parse(row.message) as OutboxMessage);
}

function eventsOf(text: string | undefined): VEvent[] {
  return Object.values(ical.sync.parseICS(text ?? "")).filter((entry): entry is VEvent => entry?.type === "VEVENT");
}

async function history(h: StaffHarness, leadId: number) {
  const rows = await h.db
    .selectFrom("lead_events")
    .select(["actor", "kind", "detail"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ actor: row.actor, kind: row.kind, ...JSON.parse(row.detail) }));
}

async function audit(h: StaffHarness, action: string) {
  const rows = await h.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  return rows.map((row) => ({
    actor: row.actor,
    target: row.target,
    detail: row.detail ? JSON.parse(row.detail) : null,
    client: row.client_hash !== null,
  }));
}

describe.each(engines)("the demo calendar on %s", (engine) => {
  it("lists a day's and a week's demos in Malaysia time, the member's own first, to sales and admins", async () => {
    const { h, first, second, admin, idOf } = await console_(engine);
    const support = await h.member("support@ikey.example", "support");
    const early = await book(h, "2026-11-24", "09:00", { name: "Nurul Huda", companyName: "Tadika Pelangi" });
    const mid = await book(h, "2026-11-24", "10:00");
    const late = await book(h, "2026-11-24", "11:30");
    const thursday = await book(h, "2026-11-26", "15:00");
    const nextWeek = await book(h, "2026-11-30", "09:00");
    await giveTo(h, early.id, idOf(first));
    await giveTo(h, mid.id, idOf(second));
    await giveTo(h, late.id, idOf(second));

    const day = await h.call("GET", "/demos?view=day&date=2026-11-24", { as: second });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.headers["cache-control"]).toBe("no-store");
    const listed = day.json();
    expect(listed).toMatchObject({ view: "day", days: ["2026-11-24"], today: "2026-11-23" });
    expect(listed.demos.map((demo: { id: number }) => demo.id)).toEqual([mid.id, late.id, early.id]);
    expect(listed.demos[2]).toEqual({
      id: early.id,
      leadId: early.leadId,
      startsAt: at("2026-11-24T09:00"),
      endsAt: at("2026-11-24T09:30"),
      status: "confirmed",
      name: "Nurul Huda",
      centre: "Tadika Pelangi",
      phone: validRequestDemo.contactNumber,
      member: { id: idOf(first), email: first.email },
      mine: false,
      canMark: false,
      canChange: true,
    });

    const week = (await h.call("GET", "/demos?view=week&date=2026-11-26", { as: admin })).json();
    expect(week.days).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(week.demos.map((demo: { id: number }) => demo.id)).toEqual([early.id, mid.id, late.id, thursday.id]);
    expect(week.demos.some((demo: { id: number }) => demo.id === nextWeek.id)).toBe(false);
    // Without a query: today.
    expect((await h.call("GET", "/demos", { as: first })).json()).toMatchObject({ days: ["2026-11-23"], demos: [] });

    expect((await h.call("GET", "/demos", { as: support })).statusCode).toBe(403);
    expect((await h.call("GET", "/demos", {})).statusCode).toBe(401);
    const bad = await h.call("GET", "/demos?view=month&date=2026-02-30", { as: first });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/view=day or view=week/);
  });

  it("marks a begun demo held or no-show, by its member or an admin, and moves its lead on", async () => {
    const { h, first, second, admin, idOf } = await console_(engine);
    const held = await book(h, "2026-11-24", "10:00");
    const missed = await book(h, "2026-11-24", "10:30");
    const decided = await book(h, "2026-11-24", "11:00");
    for (const demo of [held, missed, decided]) await giveTo(h, demo.id, idOf(first));
    const mark = (member: TestMember, id: number, outcome: string) =>
      h.call("POST", `/demos/${id}/outcome`, { as: member, body: { outcome } });

    const early = await mark(first, held.id, "held");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This demo has not begun yet.");
    h.advance(at("2026-11-24T11:05") - h.now());
    for (const member of [first, second, admin]) await h.signIn(member);

    const listed = (await h.call("GET", "/demos?date=2026-11-24", { as: first })).json();
    expect(listed.demos.map((demo: { canMark: boolean }) => demo.canMark)).toEqual([true, true, true]);
    expect((await mark(second, held.id, "held")).statusCode).toBe(403);
    expect((await mark(first, held.id, "maybe")).statusCode).toBe(400);

    expect((await mark(first, held.id, "held")).json()).toEqual({ ok: true });
    expect((await mark(admin, missed.id, "no-show")).json()).toEqual({ ok: true });
    expect((await mark(first, held.id, "no-show")).statusCode).toBe(409);
    // A lead its member has already decided keeps that status.
    await h.call("POST", `/leads/${decided.leadId}/status`, { as: first, body: { status: "won" } });
    expect((await mark(first, decided.id, "held")).statusCode).toBe(200);

    const statuses = await h.db.selectFrom("leads").select(["id", "status"]).orderBy("id").execute();
    expect(statuses.map((lead) => lead.status)).toEqual(["demo-held", "contacted", "won"]);
    const bookings = await h.db.selectFrom("demo_bookings").select("status").orderBy("id").execute();
    expect(bookings.map((booking) => booking.status)).toEqual(["held", "no-show", "held"]);
    expect((await history(h, held.leadId)).slice(-2)).toEqual([
      { actor: first.email, kind: "note", text: "Marked the demo of 2026-11-24 10:00 (Malaysia time) held." },
      // What follows from the marking is the system's, not the member's (issue 49, point 13).
      { actor: "demo booking", kind: "status", from: "demo-scheduled", to: "demo-held" },
    ]);
    expect((await history(h, missed.leadId)).slice(-1)).toEqual([
      { actor: "demo booking", kind: "status", from: "demo-scheduled", to: "contacted" },
    ]);
    expect(await audit(h, "demo.no-show")).toEqual([
      {
        actor: admin.email,
        target: `lead ${missed.leadId}`,
        detail: { booking: missed.id, at: "2026-11-24 10:30" },
        client: true,
      },
    ]);
    // The member's own change is theirs; the statuses that follow from a marking are the system's.
    const statusAudit = (await audit(h, "lead.status")).map((entry) => [entry.actor, entry.target, entry.detail.to]);
    expect(statusAudit.filter(([actor]) => actor !== "automatic")).toEqual([
      [first.email, `lead ${decided.leadId}`, "won"],
    ]);
    expect(statusAudit).toEqual(
      expect.arrayContaining([
        ["automatic", `lead ${held.leadId}`, "demo-held"],
        ["automatic", `lead ${missed.leadId}`, "contacted"],
      ]),
    );
    const after = (await h.call("GET", "/demos?date=2026-11-24", { as: first })).json();
    expect(after.demos.map((demo: { status: string }) => demo.status)).toEqual(["held", "no-show", "held"]);
  });

  it("moves a demo keeping its host: the host's own times, another member's only when chosen, each party told the same", async () => {
    const { h, first, second, admin, idOf } = await console_(engine);
    await h.db.updateTable("staff").set({ name: "Siti" }).where("email", "=", second.email).execute();
    const demo = await book(h, "2026-11-24", "10:00");
    await giveTo(h, demo.id, idOf(first));
    // The first member is off on Wednesday: only the second is free then.
    await h.db
      .insertInto("demo_days_off")
      .values({ staff_id: idOf(first), day: "2026-11-25" })
      .execute();
    const move = (time: string, memberId?: number) =>
      h.call("POST", `/demos/${demo.id}/move`, {
        as: admin,
        body: { date: "2026-11-25", time, ...(memberId ? { memberId } : {}) },
      });

    // Issue 49: the dialog offered the day's times of anyone, and the move handed the demo on unasked.
    const hostTimes = (await h.call("GET", `/demos/${demo.id}/slots?date=2026-11-25`, { as: admin })).json();
    expect(hostTimes).toMatchObject({ slots: [], member: { id: idOf(first), email: first.email } });
    expect(hostTimes.members.map((member: { email: string }) => member.email)).toEqual([first.email, second.email]);
    expect((await move("11:00")).json()).toMatchObject({ error: "Not Free" });
    const theirs = await h.call("GET", `/demos/${demo.id}/slots?date=2026-11-25&member=${idOf(second)}`, { as: admin });
    expect(theirs.json()).toMatchObject({ member: { id: idOf(second), name: "Siti" } });
    expect(theirs.json().slots).toContainEqual({ time: "11:00" });
    expect((await move("11:10", idOf(second))).statusCode).toBe(409);
    expect((await move("11 am")).statusCode).toBe(400);

    const before = await lastMailId(h);
    const moved = await move("11:00", idOf(second));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ status: "confirmed", date: "2026-11-25", time: "11:00", member: second.email });

    const [toOldMember, toVisitor, toNewMember, extra] = await mailsAfter(h, before);
    expect(extra).toBeUndefined();
    // Only the link's hash is kept: the visitor's e-mail carries a new link, and the first one stops.
    const linkIn = (mail: OutboxMessage | undefined) => /demo-booking#token=([\w-]{43})/.exec(mail?.text ?? "")?.[1];
    const opens = async (token: string | undefined) =>
      (await h.app.inject({ method: "POST", url: "/api/demo-booking", payload: { token } })).statusCode;
    const [confirmation] = (await mailsAfter(h, 0)).filter((mail) => mail.to === toVisitor?.to);
    expect(linkIn(toVisitor)).not.toBe(linkIn(confirmation));
    expect([await opens(linkIn(confirmation)), await opens(linkIn(toVisitor))]).toEqual([404, 200]);
    // Each party reads the same change: moved for the visitor, handed to Siti, given to Siti.
    expect(toOldMember).toMatchObject({ to: first.email, calendar: { method: "CANCEL" } });
    expect(toOldMember?.subject).toMatch(/^Demo handed on: /);
    expect(toOldMember?.text).toMatch(
      /on 24 November 2026 at 10:00 .*has been handed to Siti, on 25 November 2026 at 11:00/,
    );
    expect(toOldMember?.text).not.toMatch(/cancelled/i);
    expect(toVisitor?.to).toMatch(/^centre\d+@ceria\.example$/);
    expect(toVisitor?.subject).toMatch(/^Your iKEY demo has moved to 25 November 2026 at 11:00/);
    expect(toVisitor?.text).toMatch(/has moved from 24 November 2026 at 10:00 .*to 25 November 2026 at 11:00/);
    expect(toNewMember).toMatchObject({ to: second.email, calendar: { method: "REQUEST" } });
    expect(toNewMember?.subject).toMatch(/^Demo given to you: /);
    expect(toNewMember?.text).toMatch(
      new RegExp(
        `given to you on 25 November 2026 at 11:00 .*It was ${first.email.replace(".", "\\.")}'s, on 24 November 2026 at 10:00`,
      ),
    );
    for (const mail of [toVisitor, toNewMember, toOldMember]) {
      const [event] = eventsOf(mail?.calendar?.content);
      expect(event?.uid).toBe(`demo-${demo.id}@localhost`);
      expect(Number(event?.sequence)).toBe(1);
    }
    const [event] = eventsOf(toVisitor?.calendar?.content);
    expect(event?.start.toISOString()).toBe("2026-11-25T03:00:00.000Z");

    const lead = await h.db.selectFrom("leads").select("assignee_id").where("id", "=", demo.leadId).executeTakeFirst();
    expect(Number(lead?.assignee_id)).toBe(idOf(second));
    expect((await history(h, demo.leadId)).slice(-2)).toEqual([
      {
        actor: admin.email,
        kind: "note",
        text: `Moved the demo to 2026-11-25 11:00 (Malaysia time), handed to ${second.email}.`,
      },
      { actor: "demo booking", kind: "assignee", from: first.email, to: second.email },
    ]);
    expect(await audit(h, "demo.move")).toEqual([
      {
        actor: admin.email,
        target: `lead ${demo.leadId}`,
        detail: { booking: demo.id, from: "2026-11-24 10:00", to: "2026-11-25 11:00", host: second.email },
        client: true,
      },
    ]);
    expect((await audit(h, "lead.assignee")).at(-1)).toEqual({
      actor: "automatic",
      target: `lead ${demo.leadId}`,
      detail: { from: first.email, to: second.email },
      client: false,
    });
    // The lead's page tells it.
    const shown = await h.call("GET", `/leads/${demo.leadId}`, { as: second });
    expect(shown.statusCode, shown.body).toBe(200);
    const page = shown.json();
    expect(page.timeline.at(-1)).toMatchObject({ kind: "assignee", actor: "demo booking", to: second.email });

    // Moved again by its new host to a time they are free: they keep it, and read "moved" from when to when.
    const mark = await lastMailId(h);
    const kept = await h.call("POST", `/demos/${demo.id}/move`, {
      as: second,
      body: { date: "2026-11-25", time: "15:00" },
    });
    expect(kept.json()).toMatchObject({ member: second.email });
    const [visitorAgain, hostAgain, more] = await mailsAfter(h, mark);
    expect(more).toBeUndefined();
    expect(visitorAgain?.text).toMatch(/moved from 25 November 2026 at 11:00 .*to 25 November 2026 at 15:00/);
    expect(hostAgain).toMatchObject({ to: second.email, subject: expect.stringMatching(/^Demo moved: /) });
    expect(hostAgain?.text).toMatch(/moved from 25 November 2026 at 11:00 .*to 25 November 2026 at 15:00/);
  });

  it("records the assignment when a visitor's move hands the demo to another member", async () => {
    const { h, first, second, idOf } = await console_(engine);
    const demo = await book(h, "2026-11-24", "10:00");
    await giveTo(h, demo.id, idOf(first));
    await h.db
      .insertInto("demo_days_off")
      .values({ staff_id: idOf(first), day: "2026-11-25" })
      .execute();
    const token = "Zt0kEn-of-the-visitors-link_43-characters00";
    await h.db
      .updateTable("demo_bookings")
      .set({ token_hash: tokenHash(token) })
      .execute();

    const moved = await h.app.inject({
      method: "POST",
      url: "/api/demo-booking/move",
      payload: { token, date: "2026-11-25", time: "11:00" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await history(h, demo.leadId)).slice(-2)).toEqual([
      {
        actor: "visitor (demo link)",
        kind: "note",
        text: `The visitor moved the demo to 2026-11-25 11:00 (Malaysia time), handed to ${second.email}.`,
      },
      { actor: "demo booking", kind: "assignee", from: first.email, to: second.email },
    ]);
    expect((await audit(h, "lead.assignee")).at(-1)).toEqual({
      actor: "automatic",
      target: `lead ${demo.leadId}`,
      detail: { from: first.email, to: second.email },
      client: false,
    });
  });

  it("cancels a demo from the console: both calendars get the CANCEL, and the time is free again", async () => {
    const { h, first, second, idOf } = await console_(engine);
    const demo = await book(h, "2026-11-24", "10:00");
    await giveTo(h, demo.id, idOf(first));
    const times = async () =>
      (await h.app.inject({ url: "/api/demo-slots?date=2026-11-24" }))
        .json()
        .slots.map((slot: { time: string }) => slot.time);
    // The second member takes 10:00 too: no one is free then.
    await book(h, "2026-11-24", "10:00");
    expect(await times()).not.toContain("10:00");

    const before = await lastMailId(h);
    const cancelled = await h.call("POST", `/demos/${demo.id}/cancel`, { as: second });
    expect(cancelled.json()).toEqual({ status: "cancelled", date: "2026-11-24", time: "10:00", member: first.email });
    const mails = await mailsAfter(h, before);
    expect(mails.map((mail) => mail.to)).toEqual([expect.stringMatching(/@ceria\.example$/), first.email]);
    for (const mail of mails) {
      expect(mail.calendar?.content).toContain("METHOD:CANCEL");
      const [event] = eventsOf(mail.calendar?.content);
      expect(event?.uid).toBe(`demo-${demo.id}@localhost`);
      expect(Number(event?.sequence)).toBe(1);
    }
    expect(await times()).toContain("10:00");
    const listed = (await h.call("GET", "/demos?date=2026-11-24", { as: first })).json();
    expect(listed.demos.map((shown: { id: number }) => shown.id)).not.toContain(demo.id);
    expect((await history(h, demo.leadId)).slice(-2)).toEqual([
      { actor: second.email, kind: "note", text: "Cancelled the demo of 2026-11-24 10:00 (Malaysia time)." },
      // A member who cancels has been in touch: the lead is back at "Contacted".
      { actor: "demo booking", kind: "status", from: "demo-scheduled", to: "contacted" },
    ]);
    expect((await audit(h, "demo.cancel")).map((entry) => entry.actor)).toEqual([second.email]);
    expect((await audit(h, "lead.status")).at(-1)).toEqual({
      actor: "automatic",
      target: `lead ${demo.leadId}`,
      detail: { from: "demo-scheduled", to: "contacted" },
      client: false,
    });
    expect((await h.call("POST", `/demos/${demo.id}/cancel`, { as: second })).statusCode).toBe(409);
    expect((await h.call("POST", "/demos/999/cancel", { as: second })).statusCode).toBe(404);
  });
});

describe.each(engines)("a member's calendar feed on %s", (engine) => {
  /** The feed's path and its answer, as a calendar program fetches it from `client`. */
  const fetchFeed = (h: StaffHarness, url: string, client = "203.0.113.7") =>
    h.app.inject({ url: new URL(url).pathname, remoteAddress: client });

  it("lists the member's demos of the last 30 days and to come, with their invitations' UIDs", async () => {
    const { h, first, second, idOf } = await console_(engine);
    const coming = await book(h, "2026-11-24", "10:00", { companyName: "Tadika Pelangi" });
    const moved = await book(h, "2026-11-24", "11:00");
    const cancelled = await book(h, "2026-11-25", "10:00");
    const old = await book(h, "2026-11-26", "10:00");
    const recent = await book(h, "2026-11-27", "10:00");
    const others = await book(h, "2026-11-24", "10:00");
    for (const demo of [coming, moved, cancelled, old, recent]) await giveTo(h, demo.id, idOf(first));
    await giveTo(h, others.id, idOf(second));
    await h.call("POST", `/demos/${moved.id}/move`, { as: first, body: { date: "2026-11-24", time: "12:00" } });
    await h.call("POST", `/demos/${cancelled.id}/cancel`, { as: first });

    expect((await h.call("GET", "/demo-feed", { as: first })).json()).toEqual({ createdAt: null });
    const made = await h.call("POST", "/demo-feed", { as: first });
    expect(made.statusCode, made.body).toBe(200);
    const { url, createdAt } = made.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/demo-calendar\/[\w-]{43}\.ics$/);
    expect((await h.call("GET", "/demo-feed", { as: first })).json()).toEqual({ createdAt });

    const feed = await fetchFeed(h, url);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("no-store");
    const events = eventsOf(feed.body);
    expect(events.map((event) => event.uid)).toEqual([
      `demo-${coming.id}@localhost`,
      `demo-${moved.id}@localhost`,
      `demo-${old.id}@localhost`,
      `demo-${recent.id}@localhost`,
    ]);
    const [first_, moved_] = events;
    expect(first_?.summary).toBe("iKEY demo: Tadika Pelangi");
    expect(first_?.description).toContain(`Phone: ${validRequestDemo.contactNumber}`);
    expect(first_?.description).toContain(`http://localhost:3000/staff/leads/${coming.leadId}`);
    expect(first_?.start.toISOString()).toBe("2026-11-24T02:00:00.000Z");
    expect(first_?.end?.toISOString()).toBe("2026-11-24T02:30:00.000Z");
    expect(Number(moved_?.sequence)).toBe(1);
    expect(moved_?.start.toISOString()).toBe("2026-11-24T04:00:00.000Z");

    // Past 30 days a demo drops out; a held one stays, marked so.
    await h.db.updateTable("demo_bookings").set({ status: "held" }).where("id", "=", recent.id).execute();
    h.advance(at("2026-12-27T09:00") - h.now());
    expect(eventsOf((await fetchFeed(h, url)).body).map((event) => [event.uid, event.summary])).toEqual([
      [`demo-${recent.id}@localhost`, "iKEY demo: Tadika Ceria (held)"],
    ]);
  });

  it("stops the old address at once when the member makes a new one, and knows no other", async () => {
    const { h, first, second } = await console_(engine);
    const { url: old } = (await h.call("POST", "/demo-feed", { as: first })).json();
    const { url: renewed } = (await h.call("POST", "/demo-feed", { as: first })).json();
    expect(renewed).not.toBe(old);
    expect((await fetchFeed(h, old)).statusCode).toBe(404);
    expect((await fetchFeed(h, renewed)).statusCode).toBe(200);
    expect((await fetchFeed(h, `${SITE_FEED}${"x".repeat(43)}.ics`)).json().error).toBe("Unknown Feed");
    expect((await fetchFeed(h, `${SITE_FEED}short.ics`)).statusCode).toBe(400);
    expect((await audit(h, "demo.feed-create")).map((entry) => entry.actor)).toEqual([first.email]);
    expect((await audit(h, "demo.feed-reset")).map((entry) => entry.actor)).toEqual([first.email]);
    // Nobody else reads it in the console, and a member no longer active has no feed.
    expect((await h.call("GET", "/demo-feed", { as: second })).json()).toEqual({ createdAt: null });
    await h.db
      .updateTable("staff")
      .set({ status: "disabled", disabled_at: h.now() })
      .where("email", "=", first.email)
      .execute();
    expect((await fetchFeed(h, renewed)).statusCode).toBe(404);
  });

  it("limits guessing per client, while the member's own calendar fetches as often as it likes, even from there", async () => {
    const h = await harnessFor(engine, {}, { demoFeed: { max: 5 } });
    const member = await h.member("sales1@ikey.example", "sales");
    const { url } = (await h.call("POST", "/demo-feed", { as: member })).json();
    for (let fetch = 0; fetch < 8; fetch++) expect((await fetchFeed(h, url)).statusCode).toBe(200);
    const guesses = [];
    for (let guess = 0; guess < 6; guess++) {
      guesses.push((await fetchFeed(h, `${SITE_FEED}${String(guess).padStart(43, "g")}.ics`)).statusCode);
    }
    expect(guesses).toEqual([404, 404, 404, 404, 404, 429]);
    // The member's calendar, behind the same address as the guesser (a provider's shared one), still fetches.
    expect((await fetchFeed(h, url)).statusCode).toBe(200);
    // Another client still has its own.
    expect((await fetchFeed(h, url, "198.51.100.9")).statusCode).toBe(200);
  });
});
