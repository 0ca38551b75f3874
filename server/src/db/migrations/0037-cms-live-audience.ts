import { type Kysely, sql } from "kysely";

/**
 * The audience a help article's text is published under (docs/decisions/0045-cms.md): a change of
 * audience in the editor is a draft's change like any other, and moves a language's page (to
 * /help/<audience>/<slug>, with a 301 from the old address) only when that language is published.
 * `live_audience` is what the site shows, `next_audience` what scheduled changes bring; both null
 * for an announcement. A text live before this migration keeps the audience its item had.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable("cms_texts").addColumn("live_audience", "text").execute();
  await db.schema.alterTable("cms_texts").addColumn("next_audience", "text").execute();
  await sql`update cms_texts
    set live_audience = (select audience from cms_items where cms_items.id = cms_texts.item_id),
      next_audience = case when next_revision_id is null then null
        else (select audience from cms_items where cms_items.id = cms_texts.item_id) end
    where live_revision_id is not null`.execute(db);
}
