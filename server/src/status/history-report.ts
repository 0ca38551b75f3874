import type { StatusHistory } from "@ikey/contracts/api-schemas";
import {
  HISTORY_DAYS,
  STATUS_TARGETS,
  type StatusTarget,
  statusGroups,
  UPTIME_WINDOWS,
  uptimePercent,
} from "@ikey/contracts/status-history";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DAY_MS, dayStart, HOUR_MS, hourStart } from "../time";
import { publicIncidents } from "./incident-store";

interface Tally {
  readonly checks: number;
  readonly failures: number;
}

type TargetHistory = Pick<StatusHistory["groups"][number], "days" | "uptime" | "hours" | "since">;

/**
 * The answer of GET /status/history as of `now`: per target, its 90 daily rollups and 24 hourly
 * ones, read with two indexed range queries; the groups take their target's figures (Parent and
 * Educator share the api target). The 24-hour figure sums the last 24 hourly rollups; the 7, 30
 * and 90-day figures sum that many Malaysian days, today included. Each target's first measured day
 * is its oldest daily rollup (a third query, on the rollups' primary key), so a new deployment's page
 * shows the days it has measured rather than 89 empty ones.
 */
export async function readHistory(db: Kysely<Database>, now: number): Promise<StatusHistory> {
  const today = dayStart(now);
  const firstDay = today - (HISTORY_DAYS - 1) * DAY_MS;
  const thisHour = hourStart(now);
  const firstHour = thisHour - 23 * HOUR_MS;
  const [days, hours, firstDays, incidents] = await Promise.all([
    db
      .selectFrom("status_rollups")
      .select(["target", "bucket_start", "checks", "failures"])
      .where("period", "=", "day")
      .where("bucket_start", ">=", firstDay)
      .execute(),
    db
      .selectFrom("status_rollups")
      .select(["target", "bucket_start", "checks", "failures", "p50_ms", "p95_ms"])
      .where("period", "=", "hour")
      .where("bucket_start", ">=", firstHour)
      .execute(),
    db
      .selectFrom("status_rollups")
      .select(["target", (eb) => eb.fn.min("bucket_start").as("first")])
      .where("period", "=", "day")
      .groupBy("target")
      .execute(),
    publicIncidents(db, now),
  ]);
  const byTarget = new Map<StatusTarget, TargetHistory>();
  for (const target of STATUS_TARGETS) {
    const dayRows = new Map(
      days.filter((row) => row.target === target).map((row) => [Number(row.bucket_start), tallyOf(row)]),
    );
    const hourRows = new Map(
      hours.filter((row) => row.target === target).map((row) => [Number(row.bucket_start), row]),
    );
    const dayList = Array.from({ length: HISTORY_DAYS }, (_, index) => {
      const start = firstDay + index * DAY_MS;
      const tally = dayRows.get(start) ?? { checks: 0, failures: 0 };
      return { start, ...tally, uptime: uptimePercent(tally.checks, tally.failures) };
    });
    const hourList = Array.from({ length: 24 }, (_, index) => {
      const start = firstHour + index * HOUR_MS;
      const row = hourRows.get(start);
      return { start, p50: nullableNumber(row?.p50_ms), p95: nullableNumber(row?.p95_ms) };
    });
    const lastDay = sum([...hourRows.values()].map(tallyOf));
    const lastDays = (count: number) => sum(dayList.slice(-count));
    const windows = { day: lastDay, week: lastDays(7), month: lastDays(30), quarter: lastDays(90) };
    const uptime = Object.fromEntries(
      UPTIME_WINDOWS.map(({ key }) => [key, uptimePercent(windows[key].checks, windows[key].failures)]),
    ) as TargetHistory["uptime"];
    const first = firstDays.find((row) => row.target === target)?.first;
    byTarget.set(target, { days: dayList, hours: hourList, uptime, since: nullableNumber(first) });
  }
  return {
    generatedAt: now,
    groups: statusGroups.map((group) => ({ id: group.id, ...(byTarget.get(group.target) as TargetHistory) })),
    incidents,
  };
}

function tallyOf(row: { checks: number | string; failures: number | string }): Tally {
  return { checks: Number(row.checks), failures: Number(row.failures) };
}

function sum(tallies: readonly Tally[]): Tally {
  return tallies.reduce(
    (total, tally) => ({
      checks: total.checks + tally.checks,
      failures: total.failures + tally.failures,
    }),
    { checks: 0, failures: 0 },
  );
}

function nullableNumber(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}
