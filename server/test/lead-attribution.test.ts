import { leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { validCampaignApplication, validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { BODY_LIMIT_BYTES } from "../src/app";
import { SITE, type StaffHarness, staffHarnessPerTest } from "./staff-harness";
import { engines } from "./test-app";

const harness = staffHarnessPerTest();
const site = parseSiteConfig({});
const samples: Record<string, Record<string, unknown>> = {
  // After the sales hours, so the demo is not booked: this file is about where leads came from.
  "request-demo": { ...validRequestDemo, appointmentTime: "20:00" },
  "centre-sign-up": validCentreSignUp,
  "campaign-application": validCampaignApplication,
};

const fromTheBank = {
  landingPage: "/?utm_source=rhb&utm_campaign=reflex",
  referrerHost: "www.rhbgroup.com",
  utmSource: "rhb",
  utmMedium: "email",
  utmCampaign: "reflex",
  utmTerm: "centre software",
  utmContent: "banner",
};

/** Sends a lead as the site's form does, with `body` beside the payload; answers its status code. */
async function send(
  h: StaffHarness,
  form: string,
  body: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) {
  const kind = leadKinds.find((candidate) => candidate.name === form);
  if (!kind) throw new Error(form);
  h.advance(1_000);
  const reply = await h.app.inject({
    method: "POST",
    url: `${kind.path}?code=${encodeURIComponent(leadCallSettings(kind, site).code)}`,
    headers: { "content-type": "application/json", "user-agent": "Vitest/1.0", referer: `${SITE}/campaign` },
    payload: { ...samples[form], ...changes, ...body },
  });
  return reply;
}

/** The newest lead's stored row. */
const newest = (h: StaffHarness) =>
  h.db.selectFrom("leads").selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();

describe.each(engines)("where a lead came from, on %s", (engine) => {
  it("stores each form's attribution beside the payload, which keeps exactly the spec's fields", async () => {
    const h = await harness(engine, {}, { leads: { max: 100 } });
    const sales = await h.member("sales@ikey.example", "sales");
    for (const form of leadKinds.map((kind) => kind.name)) {
      const reply = await send(h, form, { attribution: fromTheBank });
      expect(reply.statusCode, reply.body).toBe(201);
      const row = await newest(h);
      expect(row).toMatchObject({
        type: form,
        landing_page: fromTheBank.landingPage,
        referrer_host: "www.rhbgroup.com",
        utm_source: "rhb",
        utm_medium: "email",
        utm_campaign: "reflex",
        utm_term: "centre software",
        utm_content: "banner",
      });
      expect(Object.keys(JSON.parse(row.payload))).not.toContain("attribution");
      const lead = (await h.call("GET", `/leads/${row.id}`, { as: sales })).json();
      expect(lead.attribution).toEqual(fromTheBank);
      expect(lead.fields.map((field: { name: string }) => field.name)).not.toContain("attribution");
    }
    // None sent: every part null.
    await send(h, "request-demo", {});
    const plain = (await h.call("GET", `/leads/${(await newest(h)).id}`, { as: sales })).json();
    expect(Object.values(plain.attribution)).toEqual([null, null, null, null, null, null, null]);
  });

  it("drops what fails its checks and keeps the lead, answered exactly as without it", async () => {
    const h = await harness(engine, {}, { leads: { max: 100 } });
    const bad: [unknown, Record<string, string | null>][] = [
      [
        { ...fromTheBank, utmCampaign: "c".repeat(201) },
        { utm_campaign: null, utm_source: "rhb" },
      ],
      [
        { utmSource: "rhb\u0000", utmMedium: "e\nmail", utmTerm: "ok" },
        { utm_source: null, utm_term: "ok" },
      ],
      [{ utmSource: "rhb", gclid: "abc", constructor: "x" }, { utm_source: "rhb" }],
      [{ utmSource: 42, utmCampaign: ["reflex"], landingPage: "https://evil.example/" }, { utm_source: null }],
      ["utm_source=rhb", { utm_source: null, landing_page: null }],
      [["rhb"], { utm_source: null }],
      [null, { utm_source: null }],
    ];
    const plain = await send(h, "campaign-application", {});
    for (const [attribution, stored] of bad) {
      const reply = await send(h, "campaign-application", { attribution });
      expect(reply.statusCode, JSON.stringify(attribution)).toBe(201);
      expect(reply.body).toBe(plain.body);
      expect(await newest(h), JSON.stringify(attribution)).toMatchObject(stored);
    }
    expect(await h.db.selectFrom("leads").select("id").execute()).toHaveLength(bad.length + 1);
  });

  it("keeps a lead sent with 10 KB of parameters: the body limit leaves room for them", async () => {
    const h = await harness(engine, {}, { leads: { max: 100 } });
    // The site drops a part longer than the server keeps before sending; a page that did not would send this.
    const attribution = { landingPage: "/campaign", utmSource: "rhb", utmTerm: "x".repeat(10 * 1024) };
    const body = JSON.stringify({ ...samples["campaign-application"], attribution });
    expect(Buffer.byteLength(body)).toBeGreaterThan(10 * 1024);
    expect(Buffer.byteLength(body)).toBeLessThan(BODY_LIMIT_BYTES);
    const reply = await send(h, "campaign-application", { attribution });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await newest(h)).toMatchObject({ utm_source: "rhb", utm_term: null, landing_page: "/campaign" });
  });

  it("checks the spec's fields exactly as before, whatever the attribution", async () => {
    const h = await harness(engine, {}, { leads: { max: 100 } });
    const withIt = await send(h, "campaign-application", { attribution: fromTheBank }, { email: "" });
    const without = await send(h, "campaign-application", {}, { email: "" });
    expect(withIt.statusCode).toBe(400);
    expect(withIt.json()).toEqual(without.json());
    expect(await h.db.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("filters the inbox and its export by source and campaign, and offers the ones leads came with", async () => {
    const h = await harness(engine, {}, { leads: { max: 100 } });
    const sales = await h.member("sales@ikey.example", "sales");
    await send(h, "campaign-application", { attribution: fromTheBank }, { firstName: "Bank" });
    await send(h, "request-demo", { attribution: { utmSource: "facebook", utmCampaign: "reflex" } }, { name: "Post" });
    await send(h, "centre-sign-up", { attribution: { referrerHost: "www.google.com" } });
    const names = async (query: string) => {
      const reply = await h.call("GET", `/leads?${query}`, { as: sales });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().leads.map((lead: { name: string }) => lead.name);
    };
    expect(await names("source=rhb")).toEqual(["Bank Raj"]);
    expect(await names("campaign=reflex")).toEqual(["Post", "Bank Raj"]);
    expect(await names("source=facebook&campaign=reflex")).toEqual(["Post"]);
    expect(await names("source=RHB")).toEqual([]);
    // A lead with no campaign tags has its referring site as its source, in the filter as in the list.
    expect(await names("source=www.google.com")).toEqual(await names("form=centre-sign-up"));
    expect(await names("source=www.google.com")).toHaveLength(1);
    expect(await names("")).toHaveLength(3);
    const listed = (await h.call("GET", "/leads", { as: sales })).json().leads;
    expect(
      listed.map((lead: { source: string | null; campaign: string | null }) => [lead.source, lead.campaign]),
    ).toEqual([
      ["www.google.com", null],
      ["facebook", "reflex"],
      [fromTheBank.utmSource, fromTheBank.utmCampaign],
    ]);
    expect((await h.call("GET", `/leads?source=${"s".repeat(201)}`, { as: sales })).json().message).toMatch(
      /Unknown source/,
    );

    const options = (await h.call("GET", "/leads/options", { as: sales })).json();
    expect(options.sources).toEqual(["facebook", "rhb", "www.google.com"]);
    expect(options.campaigns).toEqual(["reflex"]);

    const csv = (await h.call("GET", "/leads/export.csv?campaign=reflex", { as: sales })).body;
    // The console's export is the view: its source and campaign (the CLI's has every attribution column).
    const rows: Record<string, string>[] = parse(csv, { columns: true, bom: true });
    expect(rows.map((row) => [row.form, row.source, row.campaign])).toEqual([
      ["campaign-application", "rhb", "reflex"],
      ["request-demo", "facebook", "reflex"],
    ]);
  });
});
