import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * A booked demo's reminders wait in the outbox, due 24 hours and 1 hour before it
 * (docs/decisions/0026-demo-booking.md): each row names its booking, so a move can replace them and
 * a cancel remove them. As in 0002, SQLite runs this in a transaction of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db);
  await db.transaction().execute((trx) => addAll(trx));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("demo_booking_id", "bigint", (column) => column.references("demo_bookings.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("outbox_demo_booking").on("outbox").columns(["demo_booking_id"]).execute();
}
