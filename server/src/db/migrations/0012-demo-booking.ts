import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Demo booking (docs/decisions/0026-demo-booking.md): the admins' booking rules (one row), each
 * sales member's availability (no row: the default hours), their days off, and the booked demos.
 * A member can hold one confirmed demo per start time, by a partial unique index that guards the
 * transaction's own overlap check. As in 0002, SQLite runs this in a transaction of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return createAll(db, true);
  await db.transaction().execute((trx) => createAll(trx, false));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createAll(db: Kysely<any>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable("demo_settings")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("length_minutes", "integer", (column) => column.notNull())
    .addColumn("buffer_minutes", "integer", (column) => column.notNull())
    .addColumn("notice_minutes", "integer", (column) => column.notNull())
    .addColumn("horizon_days", "integer", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addCheckConstraint("demo_settings_one_row", sql`id = 1`)
    .execute();

  await db.schema
    .createTable("demo_availability")
    .addColumn("staff_id", "bigint", (column) => column.primaryKey().references("staff.id").onDelete("cascade"))
    .addColumn("takes_demos", "integer", (column) => column.notNull())
    // JSON: for each weekday (0 Sunday to 6 Saturday), the [start, end) stretches in Malaysia time.
    .addColumn("weekly_hours", "text", (column) => column.notNull())
    .addColumn("daily_maximum", "integer", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("demo_days_off")
    .addColumn("staff_id", "bigint", (column) => column.notNull().references("staff.id").onDelete("cascade"))
    // A Malaysian calendar day, YYYY-MM-DD.
    .addColumn("day", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("demo_days_off_key", ["staff_id", "day"])
    .execute();

  await db.schema
    .createTable("demo_bookings")
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("staff_id", "bigint", (column) => column.notNull().references("staff.id"))
    .addColumn("starts_at", "bigint", (column) => column.notNull())
    .addColumn("ends_at", "bigint", (column) => column.notNull())
    .addColumn("status", "text", (column) =>
      column.notNull().check(sql`status in ('confirmed', 'cancelled', 'held', 'no-show')`),
    )
    // Lower-cased: one address holds at most two future demos.
    .addColumn("email", "text", (column) => column.notNull())
    // The calendar invitation's SEQUENCE: raised by each move.
    .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
    // The visitor's move-or-cancel link, kept only as a hash.
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await sql`create unique index demo_bookings_member_start on demo_bookings (staff_id, starts_at) where status = 'confirmed'`.execute(
    db,
  );
  await db.schema.createIndex("demo_bookings_starts_at").on("demo_bookings").columns(["starts_at"]).execute();
  await db.schema.createIndex("demo_bookings_email").on("demo_bookings").columns(["email", "starts_at"]).execute();
}
