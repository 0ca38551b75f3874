import type { Kysely } from "kysely";

/**
 * Changes to a live text published at a time (docs/decisions/0045-cms.md, "Scheduled changes"): the
 * revision that replaces the live one at `next_publish_at`, while the live one stays on the site
 * until then. Null when nothing is scheduled. A revision named here never changes (cms-drafts.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema
    .alterTable("cms_texts")
    .addColumn("next_revision_id", "integer", (column) => column.references("cms_revisions.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("cms_texts").addColumn("next_publish_at", "bigint").execute();
}
