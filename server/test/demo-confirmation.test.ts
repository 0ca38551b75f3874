import { DEFAULT_DEMO_SETTINGS, DEFAULT_WEEKLY_HOURS } from "@ikey/contracts/demo-booking";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { lapseUnconfirmed } from "../src/demo-booking/tentative-bookings";
import type { OutboxMessage } from "../src/outbox/outbox-store";
import { MINUTE_MS, type StaffHarness, staffHarnessPerTest } from "./staff-harness";
import { createTestApp, type Engine, engines } from "./test-app";

const site = parseSiteConfig({});
// The staff harness's clock starts on Monday 23 November 2026 at 9 a.m.: Tuesday's 10:30 is free.
const TUESDAY = "2026-11-24";
const harnessFor = staffHarnessPerTest();

/** The admins' rule on, through the console, with an admin and `sales` sales members. */
async function withRule(engine: Engine, sales: number) {
  const h = await harnessFor(engine);
  const admin = await h.member("admin@ikey.example", "admin");
  for (let index = 1; index <= sales; index++) await h.member(`sales${index}@ikey.example`, "sales");
  const saved = await h.call("POST", "/demo-rules", {
    as: admin,
    body: { ...DEFAULT_DEMO_SETTINGS, confirmByEmail: true },
  });
  expect(saved.json()).toMatchObject({ confirmByEmail: true });
  return { h, admin };
}

/** Request a Demo for Tuesday at 10:30 from `client`: the booking's status. */
async function requestDemo(
  h: StaffHarness,
  body: Record<string, unknown> = {},
  { headers = {}, client = "198.51.100.7" }: { headers?: Record<string, string>; client?: string } = {},
) {
  const response = await h.app.inject({
    method: "POST",
    url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
    payload: { ...validRequestDemo, appointmentDate: TUESDAY, appointmentTime: "10:30", ...body },
    headers,
    remoteAddress: client,
  });
  expect(response.statusCode).toBe(201);
  return response.json().booking.status as string;
}

const link = (h: StaffHarness, action: "" | "/confirm" | "/move", body: Record<string, unknown>) =>
  h.app.inject({ method: "POST", url: `/api/demo-booking${action}`, payload: body });

/** The lead's e-mails (not the members' invitations to the console), oldest first. */
async function mails(h: StaffHarness): Promise<(OutboxMessage & { reminder: boolean })[]> {
  const rows = await h.db
    .selectFrom("outbox")
    .select(["message", "demo_booking_id"])
    .where("lead_id", "is not", null)
    .orderBy("id")
    .execute();
  const queued = rows.map((row) => ({
    ...(JSON.parse(row.message) as OutboxMessage),
    reminder: row.demo_booking_id !== null,
  }));
  // The sales notification first: it is queued after the booking it names, the others in their order.
  const toSales = (mail: OutboxMessage) => mail.to === "sales@ikey.example";
  return [...queued.filter(toSales), ...queued.filter((mail) => !toSales(mail))];
}

const tokenIn = (mail: OutboxMessage | undefined) => /demo-booking#token=([\w-]{43})/.exec(mail?.text ?? "")?.[1];

async function tuesdayTimes(h: StaffHarness): Promise<string[]> {
  const response = await h.app.inject({ method: "GET", url: `/api/demo-slots?date=${TUESDAY}` });
  return response.json().slots.map((slot: { time: string }) => slot.time);
}

async function notes(h: StaffHarness, leadId: number): Promise<string[]> {
  const rows = await h.db
    .selectFrom("lead_events")
    .select("detail")
    .where("lead_id", "=", leadId)
    .where("kind", "=", "note")
    .orderBy("id")
    .execute();
  return rows.map((row) => JSON.parse(row.detail).text as string);
}

