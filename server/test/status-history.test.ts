import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { afterEach, describe, expect, it } from "vitest";
import { startRetention, statusProbeRetention, statusRollupRetention } from "../src/jobs/retention-job";
import { readHistory } from "../src/status/history-report";
import { incidentActions } from "../src/status/incident-actions";
import { percentile, recordProbes } from "../src/status/probe-rollups";
import { probeRound } from "../src/status/probe-round";
import { subscriberTokens } from "../src/status/subscriber-tokens";
import { SITE, type StaffHarness, staffHarnessPerTest } from "./staff-harness";
import { fakeTargets } from "./status-targets";
import { engines } from "./test-app";

const setup = staffHarnessPerTest();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (text: string) => Date.parse(text);

let stopTargets: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stopTargets) await stop();
  stopTargets = [];
});

/** A probe round as one instance runs it, against fake targets, on the harness's movable clock. */
async function roundsOn(h: StaffHarness, options: { autoIncidents?: boolean; instances?: number } = {}) {
  const targets = await fakeTargets();
  stopTargets.push(targets.close);
  const mail = { queued: 0 };
  const incidents = incidentActions({
    db: h.db,
    mail: { siteUrl: SITE, supportEmail: "support@ikey.example", tokens: subscriberTokens(h.keys.hash) },
    onMailQueued: () => mail.queued++,
  });
  const instance = () =>
    probeRound({
      db: h.db,
      clock: h.now,
      targets: targets.urls,
      timeoutMs: 300,
      intervalMs: MINUTE,
      suggestAfterFailures: 3,
      autoIncidents: options.autoIncidents ?? false,
      incidents,
      onMailQueued: () => mail.queued++,
    });
  return { targets, mail, run: instance(), instance };
}

const storedProbes = (h: StaffHarness) =>
  h.db
    .selectFrom("status_probes")
    .select(["target", "probed_at", "working", "failure"])
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, probed_at: Number(row.probed_at), working: Number(row.working) })));

describe("percentile", () => {
  it("is the nearest rank", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 95)).toBe(19);
  });
});

