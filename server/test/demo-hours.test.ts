import { DEFAULT_DAILY_MAXIMUM, DEFAULT_DEMO_SETTINGS, DEFAULT_WEEKLY_HOURS } from "@ikey/contracts/demo-booking";
import { leadCallSettings } from "@ikey/contracts/lead-kind";
import { requestDemo } from "@ikey/contracts/request-demo";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { type Engine, engines } from "./test-app";

const harness = staffHarnessPerTest();
// The harness's clock starts on Monday 23 November 2026, 9 a.m. in Malaysia.
const TODAY = "2026-11-23";
const TUESDAY = "2026-11-24";

type Week = { start: string; end: string }[][];
/** A week with `monday`'s stretches on Monday and `others` on each other day. */
const weekOf = (days: Record<number, { start: string; end: string }[]>): Week =>
  Array.from({ length: 7 }, (_, weekday) => days[weekday] ?? []);
const nineToFive = { start: "09:00", end: "17:00" };

async function setup(engine: Engine) {
  const h = await harness(engine);
  const admin = await h.member("admin@ikey.example", "admin");
  const sales = await h.member("mei.ling@ikey.example", "sales");
  const other = await h.member("kumar@ikey.example", "sales");
  const support = await h.member("support@ikey.example", "support");
  const ids = Object.fromEntries(
    (await h.db.selectFrom("staff").select(["id", "email"]).execute()).map((row) => [row.email, Number(row.id)]),
  );
  const idOf = (member: TestMember) => ids[member.email] ?? 0;
  return { h, admin, sales, other, support, idOf };
}

const slotTimes = async (h: StaffHarness, date: string) => {
  const reply = await h.app.inject({ method: "GET", url: `/api/demo-slots?date=${date}` });
  expect(reply.statusCode).toBe(200);
  return (reply.json().slots as { time: string }[]).map((slot) => slot.time);
};

const demoAudit = (h: StaffHarness) =>
  h.db
    .selectFrom("audit_log")
    .select(["actor", "action", "target", "detail"])
    .where("action", "like", "demo.%")
    .orderBy("id")
    .execute();

