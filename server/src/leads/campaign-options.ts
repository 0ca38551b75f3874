import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { LEAD_SOURCE } from "./lead-source";

/** The most sources or campaigns the inbox's filters list: beyond it, the list would be no help. */
const MOST_LISTED = 200;

/**
 * The distinct values of one tag the leads hold, in order, each read from its index: the source
 * (campaign source, else referring site, as the inbox shows and filters it) from migration 0033's,
 * the campaign from 0016's.
 */
async function distinctValues(db: Kysely<Database>, tag: "source" | "campaign"): Promise<string[]> {
  const value = tag === "source" ? LEAD_SOURCE : sql<string | null>`leads.utm_campaign`;
  const rows = await db
    .selectFrom("leads")
    .select(value.as("value"))
    .distinct()
    .where(value, "is not", null)
    .orderBy(value)
    .limit(MOST_LISTED)
    .execute();
  return rows.flatMap((row) => (row.value === null ? [] : [row.value]));
}

/** The sources and campaign names the inbox can filter by. */
export async function campaignOptions(db: Kysely<Database>): Promise<{ sources: string[]; campaigns: string[] }> {
  const [sources, campaigns] = await Promise.all([distinctValues(db, "source"), distinctValues(db, "campaign")]);
  return { sources, campaigns };
}