describe.each(engines)("Check App Status's history on %s", (engine) => {
  it("probes the four targets with the checker's code and stores the kind of each failure", async () => {
    const h = await setup(engine);
    const { targets, run } = await roundsOn(h);
    targets.set("center", "status");
    targets.set("server1", "content");
    targets.set("server2", "refused");
    const report = await run();
    expect(report?.records.map((record) => [record.target, record.failure])).toEqual([
      ["api", null],
      ["center", "status"],
      ["server1", "content"],
      ["server2", "network"],
    ]);
    targets.set("api", "silent");
    h.advance(MINUTE);
    await run();
    const rows = await storedProbes(h);
    expect(rows).toHaveLength(8);
    expect(rows[4]).toEqual({ target: "api", probed_at: h.now(), working: 0, failure: "timeout" });
  });

  it("lets exactly one instance probe in each interval", async () => {
    const h = await setup(engine);
    const { instance } = await roundsOn(h);
    const [first, second] = [instance(), instance()];
    const reports = await Promise.all([first(), second(), first()]);
    expect(reports.filter(Boolean)).toHaveLength(1);
    h.advance(MINUTE);
    expect((await Promise.all([second(), first()])).filter(Boolean)).toHaveLength(1);
    expect(await storedProbes(h)).toHaveLength(8);
  });

  it("rolls results up per hour and Malaysian day, and answers the history from the rollups", async () => {
    const h = await setup(engine);
    const ten = at("2026-11-23T10:00:00+08:00");
    const hourTen = [120, 80, 200, 150, 90, 300, 110, 100, 95, 1000];
    await recordProbes(h.db, [
      ...hourTen.map((durationMs, index) => ({
        target: "center" as const,
        probedAt: ten + index * MINUTE,
        durationMs,
        failure: null,
      })),
      { target: "center", probedAt: ten + 20 * MINUTE, durationMs: 10_000, failure: "timeout" },
      { target: "center", probedAt: ten + 21 * MINUTE, durationMs: 3, failure: "network" },
    ]);
    for (const [index, durationMs] of [50, 60, 70, 80].entries()) {
      await recordProbes(h.db, [
        { target: "center", probedAt: ten + HOUR + index * MINUTE, durationMs, failure: null },
      ]);
    }
    // Three days before: 10 checks, 1 failed.
    await recordProbes(
      h.db,
      Array.from({ length: 10 }, (_, index) => ({
        target: "center" as const,
        probedAt: at("2026-11-20T15:00:00+08:00") + index * MINUTE,
        durationMs: 100,
        failure: index === 0 ? ("status" as const) : null,
      })),
    );
    // Either side of Malaysian midnight (16:00 UTC).
    await recordProbes(h.db, [
      { target: "server1", probedAt: at("2026-11-22T23:59:59.999+08:00"), durationMs: 40, failure: null },
      { target: "server1", probedAt: at("2026-11-23T00:00:00+08:00"), durationMs: 0, failure: "network" },
    ]);

    const rollups = await h.db
      .selectFrom("status_rollups")
      .selectAll()
      .where("target", "=", "center")
      .where("bucket_start", ">=", at("2026-11-23T00:00:00+08:00"))
      .orderBy("period")
      .orderBy("bucket_start")
      .execute();
    expect(
      rollups.map((row) => [
        row.period,
        Number(row.bucket_start),
        ...[row.checks, row.failures, row.p50_ms, row.p95_ms].map(Number),
      ]),
    ).toEqual([
      ["day", at("2026-11-23T00:00:00+08:00"), 16, 2, 95, 1000],
      ["hour", ten, 12, 2, 110, 1000],
      ["hour", ten + HOUR, 4, 0, 60, 80],
    ]);

    const now = at("2026-11-23T11:30:00+08:00");
    const history: StatusHistory = await readHistory(h.db, now);
    expect(history.groups.map((group) => group.id)).toEqual([
      "server1",
      "server2",
      "center",
      "parent-app",
      "educator-app",
    ]);
    const center = history.groups[2];
    expect(center?.days).toHaveLength(90);
    expect(center?.days[89]).toEqual({ start: at("2026-11-23T00:00:00+08:00"), checks: 16, failures: 2, uptime: 87.5 });
    expect(center?.days[86]).toEqual({ start: at("2026-11-20T00:00:00+08:00"), checks: 10, failures: 1, uptime: 90 });
    expect(center?.days[0]).toEqual({ start: at("2026-08-26T00:00:00+08:00"), checks: 0, failures: 0, uptime: null });
    // 24 hours: 16 checks, 2 failed; 7, 30 and 90 days: 26 checks, 3 failed (23/26 = 88.4615…, rounded down).
    expect(center?.uptime).toEqual({ day: 87.5, week: 88.46, month: 88.46, quarter: 88.46 });
    expect(center?.hours).toHaveLength(24);
    expect(center?.hours[0]?.start).toBe(at("2026-11-22T12:00:00+08:00"));
    expect(center?.hours.slice(21)).toEqual([
      { start: at("2026-11-23T09:00:00+08:00"), p50: null, p95: null },
      { start: ten, p50: 110, p95: 1000 },
      { start: ten + HOUR, p50: 60, p95: 80 },
    ]);
    const server1 = history.groups[0];
    expect(server1?.days.slice(88).map((day) => [day.checks, day.uptime])).toEqual([
      [1, 100],
      [1, 0],
    ]);
    // Parent and Educator share the api target; with no probes, no figures.
    expect(history.groups[3]?.uptime).toEqual({ day: null, week: null, month: null, quarter: null });
    expect(history.incidents).toEqual([]);
    // Each group's first measured day: its target's oldest daily rollup, or null without one.
    expect(center?.since).toBe(at("2026-11-20T00:00:00+08:00"));
    expect(server1?.since).toBe(at("2026-11-22T00:00:00+08:00"));
    expect(history.groups[3]?.since).toBeNull();
  });

  it("says the first measured day even when it is older than the 90 days the bars show", async () => {
    const h = await setup(engine);
    const now = at("2026-12-06T12:00:00+08:00");
    // A fresh database measures nothing yet.
    expect((await readHistory(h.db, now)).groups.map((group) => group.since)).toEqual([null, null, null, null, null]);
    // 120 days ago (rollups are kept 400 days), then today: the oldest day counts, not the window's first.
    await recordProbes(h.db, [
      { target: "api", probedAt: now - 120 * DAY, durationMs: 10, failure: null },
      { target: "api", probedAt: now, durationMs: 10, failure: null },
    ]);
    const history = await readHistory(h.db, now);
    const parent = history.groups.find((group) => group.id === "parent-app");
    expect(parent?.since).toBe(at("2026-08-08T00:00:00+08:00"));
    expect(parent?.since).toBeLessThan(parent?.days[0]?.start ?? 0);
    expect(history.groups.find((group) => group.id === "educator-app")?.since).toBe(parent?.since);
  });

  it("keeps raw results for the configured days and rollups for 400 days", async () => {
    const h = await setup(engine);
    const now = h.now();
    for (const age of [8, 6]) {
      await recordProbes(h.db, [{ target: "api", probedAt: now - age * DAY, durationMs: 10, failure: null }]);
    }
    await h.db
      .insertInto("status_rollups")
      .values(
        [401, 399].map((age) => ({
          target: "api",
          period: "day" as const,
          bucket_start: now - age * DAY,
          checks: 1,
          failures: 0,
          p50_ms: 1,
          p95_ms: 1,
        })),
      )
      .execute();
    const log = { info: () => {}, error: () => {} };
    for (const rule of [statusProbeRetention(7), statusRollupRetention]) {
      const pass = startRetention({ db: h.db, clock: h.now, log: log as never, rule });
      await pass.stop();
    }
    const probes = await storedProbes(h);
    expect(probes.map((probe) => (now - probe.probed_at) / DAY)).toEqual([6]);
    const rollups = await h.db
      .selectFrom("status_rollups")
      .select("bucket_start")
      .where("period", "=", "day")
      .execute();
    // 8 and 6 days ago's own day rollups, and the one 399 days ago.
    expect(rollups.map((row) => Math.round((now - Number(row.bucket_start)) / DAY)).sort((a, b) => a - b)).toEqual([
      6, 8, 399,
    ]);
  });

  it("suggests an incident after 3 failed probes in a row, once per run of failures", async () => {
    const h = await setup(engine);
    const { targets, run } = await roundsOn(h);
    const suggestions = () => h.db.selectFrom("status_suggestions").selectAll().orderBy("id").execute();
    targets.set("api", "status");
    const made: number[] = [];
    for (let round = 1; round <= 4; round++) {
      made.push((await run())?.suggestions.length ?? -1);
      h.advance(MINUTE);
    }
    expect(made).toEqual([0, 0, 1, 0]);
    let [open] = await suggestions();
    expect([open?.target, Number(open?.failures), open?.failure, Number(open?.failing_since)]).toEqual([
      "api",
      4,
      "status",
      h.now() - 4 * MINUTE,
    ]);
    // Dismissed: not suggested again while the target stays down.
    await h.db.updateTable("status_suggestions").set({ closed_at: h.now() }).execute();
    await run();
    h.advance(MINUTE);
    expect(await suggestions()).toHaveLength(1);
    // Working again, then down for 3 more rounds: a new run, a new suggestion.
    targets.set("api", "up");
    await run();
    h.advance(MINUTE);
    targets.set("api", "silent");
    for (let round = 1; round <= 3; round++) {
      await run();
      h.advance(MINUTE);
    }
    const all = await suggestions();
    expect(all).toHaveLength(2);
    open = all[1];
    expect([open?.failure, open?.closed_at]).toEqual(["timeout", null]);
    // And it closes by itself when the target works again.
    targets.set("api", "up");
    await run();
    expect((await suggestions())[1]?.closed_at).toBe(h.now());
  });

  it("opens the suggested incident itself with STATUS_AUTO_INCIDENTS, audited and e-mailed", async () => {
    const h = await setup(engine);
    const { targets, run, mail } = await roundsOn(h, { autoIncidents: true });
    await h.db
      .insertInto("status_subscribers")
      .values({ email: "parent@ceria.example", created_at: 0, confirmed_at: 1 })
      .execute();
    targets.set("center", "refused");
    for (let round = 1; round <= 3; round++) {
      await run();
      h.advance(MINUTE);
    }
    const incidents = await h.db.selectFrom("status_incidents").selectAll().execute();
    expect(
      incidents.map((incident) => [incident.title, incident.groups, incident.status, incident.opened_by_email]),
    ).toEqual([["Center not responding", "center", "investigating", "automatic"]]);
    const suggestion = await h.db
      .selectFrom("status_suggestions")
      .select(["closed_at", "incident_id"])
      .executeTakeFirst();
    expect(Number(suggestion?.incident_id)).toBe(Number(incidents[0]?.id));
    const audit = await h.db.selectFrom("audit_log").select(["actor", "action"]).execute();
    expect(audit).toEqual([{ actor: "automatic", action: "incident.open" }]);
    const outbox = await h.db.selectFrom("outbox").select("message").execute();
    expect(outbox.map((row) => JSON.parse(row.message).subject)).toEqual([
      "[iKEY status] Investigating: Center not responding",
    ]);
    expect(mail.queued).toBe(1);
    // The open incident covers the group: a later run does not suggest again.
    expect(await h.db.selectFrom("status_suggestions").select("id").execute()).toHaveLength(1);
  });
});
