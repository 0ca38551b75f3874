import type { Kysely } from "kysely";

/**
 * The sources-and-speed report (docs/decisions/0033-lead-reports.md) asks which of a period's
 * leads a status change ever took to a demo or to won: it reads the status changes made since the
 * period began, found by kind and time here rather than by a scan of every lead's timeline.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("lead_events_kind_at").on("lead_events").columns(["kind", "at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lead_events_kind_at").execute();
}
