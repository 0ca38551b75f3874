import { type Kysely, sql } from "kysely";

/**
 * A lead's source is its campaign source, else its referring site (server/src/leads/lead-source.ts).
 * Filtering the inbox or the sources-and-speed report by a source reads the leads of that source in
 * the period from this index; 0024's index on the campaign source alone could not serve the
 * expression, and a one-source report over 26 weeks read every lead of the period (issue 49's
 * bench: SQLite p95 55.9 ms before the referrer fallback, 122.7 ms after, at 100,000 leads).
 * The index replaces 0024's on `utm_source`, which nothing reads any more.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index leads_source_submitted_at
    on leads (coalesce(utm_source, referrer_host), submitted_at)`.execute(db);
  // If exists: migrations may run out of order (migrate.ts), and 0024 may come after this one.
  await db.schema.dropIndex("leads_utm_source_submitted_at").ifExists().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("leads_utm_source_submitted_at")
    .on("leads")
    .columns(["utm_source", "submitted_at"])
    .execute();
  await db.schema.dropIndex("leads_source_submitted_at").execute();
}
