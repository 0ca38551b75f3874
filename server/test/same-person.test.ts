import { Writable } from "node:stream";
import { leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { afterEach, describe, expect, it } from "vitest";
import { validCampaignApplication, validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { signal } from "../../test-support/signal";
import { migrateToLatest } from "../src/db/migrate";
import { saveLead } from "../src/leads/lead-store";
import { loggerOptions } from "../src/log";
import { DAY_MS } from "../src/time";
import { SITE, type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { createTestApp, databaseBefore, engines } from "./test-app";

const harness = staffHarnessPerTest();
let closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing) await close();
  closing = [];
});
const site = parseSiteConfig({});
const samples: Record<string, Record<string, unknown>> = {
  // After the sales hours, so the demo stays a request and its lead stays "New".
  "request-demo": { ...validRequestDemo, appointmentTime: "20:00" },
  "centre-sign-up": validCentreSignUp,
  "campaign-application": validCampaignApplication,
};

async function setup(engine: (typeof engines)[number]) {
  const h = await harness(engine, {}, { leads: { max: 1000 } });
  const sales = await h.member("sales@ikey.example", "sales");
  return { h, sales };
}

/** Sends a lead through the public form API and answers its id. */
async function submit(h: StaffHarness, form: string, changes: Record<string, unknown> = {}): Promise<number> {
  const kind = leadKinds.find((candidate) => candidate.name === form);
  if (!kind) throw new Error(form);
  h.advance(1_000);
  const reply = await h.app.inject({
    method: "POST",
    url: `${kind.path}?code=${encodeURIComponent(leadCallSettings(kind, site).code)}`,
    headers: { "content-type": "application/json", referer: `${SITE}/` },
    payload: { ...samples[form], ...changes },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const newest = await h.db.selectFrom("leads").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  return Number(newest.id);
}

type Other = {
  id: number;
  formTitle: string;
  status: string;
  receivedAt: number;
  sameEmail: boolean;
  samePhone: boolean;
};

describe.each(engines)("the same person's leads on %s", (engine) => {
  /** The other leads lead `id`'s page shows, as [id, same e-mail, same phone]. */
  const othersOn = async (h: StaffHarness, as: TestMember, id: number) => {
    const reply = await h.call("GET", `/leads/${id}`, { as });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().samePersonLeads.map((other: Other) => [other.id, other.sameEmail, other.samePhone]);
  };
  /** Each listed lead's count of others, by id. */
  const marks = async (h: StaffHarness, as: TestMember) =>
    Object.fromEntries(
      (await h.call("GET", "/leads", { as }))
        .json()
        .leads.map((lead: { id: number; samePerson: number }) => [lead.id, lead.samePerson]),
    );

  it("links leads whose e-mails differ only in case and spaces, and both pages and the inbox show it", async () => {
    const { h, sales } = await setup(engine);
    const first = await submit(h, "request-demo", { email: "Aisyah@Ceria.Example" });
    const stranger = await submit(h, "centre-sign-up", { email: "someone@else.example", contactNumber: "04-999 0000" });
    const second = await submit(h, "centre-sign-up", {
      email: "  aisyah@ceria.example ",
      contactNumber: "04-226 1234",
    });

    expect(await othersOn(h, sales, second)).toEqual([[first, true, false]]);
    expect(await othersOn(h, sales, first)).toEqual([[second, true, false]]);
    expect(await othersOn(h, sales, stranger)).toEqual([]);
    const page = (await h.call("GET", `/leads/${second}`, { as: sales })).json();
    expect(page.samePersonLeads[0]).toMatchObject({
      formTitle: "Demo request",
      status: "new",
      name: "Aisyah Rahman",
      receivedAt: h.now() - 2_000,
    });
    expect(page.samePerson).toBe(1);
    expect(await marks(h, sales)).toEqual({ [first]: 1, [stranger]: 0, [second]: 1 });
  });

  it("links leads whose phone numbers differ only in their +60, 60 or 0 and their spacing", async () => {
    const { h, sales } = await setup(engine);
    const demo = await submit(h, "request-demo", { email: "one@ceria.example", contactNumber: "012-345 6789" });
    // The campaign's area code and number, "+60" and "123456789": the same mobile.
    const campaign = await submit(h, "campaign-application", { email: "two@brightminds.example" });
    const signUp = await submit(h, "centre-sign-up", { email: "three@ceria.example", contactNumber: "60123456789" });
    const other = await submit(h, "centre-sign-up", { email: "four@ceria.example", contactNumber: "012-345 6780" });

    expect(await othersOn(h, sales, signUp)).toEqual([
      [campaign, false, true],
      [demo, false, true],
    ]);
    expect(await othersOn(h, sales, demo)).toEqual([
      [signUp, false, true],
      [campaign, false, true],
    ]);
    expect(await othersOn(h, sales, other)).toEqual([]);
  });

  it("looks back 90 days and no further, and leaves honeypot catches out", async () => {
    const { h, sales } = await setup(engine);
    const first = await submit(h, "request-demo");
    h.advance(90 * DAY_MS - 60_000);
    const within = await submit(h, "request-demo");
    h.advance(2 * DAY_MS);
    const beyond = await submit(h, "request-demo");
    const caught = await submit(h, "request-demo", { [HONEYPOT_FIELD]: "http://spam.example" });
    const after = await submit(h, "request-demo");
    // 92 days on, the member's session has long ended.
    await h.signIn(sales);

    expect(await othersOn(h, sales, first)).toEqual([[within, true, true]]);
    expect(await othersOn(h, sales, beyond)).toEqual([
      [after, true, true],
      [within, true, true],
    ]);
    expect(await othersOn(h, sales, caught)).toEqual([]);
    expect(await othersOn(h, sales, after)).toEqual([
      [beyond, true, true],
      [within, true, true],
    ]);
  });

  it("links a lead taken out of the spam folder to the same person's leads around it, once", async () => {
    const { h, sales } = await setup(engine);
    const before = await submit(h, "request-demo");
    h.advance(DAY_MS);
    const caught = await submit(h, "request-demo", { [HONEYPOT_FIELD]: "http://spam.example" });
    h.advance(DAY_MS);
    const after = await submit(h, "request-demo");
    await h.signIn(sales);
    expect(await othersOn(h, sales, after)).toEqual([[before, true, true]]);

    const moved = await h.call("POST", `/leads/${caught}/status`, { as: sales, body: { status: "new" } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await othersOn(h, sales, caught)).toEqual([
      [after, true, true],
      [before, true, true],
    ]);
    expect(await othersOn(h, sales, after)).toEqual([
      [caught, true, true],
      [before, true, true],
    ]);
    // Back to spam and out again: the links stand, none twice.
    for (const status of ["spam", "contacted"]) {
      await h.call("POST", `/leads/${caught}/status`, { as: sales, body: { status } });
    }
    expect(await othersOn(h, sales, caught)).toHaveLength(2);
  });

  it("erasing one of two leads removes the link and keeps the other lead", async () => {
    const { h, sales } = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    const kept = await submit(h, "request-demo");
    const erased = await submit(h, "centre-sign-up", { email: validRequestDemo.email });
    expect(await othersOn(h, sales, kept)).toEqual([[erased, true, false]]);

    expect((await h.call("DELETE", `/leads/${erased}`, { as: admin })).statusCode).toBe(200);
    expect(await othersOn(h, sales, kept)).toEqual([]);
    expect(await marks(h, sales)).toEqual({ [kept]: 0 });
    expect(await h.db.selectFrom("same_person_links").selectAll().execute()).toEqual([]);
  });

  it("stores the lead, unlinked, when linking it fails, and logs why without personal data", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const app = await createTestApp(
      {},
      { engine, logger: loggerOptions({ level: "info", isTTY: false, destination: stream }) },
    );
    closing.push(app.close);
    const db = app.database.db;
    const kind = leadKinds[0];
    if (!kind) throw new Error("no lead kind");
    const send = () =>
      app.app.inject({
        method: "POST",
        url: `${kind.path}?code=${encodeURIComponent(leadCallSettings(kind, site).code)}`,
        headers: { "content-type": "application/json" },
        payload: samples[kind.name],
      });
    expect((await send()).statusCode).toBe(201);
    // Linking now fails at the database, as a lock timeout or a missing table would.
    await db.schema.dropTable("same_person_links").execute();
    expect((await send()).statusCode).toBe(201);

    const stored = await db.selectFrom("leads").select(["id", "normalised_email"]).orderBy("id").execute();
    expect(stored.map((row) => row.normalised_email)).toEqual(["aisyah@ceria.example", "aisyah@ceria.example"]);
    // Its sales e-mail and reply committed with it.
    const second = Number(stored[1]?.id);
    expect(await db.selectFrom("outbox").select("lead_id").where("lead_id", "=", second).execute()).not.toEqual([]);
    const failures = lines.filter((line) => line.includes("linking the same person's leads failed"));
    expect(failures).toHaveLength(1);
    // Without the numbers every line has (its time, pid or response time could hold "345" too).
    const logged = lines.map((line) => line.replace(/"(time|pid|responseTime)":[\d.]+/g, "")).join("\n");
    expect(logged).not.toMatch(/aisyah|ceria|345/i);
  });

  it("links two leads of one person sent at once: the second waits for the first and sees it", async () => {
    const { h } = await setup(engine);
    const lead = (email: string, at: number) => ({
      type: "request-demo",
      payload: { ...samples["request-demo"], email },
      submittedAt: at,
      userAgent: "",
      clientHash: "hash",
      spam: false,
      idempotencyKey: null,
      notification: null,
    });
    const inFirst = signal();
    const held = signal();
    // The first stays open after linking, as if its other work were slow.
    const first = saveLead(h.db, lead("twice@ceria.example", h.now()), async () => {
      inFirst.fire();
      await held.promise;
    });
    await inFirst.promise;
    let secondDone = false;
    const second = saveLead(h.db, lead("TWICE@ceria.example", h.now() + 1)).then((saved) => {
      secondDone = true;
      return saved;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    held.fire();
    const [a, b] = await Promise.all([first, second]);
    expect(b.samePerson).toEqual({ linked: 1 });
    const links = await h.db.selectFrom("same_person_links").selectAll().orderBy("lead_id").execute();
    expect(links.map((link) => [Number(link.lead_id), Number(link.other_id)])).toEqual([
      [a.id, b.id],
      [b.id, a.id],
    ]);
  });

  it("gives existing leads their keys and links as the migration runs", async () => {
    const { database, drop } = await databaseBefore(engine, "0019-same-person");
    try {
      const db = database.db;
      const insert = async (type: string, payload: Record<string, unknown>, at: number, spam = false) => {
        const row = await db
          .insertInto("leads")
          .values({
            type,
            payload: JSON.stringify(payload),
            submitted_at: at,
            user_agent: "",
            client_hash: "hash",
            is_spam: spam ? 1 : 0,
            idempotency_key: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return Number(row.id);
      };
      const start = Date.parse("2026-01-01T00:00:00Z");
      const demo = await insert("request-demo", { ...validRequestDemo, email: "A@Ceria.example" }, start);
      const campaign = await insert("campaign-application", validCampaignApplication, start + DAY_MS);
      const spam = await insert("request-demo", validRequestDemo, start + 2 * DAY_MS, true);
      const late = await insert(
        "centre-sign-up",
        { ...validCentreSignUp, email: "a@ceria.example" },
        start + 91 * DAY_MS,
      );

      expect(await migrateToLatest(db)).toEqual(["0019-same-person"]);
      const keys = await db
        .selectFrom("leads")
        .select(["id", "normalised_email", "normalised_phone"])
        .orderBy("id")
        .execute();
      expect(keys.map((row) => [Number(row.id), row.normalised_email, row.normalised_phone])).toEqual([
        [demo, "a@ceria.example", "60123456789"],
        [campaign, "kumar@brightminds.example", "60123456789"],
        [spam, "aisyah@ceria.example", "60123456789"],
        [late, "a@ceria.example", "6042261234"],
      ]);
      // The demo and the campaign share a phone; the late sign-up's e-mail is the demo's, 91 days on.
      const links = await db.selectFrom("same_person_links").selectAll().orderBy("lead_id").execute();
      expect(links.map((link) => [Number(link.lead_id), Number(link.other_id)])).toEqual([
        [demo, campaign],
        [campaign, demo],
      ]);
    } finally {
      await drop();
    }
  });
});