describe.each(engines)("the console's demo hours on %s", (engine) => {
  it("shows a new sales member the default hours, an admin every active sales member's, and support nothing", async () => {
    const { h, admin, sales, support } = await setup(engine);
    const own = await h.call("GET", "/demo-hours", { as: sales });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("no-store");
    expect(own.json()).toEqual({
      today: TODAY,
      rules: DEFAULT_DEMO_SETTINGS,
      members: [
        {
          id: expect.any(Number),
          email: sales.email,
          takesDemos: true,
          weeklyHours: DEFAULT_WEEKLY_HOURS,
          dailyMaximum: DEFAULT_DAILY_MAXIMUM,
          saved: false,
          daysOff: [],
        },
      ],
      defaults: { weeklyHours: DEFAULT_WEEKLY_HOURS, dailyMaximum: DEFAULT_DAILY_MAXIMUM },
    });
    const all = (await h.call("GET", "/demo-hours", { as: admin })).json();
    expect(all.members.map((member: { email: string }) => member.email)).toEqual([
      "kumar@ikey.example",
      "mei.ling@ikey.example",
    ]);
    expect((await h.call("GET", "/demo-hours", { as: support })).statusCode).toBe(403);
  });

  it("lets a sales member change only their own hours, an admin any sales member's, and support none", async () => {
    const { h, admin, sales, other, support, idOf } = await setup(engine);
    const change = { takesDemos: true, weeklyHours: weekOf({ 1: [nineToFive] }) };
    const ownChange = await h.call("POST", `/demo-hours/${idOf(sales)}`, { as: sales, body: change });
    expect(ownChange.statusCode).toBe(200);
    expect(ownChange.json()).toEqual({
      member: expect.objectContaining({ email: sales.email, weeklyHours: change.weeklyHours, saved: true }),
      demosOutside: 0,
    });

    const refused = [
      await h.call("POST", `/demo-hours/${idOf(other)}`, { as: sales, body: change }),
      await h.call("POST", `/demo-hours/${idOf(other)}/days-off`, { as: sales, body: { from: TUESDAY } }),
      await h.call("DELETE", `/demo-hours/${idOf(other)}/days-off/${TUESDAY}`, { as: sales }),
      await h.call("POST", `/demo-hours/${idOf(sales)}`, { as: support, body: change }),
      await h.call("POST", "/demo-rules", { as: sales, body: DEFAULT_DEMO_SETTINGS }),
    ];
    expect(refused.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0]?.json().message).toBe("You can change only your own demo hours.");

    expect((await h.call("POST", `/demo-hours/${idOf(other)}`, { as: admin, body: change })).statusCode).toBe(200);
    // Only active sales members have demo hours: not support, nor an admin.
    for (const member of [support, admin]) {
      const notSales = await h.call("POST", `/demo-hours/${idOf(member)}`, { as: admin, body: change });
      expect(notSales.statusCode).toBe(404);
      expect(notSales.json().message).toBe("No active sales member has this id.");
    }
    const saved = await h.db.selectFrom("demo_availability").select("staff_id").orderBy("staff_id").execute();
    expect(saved.map((row) => Number(row.staff_id))).toEqual([idOf(sales), idOf(other)]);
  });

  it("names the field and the problem of bad hours, the first in reading order, and saves nothing", async () => {
    const { h, sales, idOf } = await setup(engine);
    const cases: [unknown, string, string][] = [
      [{ weeklyHours: weekOf({}) }, "takesDemos", "Say whether demos can be booked with this member"],
      [{ takesDemos: true, weeklyHours: [[], []] }, "weeklyHours", "Give the weekly hours as seven days, Sunday first"],
      [
        { takesDemos: true, weeklyHours: weekOf({ 1: [{ start: "9am", end: "17:00" }] }) },
        "weeklyHours.1.0.start",
        "Monday: give each start as a time such as 09:00",
      ],
      [
        { takesDemos: true, weeklyHours: weekOf({ 2: [{ start: "09:00", end: "24:00" }] }) },
        "weeklyHours.2.0.end",
        "Tuesday: give each end as a time such as 19:00",
      ],
      [
        { takesDemos: true, weeklyHours: weekOf({ 3: [{ start: "09:00", end: "17:03" }] }) },
        "weeklyHours.3.0.end",
        "Wednesday: use times on 5-minute steps, such as 09:05",
      ],
      [
        { takesDemos: true, weeklyHours: weekOf({ 4: [{ start: "13:00", end: "12:00" }] }) },
        "weeklyHours.4.0.end",
        "Thursday: each stretch must end after it starts",
      ],
      [
        {
          takesDemos: true,
          weeklyHours: weekOf({
            5: [nineToFive, { start: "12:00", end: "13:00" }],
            6: [{ start: "13:00", end: "12:00" }],
          }),
        },
        "weeklyHours.5.1.start",
        "Friday: 12:00–13:00 overlaps 09:00–17:00",
      ],
      [
        { takesDemos: true, weeklyHours: weekOf({}), dailyMaximum: 0 },
        "dailyMaximum",
        "The daily maximum must be from 1 to 48",
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await h.call("POST", `/demo-hours/${idOf(sales)}`, { as: sales, body });
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json(), message).toMatchObject({ field, message });
    }
    expect(await h.db.selectFrom("demo_availability").selectAll().execute()).toEqual([]);
    expect(await demoAudit(h)).toEqual([]);
  });

  it("lets a sales member lower their own daily maximum but not raise it, which an admin can", async () => {
    const { h, admin, sales, idOf } = await setup(engine);
    const path = `/demo-hours/${idOf(sales)}`;
    const week = { takesDemos: true, weeklyHours: DEFAULT_WEEKLY_HOURS };
    const lowered = await h.call("POST", path, { as: sales, body: { ...week, dailyMaximum: 3 } });
    expect(lowered.json().member.dailyMaximum).toBe(3);
    const raised = await h.call("POST", path, { as: sales, body: { ...week, dailyMaximum: 4 } });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toMatchObject({
      field: "dailyMaximum",
      message: "Only an admin can raise your daily maximum above 3.",
    });
    // Saving the week without a maximum keeps the one set.
    expect((await h.call("POST", path, { as: sales, body: week })).json().member.dailyMaximum).toBe(3);
    expect(
      (await h.call("POST", path, { as: admin, body: { ...week, dailyMaximum: 12 } })).json().member,
    ).toMatchObject({ dailyMaximum: 12 });
  });

  it("adds a day off or a range, from today on, and removes one", async () => {
    const { h, sales, idOf } = await setup(engine);
    const path = `/demo-hours/${idOf(sales)}/days-off`;
    const added = await h.call("POST", path, { as: sales, body: { from: "2026-12-24", to: "2026-12-26" } });
    expect(added.statusCode).toBe(200);
    expect(added.json().member.daysOff).toEqual(["2026-12-24", "2026-12-25", "2026-12-26"]);
    // A day already off stays one day off.
    const again = await h.call("POST", path, { as: sales, body: { from: TODAY } });
    expect(again.json().member.daysOff).toEqual([TODAY, "2026-12-24", "2026-12-25", "2026-12-26"]);
    expect((await h.call("POST", path, { as: sales, body: { from: "2026-12-25" } })).statusCode).toBe(200);

    const removed = await h.call("DELETE", `${path}/2026-12-25`, { as: sales });
    expect(removed.json().member.daysOff).toEqual([TODAY, "2026-12-24", "2026-12-26"]);
    const gone = await h.call("DELETE", `${path}/2026-12-25`, { as: sales });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`2026-12-25 is not a day off for ${sales.email}.`);

    for (const [body, field, message] of [
      [{ from: "2026-11-22" }, "from", "Give the first day off from 2026-11-23 to 2027-11-23"],
      [{ from: "2026-02-30" }, "from", "The first day off is not a day of the calendar"],
      [{ from: "24/12/2026" }, "from", "Give the first day off as YYYY-MM-DD"],
      [{ from: "2026-12-24", to: "2026-12-01" }, "to", "The last day off must be on or after the first"],
      [{ from: "2026-12-01", to: "2027-01-30" }, "to", "Add at most 60 days off at a time"],
      // Issue 48: far years were walked a day at a time, and never answered.
      [{ from: "9999-12-31" }, "from", "Give the first day off from 2026-11-23 to 2027-11-23"],
      [{ from: "2026-12-22", to: "9999-12-30" }, "to", "Give the last day off from 2026-11-23 to 2027-11-23"],
      [{ from: "+010000-01-01" }, "from", "Give the first day off as YYYY-MM-DD"],
    ] as const) {
      const refused = await h.call("POST", path, { as: sales, body });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json(), message).toMatchObject({ field, message });
    }
    const past = await h.call("DELETE", `${path}/2026-11-22`, { as: sales });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("Give a day off from 2026-11-23 to 2027-11-23");
    expect((await h.call("POST", path, { as: sales, body: { from: "2026-12-01", to: "2027-01-29" } })).statusCode).toBe(
      200,
    );
  });

  it("bounds the booking rules, naming the rule at fault, and saves them for admins", async () => {
    const { h, admin } = await setup(engine);
    for (const [change, field, message] of [
      [{ lengthMinutes: 10 }, "lengthMinutes", "The demo's length must be from 15 to 240 minutes"],
      [{ bufferMinutes: 7 }, "bufferMinutes", "The buffer between demos must be in steps of 5 minutes"],
      [{ startEveryMinutes: 0 }, "startEveryMinutes", "The time between start times must be from 5 to 120 minutes"],
      [{ noticeMinutes: -5 }, "noticeMinutes", "The minimum notice must be from 0 to 10080 minutes"],
      [{ horizonDays: 400 }, "horizonDays", "How far ahead must be from 1 to 365 days"],
      [{ horizonDays: "30" }, "horizonDays", "How far ahead must be a whole number of days"],
      [{ confirmByEmail: "yes" }, "confirmByEmail", "Say whether visitors must confirm a booking from their e-mail"],
    ] as const) {
      const refused = await h.call("POST", "/demo-rules", { as: admin, body: { ...DEFAULT_DEMO_SETTINGS, ...change } });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json(), message).toMatchObject({ field, message });
    }
    const rules = {
      lengthMinutes: 45,
      bufferMinutes: 15,
      startEveryMinutes: 15,
      noticeMinutes: 24 * 60,
      horizonDays: 14,
      confirmByEmail: true,
    };
    const saved = await h.call("POST", "/demo-rules", { as: admin, body: rules });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(rules);
    expect((await h.call("GET", "/demo-hours", { as: admin })).json().rules).toEqual(rules);
  });

  it("writes the audit log for every change: who, whose, and what", async () => {
    const { h, admin, sales, idOf } = await setup(engine);
    const week = weekOf({
      0: [
        { start: "10:00", end: "12:00" },
        { start: "13:00", end: "15:00" },
      ],
      1: [nineToFive],
    });
    await h.call("POST", `/demo-hours/${idOf(sales)}`, { as: sales, body: { takesDemos: false, weeklyHours: week } });
    await h.call("POST", `/demo-hours/${idOf(sales)}/days-off`, {
      as: admin,
      body: { from: "2026-12-01", to: "2026-12-02" },
    });
    await h.call("DELETE", `/demo-hours/${idOf(sales)}/days-off/2026-12-02`, { as: sales });
    await h.call("POST", "/demo-rules", { as: admin, body: { ...DEFAULT_DEMO_SETTINGS, bufferMinutes: 10 } });
    const entries = (await demoAudit(h)).map((entry) => ({
      ...entry,
      detail: entry.detail === null ? null : JSON.parse(entry.detail),
    }));
    expect(entries).toEqual([
      {
        actor: sales.email,
        action: "demo.hours",
        target: sales.email,
        detail: {
          takesDemos: false,
          weeklyHours:
            "Mon 09:00–17:00; Tue none; Wed none; Thu none; Fri none; Sat none; Sun 10:00–12:00, 13:00–15:00",
          dailyMaximum: DEFAULT_DAILY_MAXIMUM,
        },
      },
      {
        actor: admin.email,
        action: "demo.days-off-add",
        target: sales.email,
        detail: { from: "2026-12-01", to: "2026-12-02", added: 2 },
      },
      { actor: sales.email, action: "demo.day-off-remove", target: sales.email, detail: { day: "2026-12-02" } },
      {
        actor: admin.email,
        action: "demo.rules",
        target: null,
        detail: { ...DEFAULT_DEMO_SETTINGS, bufferMinutes: 10 },
      },
    ]);
  });

  it("changes the public slots at once: hours, a day off, taking no demos, a new length", async () => {
    const { h, admin, sales, other, idOf } = await setup(engine);
    // One sales member takes demos, so the slots are theirs alone.
    const tuesdayOnly = weekOf({ 2: [{ start: "10:00", end: "12:00" }] });
    await h.call("POST", `/demo-hours/${idOf(other)}`, {
      as: other,
      body: { takesDemos: false, weeklyHours: weekOf({}) },
    });
    expect(await slotTimes(h, TUESDAY)).toHaveLength(20);

    await h.call("POST", `/demo-hours/${idOf(sales)}`, {
      as: sales,
      body: { takesDemos: true, weeklyHours: tuesdayOnly },
    });
    expect(await slotTimes(h, TUESDAY)).toEqual(["10:00", "10:30", "11:00", "11:30"]);

    await h.call("POST", `/demo-hours/${idOf(sales)}/days-off`, { as: sales, body: { from: TUESDAY } });
    expect(await slotTimes(h, TUESDAY)).toEqual([]);
    await h.call("DELETE", `/demo-hours/${idOf(sales)}/days-off/${TUESDAY}`, { as: sales });
    expect(await slotTimes(h, TUESDAY)).toHaveLength(4);

    await h.call("POST", `/demo-hours/${idOf(sales)}`, {
      as: sales,
      body: { takesDemos: false, weeklyHours: tuesdayOnly },
    });
    expect(await slotTimes(h, TUESDAY)).toEqual([]);
    await h.call("POST", `/demo-hours/${idOf(sales)}`, {
      as: sales,
      body: { takesDemos: true, weeklyHours: tuesdayOnly },
    });

    // A longer demo starts on the same half-hours while it fits; a step of an hour offers the hours.
    await h.call("POST", "/demo-rules", { as: admin, body: { ...DEFAULT_DEMO_SETTINGS, lengthMinutes: 60 } });
    expect(await slotTimes(h, TUESDAY)).toEqual(["10:00", "10:30", "11:00"]);
    const hourly = { ...DEFAULT_DEMO_SETTINGS, lengthMinutes: 60, startEveryMinutes: 60 };
    await h.call("POST", "/demo-rules", { as: admin, body: hourly });
    expect(await slotTimes(h, TUESDAY)).toEqual(["10:00", "11:00"]);
  });

  it("tells how many booked demos a change leaves outside the member's availability, and keeps them", async () => {
    const { h, sales, other, idOf } = await setup(engine);
    await h.call("POST", `/demo-hours/${idOf(other)}`, {
      as: other,
      body: { takesDemos: false, weeklyHours: weekOf({}) },
    });
    const site = parseSiteConfig({});
    const booked = await h.app.inject({
      method: "POST",
      url: `${requestDemo.path}?code=${encodeURIComponent(leadCallSettings(requestDemo, site).code)}`,
      headers: { "content-type": "application/json" },
      payload: { ...validRequestDemo, appointmentDate: TUESDAY, appointmentTime: "10:30" },
    });
    expect(booked.json().booking).toEqual({ status: "confirmed" });

    const hours = (weeklyHours: Week) =>
      h.call("POST", `/demo-hours/${idOf(sales)}`, { as: sales, body: { takesDemos: true, weeklyHours } });
    expect((await hours(weekOf({ 2: [{ start: "10:00", end: "11:00" }] }))).json().demosOutside).toBe(0);
    expect((await hours(weekOf({ 2: [{ start: "10:00", end: "10:55" }] }))).json().demosOutside).toBe(1);
    await hours(DEFAULT_WEEKLY_HOURS as Week);
    const dayOff = await h.call("POST", `/demo-hours/${idOf(sales)}/days-off`, { as: sales, body: { from: TUESDAY } });
    expect(dayOff.json().demosOutside).toBe(1);
    expect(await h.db.selectFrom("demo_bookings").select("status").execute()).toEqual([{ status: "confirmed" }]);
  });
});
