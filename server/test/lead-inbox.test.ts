import { leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { validCampaignApplication, validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { saveAssignmentMode } from "../src/leads/assignment-store";
import { SITE, type StaffHarness, staffHarnessPerTest } from "./staff-harness";
import { engines } from "./test-app";

const harness = staffHarnessPerTest();
const site = parseSiteConfig({});
const samples: Record<string, Record<string, unknown>> = {
  // At 8 p.m., after the sales hours: the demo stays a request, as this file's workflow starts from
  // "New" with nobody assigned (a booked demo's lead: demo-booking.test.ts).
  "request-demo": { ...validRequestDemo, appointmentTime: "20:00" },
  "centre-sign-up": validCentreSignUp,
  "campaign-application": validCampaignApplication,
};

async function setup(engine: (typeof engines)[number]) {
  const h = await harness(engine, {}, { leads: { max: 1000 } });
  const sales = await h.member("sales@ikey.example", "sales");
  // Leads handed out by hand here, as an admin can choose: automatic assignment has its own tests.
  await saveAssignmentMode(h.db, "manual-only", h.now());
  return { h, sales };
}

/** Sends a lead through the public form API, as the site's page `page` would, from the address `client`. */
async function submit(
  h: StaffHarness,
  form: string,
  changes: Record<string, unknown> = {},
  page = "/",
  client = "127.0.0.1",
) {
  const kind = leadKinds.find((candidate) => candidate.name === form);
  if (!kind) throw new Error(form);
  h.advance(1_000);
  const reply = await h.app.inject({
    method: "POST",
    url: `${kind.path}?code=${encodeURIComponent(leadCallSettings(kind, site).code)}`,
    headers: { "content-type": "application/json", "user-agent": "Vitest/1.0", referer: `${SITE}${page}` },
    payload: { ...samples[form], ...changes },
    remoteAddress: client,
  });
  expect(reply.statusCode).toBe(201);
}

type Listed = { id: number; form: string; name: string; status: string; unread: boolean };

describe.each(engines)("the lead inbox on %s", (engine) => {
  it("lists all three forms' leads newest first, with a contact summary, counts and the unread count", async () => {
    const { h, sales } = await setup(engine);
    await submit(h, "request-demo");
    await submit(h, "centre-sign-up");
    await submit(h, "campaign-application");
    const list = (await h.call("GET", "/leads", { as: sales })).json();
    expect(list.leads.map((lead: Listed) => [lead.form, lead.name])).toEqual([
      ["campaign-application", "Kumar Raj"],
      ["centre-sign-up", "Mei Ling Tan"],
      ["request-demo", "Aisyah Rahman"],
    ]);
    expect(list.leads[0]).toMatchObject({ company: "Bright Minds Tuition", phone: "+60 123456789", unread: true });
    expect(list.counts).toEqual({
      new: 3,
      contacted: 0,
      "demo-scheduled": 0,
      "demo-held": 0,
      won: 0,
      lost: 0,
      spam: 0,
    });
    expect(list.unread).toBe(3);
    expect(list.latestId).toBe(list.leads[0].id);
    expect(list.nextCursor).toBeNull();
  });

  it("pages by cursor, 50 at a time", async () => {
    const { h, sales } = await setup(engine);
    for (let n = 0; n < 53; n++) await submit(h, "request-demo", { name: `Lead ${n}` });
    const first = (await h.call("GET", "/leads", { as: sales })).json();
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0].name).toBe("Lead 52");
    const second = (await h.call("GET", `/leads?cursor=${first.nextCursor}`, { as: sales })).json();
    expect(second.leads.map((lead: Listed) => lead.name)).toEqual(["Lead 2", "Lead 1", "Lead 0"]);
    expect(second.nextCursor).toBeNull();
  });

  it("counts each lead's leads from its client within a day before or after it: a burst from four", async () => {
    const { h, sales } = await setup(engine);
    const [one, other] = ["198.51.100.7", "198.51.100.8"];
    for (const name of ["A1", "A2", "A3"]) await submit(h, "request-demo", { name }, "/", one);
    await submit(h, "request-demo", { name: "B1" }, "/", other);
    h.advance(23 * 3_600_000);
    await submit(h, "request-demo", { name: "A4" }, "/", one);
    h.advance(2 * 3_600_000);
    await submit(h, "request-demo", { name: "A5" }, "/", one);
    // A day on: a new session.
    await h.signIn(sales);
    const list = (await h.call("GET", "/leads", { as: sales })).json();
    const counts = Object.fromEntries(
      list.leads.map((lead: Listed & { sameClient: number }) => [lead.name, lead.sameClient]),
    );
    // A1 to A3 have A4 within the day after them; A5 only A4 in the day before it.
    expect(counts).toEqual({ A1: 4, A2: 4, A3: 4, B1: 1, A4: 5, A5: 2 });
    const a4 = list.leads.find((lead: Listed) => lead.name === "A4");
    const detail = (await h.call("GET", `/leads/${a4.id}`, { as: sales })).json();
    expect(detail.sameClient).toBe(5);
    // The signal of the lead's page counts up to the lead only, as it always has.
    expect(detail.signals.sameClientDay).toBe(4);
  });

  it("filters by form, status, assignee and days in Malaysia time, and searches without regard to case", async () => {
    const { h, sales } = await setup(engine);
    await submit(h, "request-demo", { name: "Siti Nurhaliza", companyName: "Tadika Bintang" });
    await submit(h, "campaign-application", { centerName: "Smart_Kids 100%" });
    h.advance(24 * 3_600_000);
    await submit(h, "request-demo", { contactNumber: "+60 19-888 7777" });
    await h.signIn(sales);
    const names = async (query: string) => {
      const reply = await h.call("GET", `/leads?${query}`, { as: sales });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().leads.map((lead: Listed) => lead.name);
    };

    expect(await names("form=campaign-application")).toEqual(["Kumar Raj"]);
    expect(await names("q=BINTANG")).toEqual(["Siti Nurhaliza"]);
    expect(await names("q=198887777")).toEqual(["Aisyah Rahman"]);
    // LIKE's wildcards are taken literally.
    expect(await names("q=_kids 100%25")).toEqual(["Kumar Raj"]);
    expect(await names("q=%25")).toEqual(["Kumar Raj"]);
    expect(await names("from=2026-11-23&to=2026-11-23")).toEqual(["Kumar Raj", "Siti Nurhaliza"]);
    expect(await names("from=2026-11-24")).toEqual(["Aisyah Rahman"]);
    expect(await names("assignee=none")).toHaveLength(3);
    expect(await names("status=contacted")).toEqual([]);

    const bad = await h.call("GET", "/leads?status=archived", { as: sales });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Unknown status/);

    // Issue 48, finding 9: impossible and far days, and numbers that are not plain digits.
    for (const [path, field, message] of [
      ["/leads?from=2026-99-99", "from", "That date is not a day of the calendar"],
      ["/leads?to=2026-02-30", "to", "That date is not a day of the calendar"],
      ["/leads?from=2017-12-31", "from", "Use a date from 2018-01-01 to 2027-12-31"],
      ["/leads/export.csv?to=9999-12-31", "to", "Use a date from 2018-01-01 to 2027-12-31"],
      ["/leads?cursor=0x10", "cursor", "Give the cursor as a whole number from 1 to 2147483647"],
      ["/leads/0x10", "id", "Give the id as a whole number from 1 to 2147483647"],
      ["/leads/1e1", "id", "Give the id as a whole number from 1 to 2147483647"],
      ["/leads/99999999999", "id", "Give the id as a whole number from 1 to 2147483647"],
    ] as const) {
      const refused = await h.call("GET", path, { as: sales });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json(), path).toEqual({ error: "Bad Request", field, message });
    }
  });

  it("keeps honeypot catches and leads marked as spam in the spam folder, and restores them", async () => {
    const { h, sales } = await setup(engine);
    await submit(h, "request-demo", { name: "Real Person" });
    await submit(h, "request-demo", { name: "Bot", [HONEYPOT_FIELD]: "http://spam.example" });
    const inbox = async () => (await h.call("GET", "/leads", { as: sales })).json();
    const spam = async () => (await h.call("GET", "/leads?status=spam", { as: sales })).json();
    expect((await inbox()).leads.map((lead: Listed) => lead.name)).toEqual(["Real Person"]);
    const caught = (await spam()).leads[0];
    expect(caught.name).toBe("Bot");
    expect((await h.call("GET", `/leads/${caught.id}`, { as: sales })).json().signals.honeypot).toBe(true);

    const real = (await inbox()).leads[0];
    await h.call("POST", `/leads/${real.id}/status`, { as: sales, body: { status: "spam" } });
    expect((await inbox()).leads).toEqual([]);
    expect((await spam()).counts.spam).toBe(2);
    await h.call("POST", `/leads/${caught.id}/status`, { as: sales, body: { status: "new" } });
    expect((await inbox()).leads.map((lead: Listed) => lead.name)).toEqual(["Bot"]);
  });

  it("shows a lead's fields, origin, delivery, signals and timeline, and marks it read for the team", async () => {
    const { h, sales } = await setup(engine);
    await submit(h, "request-demo", {}, "/center-management-system");
    const { id } = (await h.call("GET", "/leads", { as: sales })).json().leads[0];
    const lead = (await h.call("GET", `/leads/${id}`, { as: sales })).json();
    // Each field under a label a person reads, not its name in the payload.
    const labels = ["Name", "Company or institution", "E-mail", "Contact number", "Preferred date", "Preferred time"];
    expect(lead.fields).toEqual(
      Object.entries(samples["request-demo"] ?? {}).map(([name, value], index) => ({
        name,
        label: labels[index],
        value,
      })),
    );
    expect(lead).toMatchObject({
      formTitle: "Demo request",
      page: "/center-management-system",
      language: "en",
      userAgent: "Vitest/1.0",
      delivery: { state: "queued", attempts: 0, lastError: null },
      signals: { honeypot: false, attested: null, sameClientDay: 1 },
      timeline: [{ kind: "received" }],
    });
    const after = (await h.call("GET", "/leads", { as: sales })).json();
    expect(after.unread).toBe(0);
    expect(after.leads[0].unread).toBe(false);

    await h.db.updateTable("outbox").set({ attempts: 2, last_error: "421 try later" }).execute();
    expect((await h.call("GET", `/leads/${id}`, { as: sales })).json().delivery).toMatchObject({
      state: "retrying",
      lastError: "421 try later",
    });
    expect((await h.call("GET", "/leads/999999", { as: sales })).statusCode).toBe(404);
  });

  it("records each status change, assignment and note on the timeline and in the audit log", async () => {
    const { h, sales } = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    await submit(h, "request-demo");
    const { id } = (await h.call("GET", "/leads", { as: sales })).json().leads[0];
    const options = (await h.call("GET", "/leads/options", { as: sales })).json();
    expect(options.forms.map((form: { title: string }) => form.title)).toEqual([
      "Demo request",
      "Centre sign-up application",
      "RHB campaign application",
    ]);
    const assignees = options.assignees;
    expect(assignees.map((member: { email: string }) => member.email)).toEqual(["sales@ikey.example"]);

    await h.call("POST", `/leads/${id}/status`, { as: sales, body: { status: "contacted" } });
    await h.call("POST", `/leads/${id}/assignee`, { as: sales, body: { assigneeId: assignees[0].id } });
    await h.call("POST", `/leads/${id}/notes`, { as: sales, body: { text: "Called; demo on Friday." } });
    const supportId = (
      await h.db.selectFrom("staff").select("id").where("email", "=", support.email).executeTakeFirstOrThrow()
    ).id;
    const refused = await h.call("POST", `/leads/${id}/assignee`, {
      as: sales,
      body: { assigneeId: Number(supportId) },
    });
    expect(refused.statusCode).toBe(400);
    const empty = await h.call("POST", `/leads/${id}/notes`, { as: sales, body: { text: "   " } });
    expect(empty.json()).toMatchObject({ error: "Validation Failed", message: "Write a note first" });

    const lead = (await h.call("GET", `/leads/${id}`, { as: sales })).json();
    expect(lead.status).toBe("contacted");
    expect(lead.assignee).toEqual({ id: assignees[0].id, email: "sales@ikey.example" });
    expect(lead.timeline.map(({ at: _at, ...event }: { at: number }) => event)).toEqual([
      { actor: "Demo request", kind: "received" },
      { actor: "sales@ikey.example", kind: "status", from: "new", to: "contacted" },
      { actor: "sales@ikey.example", kind: "assignee", from: null, to: "sales@ikey.example" },
      { actor: "sales@ikey.example", kind: "note", text: "Called; demo on Friday." },
    ]);
    const filtered = (await h.call("GET", `/leads?assignee=${assignees[0].id}&status=contacted`, { as: sales })).json();
    expect(filtered.leads).toHaveLength(1);

    const audit = await h.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "like", "lead.%")
      .orderBy("id")
      .execute();
    expect(audit.map(({ action }) => action)).toEqual(["lead.status", "lead.assignee", "lead.note", "lead.view"]);
    // A note's words stay on the lead.
    expect(audit.find(({ action }) => action === "lead.note")?.detail).toBeNull();
  });

  it("keeps one audit entry for a member's views of a lead within an hour", async () => {
    // Issue 49, point 13: each load of the page (and each save, which reads it again) was an entry.
    const { h, sales } = await setup(engine);
    const other = await h.member("other.sales@ikey.example", "sales");
    await submit(h, "request-demo");
    const { id } = (await h.call("GET", "/leads", { as: sales })).json().leads[0];
    const view = (as: typeof sales) => h.call("GET", `/leads/${id}`, { as });
    for (let n = 0; n < 3; n++) expect((await view(sales)).statusCode).toBe(200);
    await view(other);
    h.advance(61 * 60_000);
    await h.signIn(sales);
    await view(sales);
    const views = await h.db
      .selectFrom("audit_log")
      .select(["actor", "target"])
      .where("action", "=", "lead.view")
      .orderBy("id")
      .execute();
    expect(views).toEqual([
      { actor: "sales@ikey.example", target: `lead ${id}` },
      { actor: "other.sales@ikey.example", target: `lead ${id}` },
      { actor: "sales@ikey.example", target: `lead ${id}` },
    ]);
  });

  it("exports the view: its columns, Malaysia times, a name saying the filter, a BOM, no formulas", async () => {
    const { h, sales } = await setup(engine);
    // Issue 49, finding 8. A booked demo with a campaign, and a sign-up a search engine referred.
    await submit(h, "request-demo", {
      name: "黄伟明",
      contactNumber: "+60 12-345 6789",
      companyName: '=HYPERLINK("http://evil.example")',
      appointmentDate: "2026-11-24",
      appointmentTime: "10:30",
      attribution: { utmSource: "facebook", utmCampaign: "reflex" },
    });
    await submit(h, "centre-sign-up", { attribution: { referrerHost: "www.google.com" } });
    const [signUp, demo] = (await h.call("GET", "/leads", { as: sales })).json().leads;
    await h.call("POST", `/leads/${signUp.id}/status`, { as: sales, body: { status: "contacted" } });
    const { assignees } = (await h.call("GET", "/leads/options", { as: sales })).json();
    const salesId = assignees.find((member: { email: string }) => member.email === sales.email).id;
    await h.call("POST", `/leads/${signUp.id}/assignee`, { as: sales, body: { assigneeId: salesId } });
    // 00:30 on Tuesday in Malaysia, still Monday in UTC: the file is named for Tuesday.
    h.advance(Date.parse("2026-11-24T00:30:00+08:00") - h.now());
    await h.signIn(sales);

    const one = await h.call("GET", "/leads/export.csv?form=request-demo", { as: sales });
    expect(one.headers["content-type"], one.body).toBe("text/csv; charset=utf-8");
    expect(one.headers["content-disposition"]).toBe('attachment; filename="leads-request-demo-2026-11-24.csv"');
    expect(one.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row] = parse(one.rawPayload, { bom: true, relax_column_count: false }) as string[][];
    const cells = Object.fromEntries((header ?? []).map((name, index) => [name, row?.[index]]));
    expect(header).toEqual([
      ...["id", "received_at", "name", "companyName", "email", "contactNumber", "appointmentDate", "appointmentTime"],
      ...["status", "assignee", "first_response_at", "first_response_by", "demo_at", "demo_host", "demo_status"],
      ...["source", "campaign"],
    ]);
    expect(cells).toMatchObject({
      id: String(demo.id),
      received_at: expect.stringMatching(/^2026-11-23T09:00:\d\d\+08:00$/),
      name: "黄伟明",
      companyName: `'=HYPERLINK("http://evil.example")`,
      contactNumber: "'+60 12-345 6789",
      status: "Demo scheduled",
      demo_at: "2026-11-24T10:30:00+08:00",
      demo_status: "confirmed",
      source: "facebook",
      campaign: "reflex",
    });
    expect(cells.demo_host).toMatch(/@ikey\.example$/);

    const contacted = await h.call("GET", `/leads/export.csv?status=contacted&assignee=${salesId}&from=2026-11-01`, {
      as: sales,
    });
    expect(contacted.headers["content-disposition"]).toBe(
      'attachment; filename="leads-contacted-assigned-sales-from-2026-11-01-2026-11-24.csv"',
    );
    const [mixed, signUpRow] = parse(contacted.rawPayload, { bom: true }) as string[][];
    const signUpCells = Object.fromEntries((mixed ?? []).map((name, index) => [name, signUpRow?.[index]]));
    expect(signUpCells).toMatchObject({
      form: "centre-sign-up",
      status: "Contacted",
      assignee: "sales@ikey.example",
      first_response_at: expect.stringMatching(/^2026-11-23T09:0\d:\d\d\+08:00$/),
      first_response_by: "status",
      demo_at: "",
      source: "www.google.com",
    });
    const exported = await h.db.selectFrom("audit_log").select("detail").where("action", "=", "lead.export").execute();
    expect(exported.map(({ detail }) => JSON.parse(detail ?? "{}").rows)).toEqual([1, 1]);
  });

  it("lets only an admin erase a lead for good; the audit log keeps the fact, not the data", async () => {
    const { h, sales } = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    await submit(h, "request-demo");
    const { id } = (await h.call("GET", "/leads", { as: sales })).json().leads[0];
    await h.call("POST", `/leads/${id}/notes`, { as: sales, body: { text: "Asked to be forgotten." } });
    expect((await h.call("DELETE", `/leads/${id}`, { as: sales })).statusCode).toBe(403);
    expect((await h.call("DELETE", `/leads/${id}`, { as: admin })).statusCode).toBe(200);

    expect((await h.call("GET", "/leads", { as: admin })).json().leads).toEqual([]);
    expect((await h.call("GET", `/leads/${id}`, { as: admin })).statusCode).toBe(404);
    expect((await h.call("GET", "/leads/export.csv", { as: admin })).body.split("\r\n")).toHaveLength(2);
    for (const table of ["leads", "lead_events"] as const) {
      expect(await h.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    expect(await h.db.selectFrom("outbox").selectAll().where("lead_id", "is not", null).execute()).toEqual([]);
    const erased = await h.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "lead.erase")
      .executeTakeFirstOrThrow();
    expect(erased).toMatchObject({ actor: admin.email, target: `lead ${id}`, detail: '{"form":"request-demo"}' });
    const everything = JSON.stringify(await h.db.selectFrom("audit_log").selectAll().execute());
    expect(everything).not.toContain("Aisyah");
    expect((await h.call("DELETE", `/leads/${id}`, { as: admin })).statusCode).toBe(404);
  });
});
