import { leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { signal } from "../../test-support/signal";
import { connectDatabase } from "../src/db/connection";
import { oncePerSlot } from "../src/db/fleet-schedule";
import { addDaysOff } from "../src/demo-booking/availability-store";
import { onDutyFrom } from "../src/demo-booking/on-duty";
import { digestContentsOf } from "../src/jobs/morning-digest-job";
import { REOFFER_INTERVAL_MS } from "../src/jobs/reoffer-job";
import { assignNewLead } from "../src/leads/assign-new-lead";
import { saveAssignmentMode, takeAssignmentTurn } from "../src/leads/assignment-store";
import { reofferDue } from "../src/leads/reoffer";
import { sendMorningDigests } from "../src/morning-digest/morning-digest";
import { SITE, STAFF_SECRET_KEY, type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { createTestApp, engines } from "./test-app";

const harness = staffHarnessPerTest();
const site = parseSiteConfig({});
const centreSignUp = leadKinds.find((kind) => kind.name === "centre-sign-up");
const LIMITS = { leads: { max: 1000 } };
const context = { consoleUrl: SITE, onDutyFrom };

/** Sends a centre sign-up through the public form API of `app`. */
async function submit(app: FastifyInstance, index: number): Promise<void> {
  if (!centreSignUp) throw new Error("no centre sign-up form");
  const reply = await app.inject({
    method: "POST",
    url: `${centreSignUp.path}?code=${encodeURIComponent(leadCallSettings(centreSignUp, site).code)}`,
    headers: { "content-type": "application/json", "user-agent": "Vitest/1.0", referer: `${SITE}/` },
    payload: { ...validCentreSignUp, fullName: `Lead ${index}`, email: `lead${index}@centre.example` },
  });
  expect(reply.statusCode, reply.body).toBe(201);
}

/** Moves the clock to a Malaysian wall-clock time. */
function moveTo(h: StaffHarness, local: string) {
  h.advance(Date.parse(`${local}+08:00`) - h.now());
}

async function setup(engine: (typeof engines)[number]) {
  const h = await harness(engine, {}, LIMITS);
  const sales: TestMember[] = [];
  for (const name of ["ana", "ben", "cai"]) sales.push(await h.member(`${name}@ikey.example`, "sales"));
  const admin = await h.member("admin@ikey.example", "admin");
  const ids = new Map<string, number>();
  for (const row of await h.db.selectFrom("staff").select(["id", "email"]).execute())
    ids.set(row.email, Number(row.id));
  return { h, sales, admin, ids };
}

/** A re-offer pass as the job runs it: on the connection that holds the fleet's slot. */
async function fleetPass(h: StaffHarness): Promise<number> {
  return (
    (await oncePerSlot(h.db, "lead-reoffer", h.now(), REOFFER_INTERVAL_MS, (db) => reofferDue(db, h.now(), context))) ??
    0
  );
}

/** Leads per assignee's e-mail ("none" for nobody). */
async function leadsPerMember(h: StaffHarness): Promise<Record<string, number>> {
  const rows = await h.db
    .selectFrom("leads")
    .leftJoin("staff", "staff.id", "leads.assignee_id")
    .select(["staff.email"])
    .execute();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.email ?? "none"] = (counts[row.email ?? "none"] ?? 0) + 1;
  return counts;
}

describe.each(engines)("fair assignment on %s", (engine) => {
  it("gives 30 leads to three members on duty, 10 each, in each lead's history and the audit log", async () => {
    const { h, sales } = await setup(engine);
    moveTo(h, "2026-11-23T10:00:00");
    for (let index = 0; index < 30; index += 1) {
      await submit(h.app, index);
      h.advance(1_000);
    }
    expect(await leadsPerMember(h)).toEqual({
      "ana@ikey.example": 10,
      "ben@ikey.example": 10,
      "cai@ikey.example": 10,
    });
    // Round robin: with equal counts, the one assigned least recently is next.
    const order = await h.db.selectFrom("leads").select("assignee_id").orderBy("id").limit(4).execute();
    expect(order[3]?.assignee_id).toBe(order[0]?.assignee_id);

    const events = await h.db.selectFrom("lead_events").select(["actor", "kind", "detail"]).execute();
    expect(events).toHaveLength(30);
    expect(events.every((event) => event.kind === "assignee" && event.actor === "Round robin")).toBe(true);
    const audits = await h.db.selectFrom("audit_log").select("detail").where("action", "=", "lead.assignee").execute();
    expect(audits).toHaveLength(30);
    expect(JSON.parse(audits[0]?.detail ?? "{}")).toMatchObject({ from: null, how: "round-robin" });

    const [first] = sales;
    if (!first) throw new Error("no member");
    expect((await h.signIn(first)).statusCode).toBe(200);
    const lead = (await h.call("GET", `/leads/1`, { as: first })).json();
    expect(lead.timeline[1]).toMatchObject({ kind: "assignee", actor: "Round robin", from: null });
  });

  it("gives a member off duty none, and a lead out of hours to those on duty at the next opening", async () => {
    const { h, ids } = await setup(engine);
    await addDaysOff(h.db, ids.get("cai@ikey.example") ?? 0, ["2026-11-23", "2026-11-30"]);
    moveTo(h, "2026-11-23T10:00:00");
    for (let index = 0; index < 6; index += 1) await submit(h.app, index);
    // Saturday night: the next opening is Monday 9 a.m., when Cai is off again.
    moveTo(h, "2026-11-28T22:00:00");
    for (let index = 6; index < 10; index += 1) await submit(h.app, index);
    expect(await leadsPerMember(h)).toEqual({ "ana@ikey.example": 5, "ben@ikey.example": 5 });
  });

  it("assigns nothing once an admin switches to manual only, which only an admin may do", async () => {
    const { h, sales, admin } = await setup(engine);
    const [member] = sales;
    if (!member) throw new Error("no member");
    expect((await h.call("GET", "/lead-assignment", { as: member })).json()).toEqual({ mode: "automatic" });
    expect((await h.call("POST", "/lead-assignment", { as: member, body: { mode: "manual-only" } })).statusCode).toBe(
      403,
    );
    const noToken = await h.call("POST", "/lead-assignment", { as: admin, body: { mode: "manual-only" }, csrf: false });
    expect(noToken.statusCode).toBe(403);
    const wrong = await h.call("POST", "/lead-assignment", { as: admin, body: { mode: "sometimes" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/mode/);
    const saved = await h.call("POST", "/lead-assignment", { as: admin, body: { mode: "manual-only" } });
    expect(saved.json()).toEqual({ mode: "manual-only" });
    const audit = await h.db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "lead-assignment.mode")
      .execute();
    expect(audit).toEqual([
      { actor: "admin@ikey.example", detail: JSON.stringify({ from: "automatic", to: "manual-only" }) },
    ]);

    moveTo(h, "2026-11-23T10:00:00");
    for (let index = 0; index < 3; index += 1) await submit(h.app, index);
    expect(await leadsPerMember(h)).toEqual({ none: 3 });
    // Nor is an unanswered lead re-offered.
    moveTo(h, "2026-11-23T15:00:00");
    expect(await reofferDue(h.db, h.now(), context)).toBe(0);
  });

  it("re-offers a lead past the target once, to the next member on duty, and e-mails the first", async () => {
    const { h } = await setup(engine);
    moveTo(h, "2026-11-23T10:00:00");
    await submit(h.app, 1);
    await submit(h.app, 2);
    const answered = await h.db.selectFrom("leads").select("id").where("id", "=", 2).executeTakeFirstOrThrow();
    await h.db
      .updateTable("leads")
      .set({ status: "contacted", first_contacted_at: h.now() })
      .where("id", "=", answered.id)
      .execute();
    moveTo(h, "2026-11-23T10:59:00");
    expect(await reofferDue(h.db, h.now(), context)).toBe(0);
    moveTo(h, "2026-11-23T11:05:00");

    const other = connectDatabase(h.config.database);
    try {
      // SQLite's instances share a file, not a process: there they take their turns one after the other.
      const passes =
        engine === "postgres"
          ? await Promise.all([fleetPass(h), reofferDue(other.db, h.now(), context)])
          : [await fleetPass(h), await reofferDue(other.db, h.now(), context)];
      expect(passes.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await other.close();
    }
    h.advance(10 * 60_000);
    expect(await reofferDue(h.db, h.now(), context)).toBe(0);

    // Ana had lead 1 (the first in turn), Ben lead 2; of Ben and Cai, Cai has had none.
    expect(await leadsPerMember(h)).toEqual({ "cai@ikey.example": 1, "ben@ikey.example": 1 });
    const events = await h.db
      .selectFrom("lead_events")
      .select(["actor", "detail"])
      .where("lead_id", "=", 1)
      .orderBy("id")
      .execute();
    expect(events.map((event) => [event.actor, JSON.parse(event.detail)])).toEqual([
      ["Round robin", { from: null, to: "ana@ikey.example" }],
      ["Re-offer past the response target", { from: "ana@ikey.example", to: "cai@ikey.example" }],
    ]);
    const mails = await h.db.selectFrom("outbox").select("message").where("lead_id", "=", 1).execute();
    const notices = mails
      .map((row) => JSON.parse(row.message) as { to: string; replyTo: string; subject: string; text: string })
      .filter((mail) => mail.to === "ana@ikey.example");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      replyTo: "cai@ikey.example",
      subject: "Tadika Ceria (Lead 1): lead offered to cai@ikey.example",
    });
    expect(notices[0]?.text).toContain(`${SITE}/staff/leads/1`);
  });

  // Two instances in one process cannot share a SQLite file's lock: each would block the other's thread.
  it.runIf(engine === "postgres")(
    "keeps the fairness and gives each lead once when two instances take leads at once",
    async () => {
      const { h } = await setup(engine);
      moveTo(h, "2026-11-23T10:00:00");
      if (h.config.database.kind !== "postgres") throw new Error("a PostgreSQL test");
      const env = { DATABASE_URL: h.config.database.url };
      const second = await createTestApp(
        { STAFF_SECRET_KEY, SITE_URL: SITE, ...env },
        { engine, clock: () => h.now(), limits: LIMITS },
      );
      try {
        await Promise.all(
          Array.from({ length: 30 }, (_, index) => submit(index % 2 === 0 ? h.app : second.app, index)),
        );
      } finally {
        await second.app.close();
      }
      expect(await leadsPerMember(h)).toEqual({
        "ana@ikey.example": 10,
        "ben@ikey.example": 10,
        "cai@ikey.example": 10,
      });
      const perLead = await h.db
        .selectFrom("lead_events")
        .select((eb) => ["lead_id", eb.fn.countAll<number>().as("n")])
        .groupBy("lead_id")
        .execute();
      expect(perLead).toHaveLength(30);
      expect(perLead.every((row) => Number(row.n) === 1)).toBe(true);
      const ledger = await h.db.selectFrom("lead_assignments").select("id").execute();
      expect(ledger).toHaveLength(30);
    },
  );
  it.runIf(engine === "postgres")(
    "makes a second instance wait for the first's assignment before it counts",
    async () => {
      const { h } = await setup(engine);
      moveTo(h, "2026-11-23T10:00:00");
      await saveAssignmentMode(h.db, "manual-only", h.now());
      await submit(h.app, 1);
      await submit(h.app, 2);
      await saveAssignmentMode(h.db, "automatic", h.now());
      const other = connectDatabase(h.config.database);
      try {
        const held = signal();
        const assigned = signal();
        // The first instance assigns lead 1 and keeps its transaction open.
        const first = h.db.transaction().execute(async (trx) => {
          const result = await assignNewLead(trx, { id: 1, now: h.now() }, onDutyFrom);
          assigned.fire();
          await held.promise;
          return result;
        });
        await assigned.promise;
        let secondDone = false;
        const second = other.db
          .transaction()
          .execute((trx) => assignNewLead(trx, { id: 2, now: h.now() }, onDutyFrom))
          .finally(() => {
            secondDone = true;
          });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(secondDone).toBe(false);
        held.fire();
        const [a, b] = await Promise.all([first, second]);
        expect(a.error ?? b.error).toBeUndefined();
        expect(a.assigneeId).not.toBeNull();
        expect(b.assigneeId).not.toBeNull();
        expect(b.assigneeId).not.toBe(a.assigneeId);
      } finally {
        await other.close();
      }
    },
  );
  it("keeps a booked demo's lead with its booker as their turn, and keeps a lead when assigning fails", async () => {
    const { h } = await setup(engine);
    moveTo(h, "2026-11-23T10:00:00");
    const booked = await h.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${encodeURIComponent(site.REQUEST_DEMO_CODE)}`,
      headers: { "content-type": "application/json", referer: `${SITE}/` },
      payload: { ...validRequestDemo, appointmentDate: "2026-11-24", appointmentTime: "10:30" },
    });
    expect(booked.json().booking).toEqual({ status: "confirmed" });
    await submit(h.app, 2);
    await submit(h.app, 3);
    expect(await leadsPerMember(h)).toEqual({ "ana@ikey.example": 1, "ben@ikey.example": 1, "cai@ikey.example": 1 });
    const ledger = await h.db.selectFrom("lead_assignments").select("how").orderBy("id").execute();
    expect(ledger.map((row) => row.how)).toEqual(["demo", "round-robin", "round-robin"]);

    // The ledger gone: the assignment fails in its savepoint, and the lead and its e-mails commit all the same.
    await sql`drop table lead_assignments`.execute(h.db);
    await submit(h.app, 4);
    const kept = await h.db
      .selectFrom("leads")
      .select(["assignee_id", "status"])
      .where("id", "=", 4)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ assignee_id: null, status: "new" });
    expect(await h.db.selectFrom("outbox").select("id").where("lead_id", "=", 4).execute()).not.toHaveLength(0);
    expect(await h.db.selectFrom("lead_events").select("id").where("lead_id", "=", 4).execute()).toHaveLength(0);
  });

  it("never moves a person's choice or a lead someone acted on, and never swaps two queues", async () => {
    const { h, sales, ids } = await setup(engine);
    const [ana, ben, cai] = sales;
    if (!ana || !ben || !cai) throw new Error("no members");
    moveTo(h, "2026-11-23T10:00:00");
    // Round robin: Ana 1 and 4, Ben 2 and 5, Cai 3 and 6.
    for (let index = 1; index <= 6; index += 1) await submit(h.app, index);
    moveTo(h, "2026-11-23T10:30:00");
    for (const member of sales) expect((await h.signIn(member)).statusCode).toBe(200);
    // Ana hands lead 1 to Ben "so the centre has one contact"; Cai writes a note on lead 3.
    const handed = await h.call("POST", "/leads/1/assignee", {
      as: ana,
      body: { assigneeId: ids.get("ben@ikey.example"), note: "Same centre as lead 2: one contact for them." },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await h.call("POST", "/leads/3/notes", { as: cai, body: { text: "Looked at it." } })).statusCode).toBe(200);

    // 11:05: every member on duty is behind, so nothing moves: no two queues swap.
    moveTo(h, "2026-11-23T11:05:00");
    expect(await fleetPass(h)).toBe(0);

    // Dan comes on duty with nothing waiting: he takes the round robin's untouched leads, and only those.
    await h.member("dan@ikey.example", "sales");
    h.advance(REOFFER_INTERVAL_MS);
    expect(await fleetPass(h)).toBe(4);
    const owners = await h.db
      .selectFrom("leads")
      .innerJoin("staff", "staff.id", "leads.assignee_id")
      .select(["leads.id", "staff.email", "leads.assigned_how"])
      .orderBy("leads.id")
      .execute();
    expect(owners.map((row) => [Number(row.id), row.email, row.assigned_how])).toEqual([
      [1, "ben@ikey.example", "person"],
      [2, "dan@ikey.example", "re-offer"],
      [3, "cai@ikey.example", "round-robin"],
      [4, "dan@ikey.example", "re-offer"],
      [5, "dan@ikey.example", "re-offer"],
      [6, "dan@ikey.example", "re-offer"],
    ]);
    // Never back: a lead re-offered once stays, whoever is free later.
    h.advance(REOFFER_INTERVAL_MS);
    expect(await fleetPass(h)).toBe(0);

    // The notice names the lead: its centre and name, and its page.
    const notices = (await h.db.selectFrom("outbox").select("message").where("lead_id", "=", 4).execute())
      .map((row) => JSON.parse(row.message) as { to: string; subject: string; text: string })
      .filter((mail) => mail.to === "ana@ikey.example");
    expect(notices.map((mail) => mail.subject)).toEqual(["Tadika Ceria (Lead 4): lead offered to dan@ikey.example"]);
    expect(notices[0]?.text).toContain(`Name: Lead 4\nCentre: Tadika Ceria\nThe lead: ${SITE}/staff/leads/4`);
  });

  it("tells the new assignee of a hand-off by e-mail and a console notice, with the note", async () => {
    const { h, sales, ids } = await setup(engine);
    const [ana, ben] = sales;
    if (!ana || !ben) throw new Error("no members");
    moveTo(h, "2026-11-23T10:00:00");
    await submit(h.app, 1);
    await h.db.updateTable("staff").set({ language: "ms" }).where("email", "=", "ben@ikey.example").execute();
    for (const member of [ana, ben]) expect((await h.signIn(member)).statusCode).toBe(200);
    const note = "Dia mahu demo hari Isnin.";
    const tooLong = await h.call("POST", "/leads/1/assignee", {
      as: ana,
      body: { assigneeId: ids.get("ben@ikey.example"), note: "x".repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/1,000 characters/);
    const handed = await h.call("POST", "/leads/1/assignee", {
      as: ana,
      body: { assigneeId: ids.get("ben@ikey.example"), note },
    });
    expect(handed.statusCode, handed.body).toBe(200);

    const mails = (await h.db.selectFrom("outbox").select("message").where("lead_id", "=", 1).execute())
      .map((row) => JSON.parse(row.message) as { to: string; replyTo: string; subject: string; text: string })
      .filter((mail) => mail.to === "ben@ikey.example");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      replyTo: "ana@ikey.example",
      subject: "Tadika Ceria (Lead 1): prospek diserahkan kepada anda oleh ana@ikey.example",
    });
    expect(mails[0]?.text).toContain(`Nota beliau:\n${note}\n`);
    expect(mails[0]?.text).toContain(`Pautan prospek: ${SITE}/staff/leads/1`);

    const listed = (await h.call("GET", "/notices", { as: ben })).json();
    expect(listed.notices).toEqual([
      { id: expect.any(Number), kind: "hand-off", leadId: 1, from: "ana@ikey.example", note, at: h.now() },
    ]);
    // Only Ben's to read; Ana has none.
    const id = listed.notices[0].id;
    expect((await h.call("GET", "/notices", { as: ana })).json()).toEqual({ notices: [] });
    expect((await h.call("POST", `/notices/${id}/read`, { as: ana })).statusCode).toBe(404);
    expect((await h.call("POST", `/notices/${id}/read`, { as: ben })).statusCode).toBe(200);
    expect((await h.call("GET", "/notices", { as: ben })).json()).toEqual({ notices: [] });
    // The note is in the lead's history too; taking a lead oneself tells nobody.
    const lead = (await h.call("GET", "/leads/1", { as: ben })).json();
    expect(
      lead.timeline.some((entry: { kind: string; text?: string }) => entry.kind === "note" && entry.text === note),
    ).toBe(true);
    // A note sent with the assignee it already has is kept in the history, and tells nobody again.
    const again = "Her centre opens in January.";
    const unchanged = await h.call("POST", "/leads/1/assignee", {
      as: ana,
      body: { assigneeId: ids.get("ben@ikey.example"), note: again },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const noted = (await h.call("GET", "/leads/1", { as: ben })).json();
    expect(
      noted.timeline.some((entry: { kind: string; text?: string }) => entry.kind === "note" && entry.text === again),
    ).toBe(true);
    expect((await h.call("GET", "/notices", { as: ben })).json()).toEqual({ notices: [] });
    await h.call("POST", "/leads/1/assignee", { as: ana, body: { assigneeId: ids.get("ana@ikey.example") } });
    expect((await h.call("GET", "/notices", { as: ana })).json()).toEqual({ notices: [] });
  });

  it.runIf(engine === "postgres")(
    "builds a digest after a hand-off being committed, never with the old owner",
    async () => {
      const { h, ids } = await setup(engine);
      moveTo(h, "2026-11-23T08:00:00");
      await submit(h.app, 1);
      const ana = ids.get("ana@ikey.example") ?? 0;
      const ben = ids.get("ben@ikey.example") ?? 0;
      const owner = await h.db.selectFrom("leads").select("assignee_id").where("id", "=", 1).executeTakeFirstOrThrow();
      const from = Number(owner.assignee_id);
      const to = from === ana ? ben : ana;
      moveTo(h, "2026-11-23T09:00:00");
      const held = signal();
      const updated = signal();
      // Another instance hands the lead on, in a transaction still open when the digest starts.
      const handOff = h.db.transaction().execute(async (trx) => {
        await takeAssignmentTurn(trx);
        await trx.updateTable("leads").set({ assignee_id: to, assigned_how: "person" }).where("id", "=", 1).execute();
        updated.fire();
        await held.promise;
      });
      await updated.promise;
      const other = connectDatabase(h.config.database);
      try {
        const digests = sendMorningDigests(other.db, h.now(), { consoleUrl: SITE, contentsOf: digestContentsOf });
        await new Promise((resolve) => setTimeout(resolve, 200));
        held.fire();
        await handOff;
        await digests;
      } finally {
        await other.close();
      }
      const sent = await h.db
        .selectFrom("outbox")
        .select(["staff_id", "message"])
        .where("staff_id", "is not", null)
        .execute();
      // (The members' invitations are theirs too.)
      const digests = sent.filter((row) => JSON.parse(row.message).subject.startsWith("Your morning"));
      expect(digests.map((row) => Number(row.staff_id))).toEqual([to]);
      expect(JSON.parse(digests[0]?.message ?? "{}").text).toContain(`${SITE}/staff/leads/1`);
    },
  );
});
