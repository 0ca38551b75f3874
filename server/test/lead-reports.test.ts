import type { LeadReport } from "@ikey/contracts/lead-reports-schema";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { LeadStatus } from "../src/db/schema";
import { type StaffHarness, staffHarnessPerTest } from "./staff-harness";
import { engines } from "./test-app";

const harness = staffHarnessPerTest();
const WEEK = 7 * 86_400_000;
const NOW = Date.parse("2026-11-25T12:00:00+08:00"); // a Wednesday
/** Monday 23 November 2026, midnight in Malaysia: the start of the report's last week. */
const THIS_MONDAY = Date.parse("2026-11-23T00:00:00+08:00");
const SOURCES = ["rhb", "facebook", null, "rhb", "newsletter", null] as const;
const CAMPAIGNS = ["reflex", null, "spring"] as const;
const STATUSES: LeadStatus[] = ["new", "contacted", "demo-scheduled", "demo-held", "won", "lost", "spam", "contacted"];

/**
 * Writes 140 leads over 14 weeks (two before a 12-week report), spread over sources, campaigns,
 * statuses and assignees, some answered; lost leads that once had a demo or were won, and a
 * contacted one once won, say so on their timeline only.
 */
async function seed(h: StaffHarness, assignees: (number | null)[]) {
  const start = THIS_MONDAY - 13 * WEEK;
  for (let n = 0; n < 140; n++) {
    const status = STATUSES[n % STATUSES.length] as LeadStatus;
    const submittedAt = start + Math.floor((n / 140) * 14 * WEEK) + (n % 5) * 3_600_000;
    const answered = status !== "new" && status !== "spam" && n % 9 !== 0;
    const { id } = await h.db
      .insertInto("leads")
      .values({
        type: "request-demo",
        payload: "{}",
        submitted_at: submittedAt,
        user_agent: "Vitest/1.0",
        client_hash: `client-${n}`,
        is_spam: status === "spam" ? 1 : 0,
        idempotency_key: null,
        page: null,
        attested: null,
        status,
        assignee_id: assignees[n % assignees.length] ?? null,
        viewed_at: null,
        utm_source: SOURCES[n % SOURCES.length],
        utm_campaign: CAMPAIGNS[n % CAMPAIGNS.length],
        first_contacted_at: answered ? submittedAt + 60_000 : null,
        first_contact_kind: answered ? "status" : null,
        first_response_ms: answered ? ((n * 7_919) % 50) * 60_000 : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const history: string[] = [];
    if (status === "lost" && n % 2 === 0) history.push("demo-scheduled");
    if (status === "lost" && n % 3 === 0) history.push("won");
    if (status === "contacted" && n % 4 === 0) history.push("won");
    for (const to of history) {
      await h.db
        .insertInto("lead_events")
        .values({
          lead_id: Number(id),
          at: submittedAt + 120_000,
          actor_id: null,
          actor: "site",
          kind: "status",
          detail: JSON.stringify({ from: "new", to }),
        })
        .execute();
    }
  }
}

type Counts = { leads: number; contacted: number; demoScheduled: number; won: number };

/** The stage counts of the leads matching `where`, counted plainly, lead by lead. */
async function plainCounts(h: StaffHarness, where: string): Promise<Counts> {
  const reached = (statuses: string[]) =>
    `(status in (${statuses.map((s) => `'${s}'`).join(", ")}) or exists (select 1 from lead_events e
      where e.lead_id = leads.id and e.kind = 'status' and (${statuses
        .map((s) => `e.detail = '{"from":"new","to":"${s}"}'`)
        .join(" or ")})))`;
  const { rows } = await sql<Record<string, unknown>>`select
      count(*) as leads,
      count(case when first_contacted_at is not null
        or ${sql.raw(reached(["contacted", "demo-scheduled", "demo-held", "won"]))} then 1 end) as contacted,
      count(case when ${sql.raw(reached(["demo-scheduled", "demo-held"]))} then 1 end) as demo,
      count(case when ${sql.raw(reached(["won"]))} then 1 end) as won
    from leads where status <> 'spam' and ${sql.raw(where)}`.execute(h.db);
  const row = rows[0] ?? {};
  return {
    leads: Number(row.leads),
    contacted: Number(row.contacted),
    demoScheduled: Number(row.demo),
    won: Number(row.won),
  };
}

/** The nearest-rank percentile of the answered leads' response times matching `where`. */
async function plainPercentiles(h: StaffHarness, where: string) {
  const { rows } = await sql<{ ms: unknown }>`select first_response_ms as ms from leads
    where status <> 'spam' and first_response_ms is not null and ${sql.raw(where)}`.execute(h.db);
  const times = rows.map((row) => Number(row.ms)).sort((a, b) => a - b);
  const rank = (p: number) => (times.length === 0 ? null : (times[Math.ceil(times.length * p) - 1] ?? null));
  return { answered: times.length, medianMs: rank(0.5), p90Ms: rank(0.9) };
}

async function setup(engine: (typeof engines)[number]) {
  const h = await harness(engine);
  const sales = await h.member("sales@ikey.example", "sales");
  await h.member("second.sales@ikey.example", "sales");
  const staff = await h.db.selectFrom("staff").select(["id", "email"]).orderBy("email").execute();
  const ids = staff.map((member) => Number(member.id));
  h.advance(NOW - h.now() - 30_000);
  expect((await h.signIn(sales)).statusCode).toBe(200);
  await seed(h, [...ids, null]);
  return { h, sales, ids };
}

const inWeek = (start: number) => `submitted_at >= ${start} and submitted_at < ${start + WEEK}`;

describe.each(engines)("the sources-and-speed report on %s", (engine) => {
  it("counts each week's leads, stages and response times as plain SQL does", async () => {
    const { h, sales, ids } = await setup(engine);
    const reply = await h.call("GET", "/lead-reports", { as: sales });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers["cache-control"]).toContain("no-store");
    const report = reply.json<LeadReport>();

    const firstMonday = THIS_MONDAY - 11 * WEEK;
    expect(report.weekStarts).toEqual(Array.from({ length: 12 }, (_, index) => firstMonday + index * WEEK));
    for (const week of report.weeks) {
      const { leads, contacted, demoScheduled, won, answered, medianMs, p90Ms } = week;
      expect({ leads, contacted, demoScheduled, won }, new Date(week.start).toISOString()).toEqual(
        await plainCounts(h, inWeek(week.start)),
      );
      expect({ answered, medianMs, p90Ms }).toEqual(await plainPercentiles(h, inWeek(week.start)));
    }
    // The seed's stages show up: leads moved on since still count as having reached them.
    const total = report.weeks.reduce((sum, week) => sum + week.demoScheduled + week.won, 0);
    expect(total).toBeGreaterThan(10);

    const period = `submitted_at >= ${firstMonday} and submitted_at < ${THIS_MONDAY + WEEK}`;
    const bySource = Object.fromEntries(report.sources.map((row) => [`${row.kind}:${row.name}`, row]));
    expect(Object.keys(bySource).sort()).toEqual(["none:", "tag:facebook", "tag:newsletter", "tag:rhb"]);
    for (const [key, where] of [
      ["tag:rhb", "utm_source = 'rhb'"],
      ["tag:facebook", "utm_source = 'facebook'"],
      ["none:", "utm_source is null"],
    ] as const) {
      const row = bySource[key];
      const { leads, contacted, demoScheduled, won } = row ?? {};
      expect({ leads, contacted, demoScheduled, won }, key).toEqual(await plainCounts(h, `${where} and ${period}`));
      const perWeek = await Promise.all(
        report.weekStarts.map(async (start) => (await plainCounts(h, `${where} and ${inWeek(start)}`)).leads),
      );
      expect(row?.perWeek).toEqual(perWeek);
    }
    const spring = report.campaigns.find((row) => row.name === "spring");
    expect(spring?.leads).toBe((await plainCounts(h, `utm_campaign = 'spring' and ${period}`)).leads);

    const [first] = ids;
    const mine = report.members.find((row) => row.member?.id === first);
    expect(mine && { answered: mine.answered, medianMs: mine.medianMs, p90Ms: mine.p90Ms }).toEqual(
      await plainPercentiles(h, `assignee_id = ${first} and ${period}`),
    );
    const nobody = report.members.find((row) => row.member === null);
    expect(nobody?.answered).toBe((await plainPercentiles(h, `assignee_id is null and ${period}`)).answered);
    expect(report.options.sources).toEqual(["rhb", "facebook", "newsletter"]);
    expect(report.options.members.map((member) => member.id).sort()).toEqual([...ids].sort());
  });

  it("narrows to the weeks, source, campaign and member asked for", async () => {
    const { h, sales, ids } = await setup(engine);
    const member = ids[0];
    const reply = await h.call("GET", `/lead-reports?weeks=4&source=rhb&campaign=reflex&member=${member}`, {
      as: sales,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json<LeadReport>();
    expect(report.weekStarts).toHaveLength(4);
    expect(report.weekStarts[0]).toBe(THIS_MONDAY - 3 * WEEK);
    const where = `utm_source = 'rhb' and utm_campaign = 'reflex' and assignee_id = ${member}`;
    for (const week of report.weeks) {
      expect(week.leads).toBe((await plainCounts(h, `${where} and ${inWeek(week.start)}`)).leads);
    }
    expect(report.weeks.filter((week) => week.leads > 0).length).toBeGreaterThan(1);
    expect(report.sources.map((row) => row.name)).toEqual(["rhb"]);
  });

  it("names the eight most frequent sources and adds up the rest", async () => {
    const h = await harness(engine);
    const sales = await h.member("sales@ikey.example", "sales");
    h.advance(NOW - h.now() - 30_000);
    expect((await h.signIn(sales)).statusCode).toBe(200);
    // Source s1 has one lead, s2 two, … s10 ten: s1 and s2 are the rest.
    for (let source = 1; source <= 10; source++) {
      for (let n = 0; n < source; n++) {
        await h.db
          .insertInto("leads")
          .values({
            type: "request-demo",
            payload: "{}",
            submitted_at: THIS_MONDAY + n * 60_000,
            user_agent: "Vitest/1.0",
            client_hash: `client-${source}-${n}`,
            is_spam: 0,
            idempotency_key: null,
            page: null,
            attested: null,
            assignee_id: null,
            viewed_at: null,
            utm_source: `s${source}`,
          })
          .execute();
      }
    }
    const report = (await h.call("GET", "/lead-reports?weeks=1", { as: sales })).json<LeadReport>();
    expect(report.sources.map((row) => [row.kind, row.name, row.leads, row.perWeek])).toEqual([
      ...[10, 9, 8, 7, 6, 5, 4, 3].map((count) => ["tag", `s${count}`, count, [count]]),
      ["rest", "", 3, [3]],
    ]);
    expect(report.campaigns).toEqual([
      { kind: "none", name: "", perWeek: [55], leads: 55, contacted: 0, demoScheduled: 0, won: 0 },
    ]);
  });

  it("counts the stages cumulatively, and a referred lead under its referrer as the inbox does", async () => {
    // Issue 49, point 13: a demo booked from the form was not "contacted"; a lead a search engine
    // referred, with no campaign tags, had no source in the report.
    const h = await harness(engine);
    const sales = await h.member("sales@ikey.example", "sales");
    h.advance(NOW - h.now() - 30_000);
    expect((await h.signIn(sales)).statusCode).toBe(200);
    const lead = (n: number, status: LeadStatus, source: { utm_source?: string; referrer_host?: string }) =>
      h.db
        .insertInto("leads")
        .values({
          type: "request-demo",
          payload: "{}",
          submitted_at: THIS_MONDAY + n * 60_000,
          user_agent: "Vitest/1.0",
          client_hash: `client-${n}`,
          is_spam: 0,
          idempotency_key: null,
          page: null,
          attested: null,
          assignee_id: null,
          viewed_at: null,
          status,
          ...source,
        })
        .execute();
    await lead(1, "demo-scheduled", { referrer_host: "www.google.com" });
    await lead(2, "won", { referrer_host: "www.google.com" });
    await lead(3, "new", { utm_source: "rhb", referrer_host: "www.google.com" });
    const report = (await h.call("GET", "/lead-reports?weeks=1", { as: sales })).json<LeadReport>();
    expect(report.weeks[0]).toMatchObject({ leads: 3, contacted: 2, demoScheduled: 1, won: 1 });
    expect(report.sources.map(({ kind, name, leads, contacted }) => ({ kind, name, leads, contacted }))).toEqual([
      { kind: "tag", name: "www.google.com", leads: 2, contacted: 2 },
      { kind: "tag", name: "rhb", leads: 1, contacted: 0 },
    ]);
    expect(report.options.sources).toEqual(["www.google.com", "rhb"]);
    const referred = (
      await h.call("GET", "/lead-reports?weeks=1&source=www.google.com", { as: sales })
    ).json<LeadReport>();
    expect(referred.weeks[0]?.leads).toBe(2);
  });

  it("is for sales and admins only, and names the filter it refuses", async () => {
    const { h, sales } = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    expect((await h.call("GET", "/lead-reports", { as: support })).statusCode).toBe(403);
    expect((await h.call("GET", "/lead-reports")).statusCode).toBe(401);
    for (const [query, field] of [
      ["weeks=0", "weeks"],
      ["weeks=27", "weeks"],
      ["weeks=two", "weeks"],
      ["weeks=1.5", "weeks"],
      ["member=-3", "member"],
      ["member=someone", "member"],
      [`source=${"x".repeat(201)}`, "source"],
      ["campaign=", "campaign"],
    ] as const) {
      const bad = await h.call("GET", `/lead-reports?${query}`, { as: sales });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toMatchObject({ field });
    }
  });
});
