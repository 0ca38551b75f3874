import { leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { describe, expect, it } from "vitest";
import { validCentreSignUp } from "../../test-support/lead-samples";
import { saveAssignmentMode } from "../src/leads/assignment-store";
import { recordFirstContact } from "../src/leads/first-contact";
import { SITE, type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { engines } from "./test-app";

const harness = staffHarnessPerTest();
const site = parseSiteConfig({});
const MINUTE = 60_000;
const centreSignUp = leadKinds.find((kind) => kind.name === "centre-sign-up");

/** Sends a centre sign-up named `name` through the public form API; answers its id. */
async function submit(h: StaffHarness, name: string): Promise<number> {
  if (!centreSignUp) throw new Error("no centre sign-up form");
  const reply = await h.app.inject({
    method: "POST",
    url: `${centreSignUp.path}?code=${encodeURIComponent(leadCallSettings(centreSignUp, site).code)}`,
    headers: { "content-type": "application/json", "user-agent": "Vitest/1.0", referer: `${SITE}/` },
    payload: { ...validCentreSignUp, fullName: name },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const row = await h.db.selectFrom("leads").select("id").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Moves the harness's clock to a Malaysian wall-clock time, the members signing in again on the
 * way (a session ends after 30 idle minutes; each sign-in takes a 30-second code step).
 */
async function moveTo(h: StaffHarness, local: string, ...members: TestMember[]) {
  h.advance(Date.parse(`${local}+08:00`) - h.now() - members.length * 30_000);
  for (const member of members) expect((await h.signIn(member)).statusCode).toBe(200);
}

type Listed = { id: number; name: string; waitingMinutes: number | null; overTarget: boolean; firstContact: unknown };

async function setup(engine: (typeof engines)[number]) {
  const h = await harness(engine, {}, { leads: { max: 1000 } });
  const sales = await h.member("sales@ikey.example", "sales");
  // Leads handed out by hand here, as an admin can choose: automatic assignment has its own tests.
  await saveAssignmentMode(h.db, "manual-only", h.now());
  return { h, sales };
}

describe.each(engines)("the first-response clock on %s", (engine) => {
  it("records a lead's first contact once: its first status change away from New, never spam", async () => {
    const { h, sales } = await setup(engine);
    await moveTo(h, "2026-11-23T10:00:00", sales);
    const answered = await submit(h, "Answered Lead");
    const junk = await submit(h, "Junk Lead");
    await moveTo(h, "2026-11-23T10:45:00", sales);
    const contactedAt = h.now();
    await h.call("POST", `/leads/${answered}/status`, { as: sales, body: { status: "contacted" } });
    await h.call("POST", `/leads/${junk}/status`, { as: sales, body: { status: "spam" } });
    await moveTo(h, "2026-11-23T12:00:00", sales);
    // Back to New and on again: the first contact stays the first.
    await h.call("POST", `/leads/${answered}/status`, { as: sales, body: { status: "new" } });
    await h.call("POST", `/leads/${answered}/status`, { as: sales, body: { status: "lost" } });
    await h.call("POST", `/leads/${junk}/status`, { as: sales, body: { status: "new" } });

    const lead = (await h.call("GET", `/leads/${answered}`, { as: sales })).json();
    expect(lead).toMatchObject({
      firstContact: { at: contactedAt, kind: "status" },
      waitingMinutes: 45,
      overTarget: false,
    });
    // Out of spam and New again, it still waits, from its receipt: two business hours.
    expect((await h.call("GET", `/leads/${junk}`, { as: sales })).json()).toMatchObject({
      firstContact: null,
      waitingMinutes: 120,
      overTarget: true,
    });
    expect(await recordFirstContact(h.db, answered, "call", h.now())).toBe(false);
    const row = await h.db
      .selectFrom("leads")
      .select(["first_contacted_at", "first_contact_kind", "first_response_ms"])
      .where("id", "=", answered)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      first_contacted_at: contactedAt,
      first_contact_kind: "status",
      first_response_ms: 45 * MINUTE,
    });
  });

  it("lets only one of two contacts at once be the first", async () => {
    const { h } = await setup(engine);
    const id = await submit(h, "Raced Lead");
    const firsts = await Promise.all(
      (["reply", "call"] as const).map((kind, index) =>
        h.db.transaction().execute((trx) => recordFirstContact(trx, id, kind, h.now() + index)),
      ),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect(await recordFirstContact(h.db, 999_999, "call", h.now())).toBe(false);
  });

  it("lists the waiting leads longest waiting first, in business hours, flagging those past the target", async () => {
    const { h, sales } = await setup(engine);
    await moveTo(h, "2026-11-27T17:00:00", sales);
    const friday = await submit(h, "Friday Afternoon");
    const answered = await submit(h, "Answered");
    await moveTo(h, "2026-11-27T18:30:00", sales);
    const evening = await submit(h, "Friday Evening");
    await h.call("POST", `/leads/${answered}/status`, { as: sales, body: { status: "contacted" } });
    await moveTo(h, "2026-11-30T09:20:00", sales);
    const monday = await submit(h, "Monday Morning");
    await moveTo(h, "2026-11-30T09:30:00", sales);

    const waiting = (await h.call("GET", "/leads?sort=waiting", { as: sales })).json();
    expect(waiting.targetMinutes).toBe(60);
    expect(waiting.leads.map((lead: Listed) => [lead.id, lead.name, lead.waitingMinutes, lead.overTarget])).toEqual([
      [friday, "Friday Afternoon", 150, true],
      // Friday 6:30 p.m. to Monday 9:30 a.m.: one business hour, the target reached.
      [evening, "Friday Evening", 60, true],
      [monday, "Monday Morning", 10, false],
    ]);
    // Newest first still lists every lead, the answered one with the time it took.
    const newest = (await h.call("GET", "/leads", { as: sales })).json();
    expect(newest.leads.map((lead: Listed) => [lead.id, lead.waitingMinutes])).toEqual([
      [monday, 10],
      [evening, 60],
      [answered, 90],
      [friday, 150],
    ]);
    const bad = await h.call("GET", "/leads?sort=oldest", { as: sales });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Sort by newest or waiting/);
  });

  it("pages the waiting leads by cursor in order of receipt", async () => {
    const { h, sales } = await setup(engine);
    const ids: number[] = [];
    for (let n = 0; n < 52; n++) {
      h.advance(1_000);
      ids.push(await submit(h, `Lead ${n}`));
    }
    const first = (await h.call("GET", "/leads?sort=waiting", { as: sales })).json();
    expect(first.leads.map((lead: Listed) => lead.id)).toEqual(ids.slice(0, 50));
    const second = (await h.call("GET", `/leads?sort=waiting&cursor=${first.nextCursor}`, { as: sales })).json();
    expect(second.leads.map((lead: Listed) => lead.id)).toEqual(ids.slice(50));
    expect(second.nextCursor).toBeNull();
  });

  it("shows each member's waiting leads: how many, how many past the target, the longest wait", async () => {
    const { h, sales } = await setup(engine);
    const salesId = Number(
      (await h.db.selectFrom("staff").select("id").where("email", "=", sales.email).executeTakeFirstOrThrow()).id,
    );
    await moveTo(h, "2026-11-24T09:00:00", sales);
    const old = await submit(h, "Old");
    await moveTo(h, "2026-11-24T11:00:00", sales);
    const recent = await submit(h, "Recent");
    await submit(h, "Nobody's");
    const done = await submit(h, "Done");
    for (const id of [old, recent, done]) {
      await h.call("POST", `/leads/${id}/assignee`, { as: sales, body: { assigneeId: salesId } });
    }
    await h.call("POST", `/leads/${done}/status`, { as: sales, body: { status: "contacted" } });
    await moveTo(h, "2026-11-24T11:30:00", sales);

    const reply = await h.call("GET", "/first-response", { as: sales });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.json()).toEqual({
      targetMinutes: 60,
      members: [
        { assignee: null, open: 1, overTarget: 0, longestWaitMinutes: 30 },
        { assignee: { id: salesId, email: sales.email }, open: 2, overTarget: 1, longestWaitMinutes: 150 },
      ],
    });
  });

  it("lets only an admin set the target, checked, audited, and followed by the flags at once", async () => {
    const { h, sales } = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    await moveTo(h, "2026-11-24T09:00:00", sales, admin);
    await submit(h, "Waiting");
    await moveTo(h, "2026-11-24T10:30:00", sales, admin);
    const flagged = async () => (await h.call("GET", "/leads?sort=waiting", { as: sales })).json().leads[0].overTarget;
    expect(await flagged()).toBe(true);

    const refused = await h.call("POST", "/first-response/target", { as: sales, body: { targetMinutes: 120 } });
    expect(refused.statusCode).toBe(403);
    const noCsrf = await h.call("POST", "/first-response/target", {
      as: admin,
      csrf: false,
      body: { targetMinutes: 120 },
    });
    expect(noCsrf.statusCode).toBe(403);
    for (const [targetMinutes, message] of [
      [2, "The target must be at least 5 minutes"],
      [90.5, "Give the target in whole minutes"],
      ["soon", "Give the target as a number of minutes"],
      [10_000, "The target must be at most 3000 minutes"],
    ] as const) {
      const bad = await h.call("POST", "/first-response/target", { as: admin, body: { targetMinutes } });
      expect(bad.statusCode, String(targetMinutes)).toBe(400);
      expect(bad.json()).toMatchObject({ error: "Validation Failed", message });
    }
    expect(await flagged()).toBe(true);

    const saved = await h.call("POST", "/first-response/target", { as: admin, body: { targetMinutes: 120 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ targetMinutes: 120 });
    expect(await flagged()).toBe(false);
    expect((await h.call("GET", "/first-response", { as: sales })).json().targetMinutes).toBe(120);
    const audit = await h.db
      .selectFrom("audit_log")
      .select(["actor", "action", "detail"])
      .where("action", "like", "first-response.%")
      .execute();
    expect(audit).toEqual([{ actor: admin.email, action: "first-response.target", detail: '{"from":60,"to":120}' }]);
  });
});
