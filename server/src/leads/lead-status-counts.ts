import { LEAD_STATUSES, type LeadStatus } from "@ikey/contracts/lead-inbox";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * How many rows of changes may gather before a read folds them into one per status: summing a
 * few thousand small rows stays well under a millisecond, and folding is rare.
 */
export const STATUS_COUNT_ROWS_BEFORE_FOLDING = 2_000;

/**
 * The number of leads per status, every lead counted (the inbox unfiltered), from the signed
 * changes the triggers of migration 0024 write: a sum over a few rows rather than a count of
 * every lead (docs/decisions/0029-first-response.md). Folds the changes when they have grown.
 */
export async function leadStatusCounts(db: Kysely<Database>): Promise<Record<LeadStatus, number>> {
  const rows = await db
    .selectFrom("lead_status_counts")
    .select((eb) => ["status", eb.fn.sum<number>("n").as("n"), eb.fn.countAll<number>().as("rows")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  const stored = rows.reduce((sum, row) => sum + Number(row.rows), 0);
  if (stored > STATUS_COUNT_ROWS_BEFORE_FOLDING) await foldLeadStatusCounts(db);
  return counts;
}

/**
 * Replaces the changes with one row per status holding their sum. The sums are those of the rows
 * this transaction itself deleted: on PostgreSQL a second instance folding at once waits for the
 * first's deletions, then skips those rows and sums only what it deleted, and changes committed
 * meanwhile are left for next time, so no change is counted twice or lost.
 */
export async function foldLeadStatusCounts(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("lead_status_counts").returning(["status", "n"]).execute();
    const sums = new Map<LeadStatus, number>();
    for (const row of deleted) sums.set(row.status, (sums.get(row.status) ?? 0) + Number(row.n));
    const values = [...sums].filter(([, n]) => n !== 0).map(([status, n]) => ({ status, n }));
    if (values.length > 0) await trx.insertInto("lead_status_counts").values(values).execute();
  });
}
