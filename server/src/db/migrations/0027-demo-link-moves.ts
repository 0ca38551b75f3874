import type { Kysely } from "kysely";

/**
 * How often each demo has been moved through its visitor's link on one Malaysian day
 * (demo-booking/link-moves.ts): the day, "YYYY-MM-DD", of the last such move, and the moves on
 * it. Demos booked before start with none.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("demo_bookings").addColumn("link_moves_day", "text").execute();
  await db.schema
    .alterTable("demo_bookings")
    .addColumn("link_moves", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("demo_bookings").dropColumn("link_moves").execute();
  await db.schema.alterTable("demo_bookings").dropColumn("link_moves_day").execute();
}
