import type { Kysely } from "kysely";

/**
 * How often a day offers a start time (demo-booking/slot-rules.ts): every N minutes on the clock,
 * apart from the demo's length and buffer (issue 49). 30 until an admin sets it, which is what
 * the default 30-minute demo without a buffer offered before. And the bookings by lead: the lead's
 * page shows its demo, and booking from it checks the lead holds none.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("demo_settings")
    .addColumn("start_every_minutes", "integer", (column) => column.notNull().defaultTo(30))
    .execute();
  await db.schema.createIndex("demo_bookings_lead").on("demo_bookings").columns(["lead_id"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demo_bookings_lead").execute();
  await db.schema.alterTable("demo_settings").dropColumn("start_every_minutes").execute();
}
