import { parseSiteConfig } from "@ikey/contracts/site-config";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { saveAssignmentMode } from "../src/leads/assignment-store";
import { SITE, STAFF_PASSWORD, type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { engines } from "./test-app";

const harness = staffHarnessPerTest();
const site = parseSiteConfig({});
const LIMITS = { leads: { max: 1000 } };
/** Tuesday 24 November 2026, 10:30 in Penang. */
const DEMO_AT = Date.parse("2026-11-24T10:30:00+08:00");

async function bookDemo(app: FastifyInstance, email: string) {
  const reply = await app.inject({
    method: "POST",
    url: `/api/RequestDemo?code=${encodeURIComponent(site.REQUEST_DEMO_CODE)}`,
    headers: { "content-type": "application/json", referer: `${SITE}/` },
    payload: { ...validRequestDemo, email, appointmentDate: "2026-11-24", appointmentTime: "10:30" },
  });
  expect(reply.json().booking, reply.body).toEqual({ status: "confirmed" });
}

async function signUp(app: FastifyInstance, index: number) {
  const reply = await app.inject({
    method: "POST",
    url: `/api/SignUpCMS?code=${encodeURIComponent(site.CENTRE_SIGN_UP_CODE)}`,
    headers: { "content-type": "application/json", referer: `${SITE}/` },
    payload: { ...validCentreSignUp, fullName: `Lead ${index}`, email: `lead${index}@centre.example` },
  });
  expect(reply.statusCode, reply.body).toBe(201);
}

/**
 * Monday 23 November, 10:00: Ana has every lead (the others were added after, by manual-only
 * assignment and a hand): a booked demo for Tuesday 10:30 and three sign-ups, one of them won.
 */
async function setup(engine: (typeof engines)[number], others: readonly string[]) {
  const h = await harness(engine, {}, LIMITS);
  h.advance(Date.parse("2026-11-23T10:00:00+08:00") - h.now());
  const admin = await h.member("admin@ikey.example", "admin");
  const ana = await h.member("ana@ikey.example", "sales");
  await bookDemo(h.app, "visitor@tadika.example");
  await saveAssignmentMode(h.db, "manual-only", h.now());
  for (let index = 1; index <= 3; index += 1) await signUp(h.app, index);
  const team: TestMember[] = [];
  for (const email of others) team.push(await h.member(email, "sales"));
  await saveAssignmentMode(h.db, "automatic", h.now());
  const ids = new Map<string, number>();
  for (const row of await h.db.selectFrom("staff").select(["id", "email"]).execute())
    ids.set(row.email, Number(row.id));
  const anaId = ids.get("ana@ikey.example") ?? 0;
  await h.db.updateTable("leads").set({ assignee_id: anaId, assigned_how: "person" }).where("id", ">", 1).execute();
  await h.db.updateTable("leads").set({ status: "won" }).where("id", "=", 4).execute();
  return { h, admin, ana, team, ids, anaId };
}

async function owners(h: StaffHarness) {
  const leads = await h.db
    .selectFrom("leads")
    .leftJoin("staff", "staff.id", "leads.assignee_id")
    .select(["leads.id", "staff.email"])
    .orderBy("leads.id")
    .execute();
  const demos = await h.db
    .selectFrom("demo_bookings")
    .innerJoin("staff", "staff.id", "demo_bookings.staff_id")
    .select(["staff.email", "demo_bookings.starts_at", "demo_bookings.sequence"])
    .execute();
  return {
    leads: leads.map((row) => [Number(row.id), row.email]),
    demos: demos.map((row) => [row.email, Number(row.starts_at), Number(row.sequence)]),
  };
}

describe.each(engines)("leaving and returning on %s", (engine) => {
  it("lists what a member has, and hands all of it to a chosen member, demos with new invitations", async () => {
    const { h, admin, ids, anaId } = await setup(engine, ["ben@ikey.example"]);
    const handover = await h.call("GET", `/members/${anaId}/handover`, { as: admin });
    expect(handover.statusCode, handover.body).toBe(200);
    expect(handover.json()).toEqual({
      leads: {
        total: 3,
        listed: [
          { id: 1, who: `${validRequestDemo.companyName} (${validRequestDemo.name})`, status: "demo-scheduled" },
          { id: 2, who: "Tadika Ceria (Lead 1)", status: "new" },
          { id: 3, who: "Tadika Ceria (Lead 2)", status: "new" },
        ],
      },
      demos: { total: 1, listed: [{ id: 1, leadId: 1, startsAt: DEMO_AT, centre: validRequestDemo.companyName }] },
    });

    // Where they go is asked, and checked: not to nobody, not to someone who cannot take leads.
    expect((await h.call("POST", `/members/${anaId}/disable`, { as: admin, body: {} })).statusCode).toBe(400);
    const toSelf = await h.call("POST", `/members/${anaId}/disable`, { as: admin, body: { reassignTo: anaId } });
    expect(toSelf.statusCode).toBe(400);
    expect(toSelf.json().message).toMatch(/another active sales member or admin/);
    expect((await h.db.selectFrom("staff").select("status").where("id", "=", anaId).executeTakeFirst())?.status).toBe(
      "active",
    );

    const before = await h.db.selectFrom("outbox").select("id").execute();
    const ben = ids.get("ben@ikey.example") ?? 0;
    const disabled = await h.call("POST", `/members/${anaId}/disable`, { as: admin, body: { reassignTo: ben } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    // Nothing open stays on Ana; the won lead keeps its history with her.
    expect(await owners(h)).toEqual({
      leads: [
        [1, "ben@ikey.example"],
        [2, "ben@ikey.example"],
        [3, "ben@ikey.example"],
        [4, "ana@ikey.example"],
      ],
      demos: [["ben@ikey.example", DEMO_AT, 1]],
    });
    const mails = (
      await h.db
        .selectFrom("outbox")
        .select("message")
        .where("id", "not in", before.length > 0 ? before.map((row) => row.id) : [0])
        .execute()
    ).map((row) => JSON.parse(row.message) as { to: string; subject: string; calendar?: { content: string } });
    // The new invitation (the reminders queued again are the others).
    const toVisitor = mails.filter((mail) => mail.to === "visitor@tadika.example" && mail.calendar);
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]?.calendar?.content).toMatch(/ORGANIZER[^:]*:mailto:ben@ikey\.example/);
    expect(mails.some((mail) => mail.to === "ben@ikey.example" && mail.calendar)).toBe(true);
    expect(
      mails.some((mail) => mail.to === "ana@ikey.example" && /METHOD:CANCEL/.test(mail.calendar?.content ?? "")),
    ).toBe(true);
    // The visitor's reminders were queued again, with the new link.
    const reminders = await h.db.selectFrom("outbox").select("id").where("demo_booking_id", "=", 1).execute();
    expect(reminders).toHaveLength(2);
    const audit = await h.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "in", ["staff.disable", "staff.handover"])
      .orderBy("id")
      .execute();
    expect(audit.map((row) => [row.action, row.detail && JSON.parse(row.detail)])).toEqual([
      ["staff.disable", null],
      ["staff.handover", { to: { memberId: ben }, demos: 1, leads: 2 }],
    ]);
    // The re-offer never moves a chosen member's leads.
    const how = await h.db.selectFrom("leads").select("assigned_how").where("id", "in", [2, 3]).execute();
    expect(how.map((row) => row.assigned_how)).toEqual(["person", "person"]);
  });

  it("deals a member's leads out by the round robin, and refuses when nobody can cover a demo", async () => {
    const { h, admin, anaId } = await setup(engine, ["ben@ikey.example", "cai@ikey.example"]);
    // Both others give a demo at 10:30 on Tuesday: nobody can cover Ana's, so nothing happens.
    await bookDemo(h.app, "second@tadika.example");
    await bookDemo(h.app, "third@tadika.example");
    const busy = await h.call("POST", `/members/${anaId}/disable`, { as: admin, body: { reassignTo: "round-robin" } });
    expect(busy.statusCode).toBe(400);
    expect(busy.json().message).toMatch(/Nobody can cover the demo on 24 November 2026 at 10:30/);
    expect((await h.db.selectFrom("staff").select("status").where("id", "=", anaId).executeTakeFirst())?.status).toBe(
      "active",
    );
    // One of them cancels theirs: the round robin gives Ana's demo to that one and deals the rest.
    await h.db.updateTable("demo_bookings").set({ status: "cancelled" }).where("id", "=", 3).execute();
    const done = await h.call("POST", `/members/${anaId}/disable`, { as: admin, body: { reassignTo: "round-robin" } });
    expect(done.statusCode, done.body).toBe(200);
    const open = await h.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("assignee_id", "=", anaId)
      .where("status", "not in", ["won", "lost", "spam"])
      .executeTakeFirstOrThrow();
    expect(Number(open.n)).toBe(0);
    const demos = await h.db.selectFrom("demo_bookings").select("staff_id").where("status", "=", "confirmed").execute();
    expect(demos.every((demo) => Number(demo.staff_id) !== anaId)).toBe(true);
    // Ana's two sign-ups went one to each.
    const dealt = await h.db.selectFrom("leads").select("assignee_id").where("id", "in", [2, 3]).execute();
    expect(new Set(dealt.map((row) => Number(row.assignee_id))).size).toBe(2);
  });

  it("lets only an admin enable a disabled member again, in the audit log", async () => {
    const { h, admin, ana, team, anaId } = await setup(engine, ["ben@ikey.example"]);
    const [ben] = team;
    if (!ben) throw new Error("no member");
    const benId = (await h.db.selectFrom("staff").select("id").where("email", "=", ben.email).executeTakeFirstOrThrow())
      .id;
    expect(
      (await h.call("POST", `/members/${anaId}/disable`, { as: admin, body: { reassignTo: benId } })).statusCode,
    ).toBe(200);
    expect((await h.signIn(ana)).statusCode).not.toBe(200);
    expect((await h.call("POST", `/members/${anaId}/enable`, { as: ben })).statusCode).toBe(403);
    const enabled = await h.call("POST", `/members/${anaId}/enable`, { as: admin });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await h.call("POST", `/members/${anaId}/enable`, { as: admin })).json().message).toMatch(/not disabled/);
    expect((await h.signIn(ana)).statusCode).toBe(200);
    const audit = await h.db
      .selectFrom("audit_log")
      .select(["actor", "target"])
      .where("action", "=", "staff.enable")
      .execute();
    expect(audit).toEqual([{ actor: "admin@ikey.example", target: "ana@ikey.example" }]);
  });

  it("invites again, in the same role, a member disabled before finishing enrolment, never enabling them", async () => {
    const h = await harness(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    const invite = { email: "late@ikey.example", role: "support" };
    expect((await h.call("POST", "/members", { as: admin, body: invite })).statusCode).toBe(200);
    const late = () => h.db.selectFrom("staff").select(["id", "status"]).where("email", "=", invite.email);
    const { id } = await late().executeTakeFirstOrThrow();
    const disabled = await h.call("POST", `/members/${id}/disable`, { as: admin, body: { reassignTo: "round-robin" } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const enabled = await h.call("POST", `/members/${id}/enable`, { as: admin });
    expect(enabled.statusCode).toBe(400);
    expect(enabled.json().message).toMatch(/never finished enrolling.*invite them again/);
    const again = await h.call("POST", "/members", { as: admin, body: invite });
    expect(again.statusCode, again.body).toBe(200);
    expect(await late().executeTakeFirstOrThrow()).toEqual({ id, status: "invited" });
    // The new link enrols them; one who had enrolled is enabled, never invited over their account.
    const token = new URL(again.json().link).hash.slice(1);
    expect(
      (await h.call("POST", "/invitation/password", { body: { token, password: STAFF_PASSWORD } })).statusCode,
    ).toBe(200);
    const enrolledAgain = await h.call("POST", "/members", {
      as: admin,
      body: { email: "admin@ikey.example", role: "sales" },
    });
    expect(enrolledAgain.json().message).toMatch(/already a member \(active\)/);
  });
});
