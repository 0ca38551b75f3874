import type { Kysely } from "kysely";

/**
 * Token buckets for the request limits (limits/rate-limiter.ts `take`): one row per key, so a
 * check costs one upsert however busy the key is.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_buckets")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("tokens", "double precision", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_buckets").execute();
}