const staffId = async (h: StaffHarness, email: string) =>
  Number((await h.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id);

describe.each(engines)("a demo confirmed from the visitor's e-mail on %s", (engine) => {
  it("holds the time for 30 minutes, and once confirmed books it as a booking always did", async () => {
    const { h, admin } = await withRule(engine, 2);
    // Sales 1 takes demos on Mondays only, sales 2 on Tuesdays only: the lead (Monday, on duty) and
    // the demo (Tuesday) go to different members until the visitor confirms.
    const sales1 = await staffId(h, "sales1@ikey.example");
    const sales2 = await staffId(h, "sales2@ikey.example");
    const only = (weekday: number) => DEFAULT_WEEKLY_HOURS.map((day, index) => (index === weekday ? day : []));
    for (const [id, weekday] of [
      [sales1, 1],
      [sales2, 2],
    ] as const) {
      const week = await h.call("POST", `/demo-hours/${id}`, {
        as: admin,
        body: { takesDemos: true, weeklyHours: only(weekday) },
      });
      expect(week.statusCode).toBe(200);
    }

    expect(await requestDemo(h, {}, { headers: { "content-language": "ms" } })).toBe("tentative");
    const lead = await h.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    // A request until confirmed: New, assigned as requests are, to the member on duty.
    expect(lead).toMatchObject({ status: "new", assignee_id: sales1 });
    const booking = await h.db.selectFrom("demo_bookings").selectAll().executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: "tentative", staff_id: sales2, confirm_by: h.now() + 30 * MINUTE_MS });
    expect(await tuesdayTimes(h)).not.toContain("10:30");

    // The visitor's one e-mail asks them to confirm, in their language, with no invitation yet;
    // nothing goes to the member, and no reminder waits.
    const [toSales, toVisitor, ...others] = await mails(h);
    expect(toSales?.to).toBe("sales@ikey.example");
    expect(others).toEqual([]);
    expect(toVisitor?.to).toBe(validRequestDemo.email);
    expect(toVisitor?.subject).toBe("Sila sahkan demo iKEY anda pada 24 November 2026, 10:30 pagi (waktu Malaysia)");
    expect(toVisitor?.text).toContain("Sila sahkan demo ini sebelum 23 November 2026, 9:");
    expect(toVisitor?.text).toContain("“Sahkan demo saya”:\nhttp://localhost:3000/ms/demo-booking#token=");
    expect(toVisitor?.calendar).toBeUndefined();
    const token = tokenIn(toVisitor);

    // The link reads it as tentative, until when; it can be confirmed, not yet moved.
    const read = await link(h, "", { token });
    expect(read.json()).toEqual({
      status: "tentative",
      date: TUESDAY,
      time: "10:30",
      minutes: 30,
      confirmBy: Number(booking.confirm_by),
    });
    const move = await link(h, "/move", { token, date: TUESDAY, time: "11:00" });
    expect(move.statusCode).toBe(409);
    expect(move.json().error).toBe("Not Confirmed");

    h.advance(29 * MINUTE_MS);
    const confirmed = await link(h, "/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: "confirmed", date: TUESDAY, time: "10:30", minutes: 30 });
    // Now as a booking: the invitation to both, the reminders, the lead to its member as Demo scheduled.
    const after = (await mails(h)).slice(2);
    expect(after.filter((mail) => !mail.reminder).map((mail) => [mail.to, mail.calendar?.method])).toEqual([
      [validRequestDemo.email, "REQUEST"],
      ["sales2@ikey.example", "REQUEST"],
    ]);
    // A day before (Monday 10:30, still to come) and an hour before.
    expect(after.filter((mail) => mail.reminder)).toHaveLength(2);
    expect(await h.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "demo-scheduled",
      assignee_id: sales2,
    });
    const history = await h.db.selectFrom("lead_events").select(["kind", "actor", "detail"]).orderBy("id").execute();
    expect(history.slice(-3).map((event) => [event.kind, event.actor])).toEqual([
      ["note", "demo booking"],
      ["assignee", "demo booking"],
      ["status", "demo booking"],
    ]);
    expect(JSON.parse(history.at(-2)?.detail ?? "{}")).toEqual({
      from: "sales1@ikey.example",
      to: "sales2@ikey.example",
    });
    // A second press changes nothing.
    expect((await link(h, "/confirm", { token })).json().status).toBe("confirmed");
    expect(await mails(h)).toHaveLength(2 + after.length);
  });

  it("keeps the member an admin assigned the lead to while it waited", async () => {
    const { h, admin } = await withRule(engine, 2);
    expect(await requestDemo(h, {})).toBe("tentative");
    const lead = await h.db.selectFrom("leads").select(["id", "assignee_id"]).executeTakeFirstOrThrow();
    const booking = await h.db.selectFrom("demo_bookings").select("staff_id").executeTakeFirstOrThrow();
    const other = (await staffId(h, "sales1@ikey.example")) === Number(booking.staff_id) ? "sales2" : "sales1";
    const chosen = await staffId(h, `${other}@ikey.example`);
    const assigned = await h.call("POST", `/leads/${lead.id}/assignee`, { as: admin, body: { assigneeId: chosen } });
    expect(assigned.statusCode).toBe(200);

    const [, toVisitor] = await mails(h);
    expect((await link(h, "/confirm", { token: tokenIn(toVisitor) })).statusCode).toBe(200);
    expect(await h.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "demo-scheduled",
      assignee_id: chosen,
    });
  });

  it("keeps the visitor's link to confirm working when the demo's member leaves meanwhile", async () => {
    const { h, admin } = await withRule(engine, 2);
    expect(await requestDemo(h, {})).toBe("tentative");
    const [, toVisitor] = await mails(h);
    const booking = await h.db.selectFrom("demo_bookings").select("staff_id").executeTakeFirstOrThrow();
    const leaver = Number(booking.staff_id);
    const [stayer] = [await staffId(h, "sales1@ikey.example"), await staffId(h, "sales2@ikey.example")].filter(
      (id) => id !== leaver,
    );
    const disabled = await h.call("POST", `/members/${leaver}/disable`, { as: admin, body: { reassignTo: stayer } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    // Still waiting for the visitor: nobody is sent an invitation before they confirm.
    expect(await mails(h)).toHaveLength(2);

    const confirmed = await link(h, "/confirm", { token: tokenIn(toVisitor) });
    expect(confirmed.json()).toMatchObject({ status: "confirmed", time: "10:30" });
    const stayerEmail = (
      await h.db.selectFrom("staff").select("email").where("id", "=", Number(stayer)).executeTakeFirstOrThrow()
    ).email;
    const invitations = (await mails(h)).slice(2).filter((mail) => !mail.reminder);
    expect(invitations.map((mail) => mail.to)).toEqual([validRequestDemo.email, stayerEmail]);
  });

  it("releases an unconfirmed time after 30 minutes, recorded once with two instances, the lead kept", async () => {
    const { h } = await withRule(engine, 1);
    const sales1 = await staffId(h, "sales1@ikey.example");
    expect(await requestDemo(h, {})).toBe("tentative");
    const [, toVisitor] = await mails(h);
    const token = tokenIn(toVisitor);
    const { id: leadId } = await h.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();

    h.advance(30 * MINUTE_MS - 1);
    expect(await tuesdayTimes(h)).not.toContain("10:30");
    // At 30 minutes the time is free, before any pass has recorded the lapse.
    h.advance(1);
    expect(await tuesdayTimes(h)).toContain("10:30");
    for (const action of ["", "/confirm"] as const) {
      const late = await link(h, action, { token });
      expect(late.statusCode, action).toBe(410);
      expect(late.json().error, action).toBe("Demo Lapsed");
    }

    // A second instance on the same database, its jobs running: its pass (demo-lapse-job.ts) and the
    // first instance's at once on PostgreSQL; on SQLite, one instance per file, the job's alone.
    // Then the first's again, as after a restart: nothing left to record.
    const database = h.config.database;
    const second = await createTestApp(
      database.kind === "postgres" ? { DATABASE_URL: database.url } : { SQLITE_PATH: database.path },
      { engine, clock: h.now, jobs: true },
    );
    try {
      await Promise.all([engine === "postgres" ? lapseUnconfirmed(h.db, h.now()) : 0, second.app.ready()]);
    } finally {
      // Closing waits for the job's pass to finish.
      await second.close();
    }
    expect(await lapseUnconfirmed(h.db, h.now())).toBe(0);
    expect(await h.db.selectFrom("demo_bookings").select("status").execute()).toEqual([{ status: "lapsed" }]);
    const lapses = (await notes(h, Number(leadId))).filter((text) => text.includes("did not confirm"));
    expect(lapses).toEqual([
      "The visitor did not confirm the demo of 2026-11-24 10:30 (Malaysia time) within 30 minutes: its time is free again, and the lead stays a request.",
    ]);
    // The lead stays the request it was, with the member it was assigned.
    expect(await h.db.selectFrom("leads").select(["status", "assignee_id"]).executeTakeFirstOrThrow()).toEqual({
      status: "new",
      assignee_id: sales1,
    });
    expect(await requestDemo(h, { email: "mei@ceria.example" }, { client: "198.51.100.8" })).toBe("tentative");
  });
});
