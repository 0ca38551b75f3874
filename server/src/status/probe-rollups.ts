import type { ProbeFailure, StatusTarget } from "@ikey/contracts/status-history";
import type { Kysely } from "kysely";
import type { Database, StatusRollupsTable } from "../db/schema";
import { DAY_MS, dayStart, HOUR_MS, hourStart } from "../time";

/** One background probe's result, as stored. */
export interface ProbeRecord {
  readonly target: StatusTarget;
  readonly probedAt: number;
  readonly durationMs: number;
  readonly failure: ProbeFailure | null;
}

type Period = StatusRollupsTable["period"];
const periods: readonly { readonly period: Period; readonly start: (time: number) => number; readonly ms: number }[] = [
  { period: "hour", start: hourStart, ms: HOUR_MS },
  { period: "day", start: dayStart, ms: DAY_MS },
];

/**
 * The nearest-rank percentile of ascending `sorted` values: the smallest value with at least p % of
 * the values at or below it. Null for no values.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

/**
 * Stores a round's results and brings the hour's and the day's rollups of each target up to date,
 * in the caller's transaction. A rollup is recomputed from the raw results of its whole bucket
 * (at most 1,440 a day per target at the default interval), so a percentile is exact, not an
 * estimate, and a round stored twice or late still gives the right figures.
 */
export async function recordProbes(db: Kysely<Database>, records: readonly ProbeRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto("status_probes")
    .values(
      records.map((record) => ({
        target: record.target,
        probed_at: record.probedAt,
        working: record.failure === null ? 1 : 0,
        duration_ms: Math.max(0, Math.round(record.durationMs)),
        failure: record.failure,
      })),
    )
    .execute();
  const buckets = new Map<string, { target: StatusTarget; period: Period; start: number; ms: number }>();
  for (const record of records) {
    for (const { period, start, ms } of periods) {
      const bucketStart = start(record.probedAt);
      buckets.set(`${record.target}:${period}:${bucketStart}`, {
        target: record.target,
        period,
        start: bucketStart,
        ms,
      });
    }
  }
  for (const bucket of buckets.values()) await rollUp(db, bucket.target, bucket.period, bucket.start, bucket.ms);
}

async function rollUp(db: Kysely<Database>, target: StatusTarget, period: Period, start: number, ms: number) {
  const rows = await db
    .selectFrom("status_probes")
    .select(["working", "duration_ms"])
    .where("target", "=", target)
    .where("probed_at", ">=", start)
    .where("probed_at", "<", start + ms)
    .execute();
  const working = rows
    .filter((row) => Number(row.working) === 1)
    .map((row) => Number(row.duration_ms))
    .sort((a, b) => a - b);
  const figures = {
    checks: rows.length,
    failures: rows.length - working.length,
    p50_ms: percentile(working, 50),
    p95_ms: percentile(working, 95),
  };
  await db
    .insertInto("status_rollups")
    .values({ target, period, bucket_start: start, ...figures })
    .onConflict((conflict) => conflict.columns(["target", "period", "bucket_start"]).doUpdateSet(figures))
    .execute();
}

/** Raw results older than `cutoff`: the rollups keep what they said. */
export async function deleteProbesBefore(db: Kysely<Database>, cutoff: number): Promise<number> {
  const { numDeletedRows } = await db.deleteFrom("status_probes").where("probed_at", "<", cutoff).executeTakeFirst();
  return Number(numDeletedRows);
}

/** Rollups whose bucket began before `cutoff`. */
export async function deleteRollupsBefore(db: Kysely<Database>, cutoff: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("status_rollups")
    .where("bucket_start", "<", cutoff)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
