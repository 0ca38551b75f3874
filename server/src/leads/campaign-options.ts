import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The most sources or campaigns the inbox's filters list: beyond it, the list would be no help. */
const MOST_LISTED = 200;

/** The distinct values of one campaign tag the leads hold, in order; each read from its index (migration 0016). */
async function distinctValues(db: Kysely<Database>, column: "utm_source" | "utm_campaign"): Promise<string[]> {
  const rows = await db
    .selectFrom("leads")
    .select(column)
    .distinct()
    .where(column, "is not", null)
    .orderBy(column)
    .limit(MOST_LISTED)
    .execute();
  return rows.flatMap((row) => (row[column] === null ? [] : [row[column]]));
}

/** The campaign sources and names the inbox can filter by. */
export async function campaignOptions(db: Kysely<Database>): Promise<{ sources: string[]; campaigns: string[] }> {
  const [sources, campaigns] = await Promise.all([
    distinctValues(db, "utm_source"),
    distinctValues(db, "utm_campaign"),
  ]);
  return { sources, campaigns };
}
