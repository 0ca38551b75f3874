import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Where each lead came from (docs/decisions/0027-lead-attribution.md): the first page of the visit,
 * the referring site's host and the five campaign tags, each null when the visit had none or it
 * failed its check. Earlier leads have none. The inbox filters by source and by campaign, newest
 * first, so each has an index with the id. As in 0002, SQLite runs this in a transaction of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db);
  await db.transaction().execute((trx) => addAll(trx));
}

const COLUMNS = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("leads").addColumn(column, "text").execute();
  await db.schema.createIndex("leads_utm_source").on("leads").columns(["utm_source", "id"]).execute();
  await db.schema.createIndex("leads_utm_campaign").on("leads").columns(["utm_campaign", "id"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_utm_campaign").execute();
  await db.schema.dropIndex("leads_utm_source").execute();
  for (const column of COLUMNS.toReversed()) await db.schema.alterTable("leads").dropColumn(column).execute();
}
