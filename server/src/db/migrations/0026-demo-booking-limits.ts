import { type Kysely, sql } from "kysely";
import { mailboxKey } from "../../credentials/normalise-email";
import { isPostgres } from "../dialect";

/**
 * One visitor cannot empty the demo calendar (docs/decisions/0026-demo-booking.md, "Abuse"):
 * - each booking keeps the mailbox its address delivers to (`email_key`, backfilled here from the
 *   lower-cased address every booking already keeps), indexed with the start, for the cap of two
 *   demos to come per mailbox;
 * - the admins' rule that a new booking waits for the visitor's confirmation from their e-mail
 *   (`demo_settings.confirm_by_email`, off), and the two statuses a booking gains with it:
 *   "tentative" until `confirm_by`, "lapsed" once that passed unconfirmed. The status CHECK of
 *   migration 0012 is widened as 0015 widened the leads': PostgreSQL replaces the constraint;
 *   SQLite rebuilds the table from its own stored definition with foreign keys off, so dropping
 *   the old one cascades to none of its reminders, then checks them before the transaction commits.
 */
const BEFORE = "'held', 'no-show')";
const AFTER = "'held', 'no-show', 'tentative', 'lapsed')";
const STATUSES = "'confirmed', 'cancelled', 'held', 'no-show', 'tentative', 'lapsed'";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL runs each migration in a transaction of the migrator's.
  if (isPostgres(db)) {
    await addColumns(db);
    await sql`alter table demo_bookings drop constraint demo_bookings_status_check`.execute(db);
    await sql`alter table demo_bookings add constraint demo_bookings_status_check check (status in (${sql.raw(STATUSES)}))`.execute(
      db,
    );
    await addIndexes(db);
    return;
  }
  // Outside a transaction: SQLite ignores this pragma within one.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await addColumns(trx);
      await widenSqliteStatus(trx);
      await addIndexes(trx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addColumns(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("demo_settings")
    .addColumn("confirm_by_email", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("demo_bookings")
    .addColumn("email_key", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("demo_bookings").addColumn("confirm_by", "bigint").execute();
  const rows = await db.selectFrom("demo_bookings").select(["id", "email"]).execute();
  for (const row of rows) {
    await db
      .updateTable("demo_bookings")
      .set({ email_key: mailboxKey(row.email) })
      .where("id", "=", row.id)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addIndexes(db: Kysely<any>): Promise<void> {
  // The cap reads a mailbox's demos to come: the key, then the start. The address's own index goes.
  await db.schema.dropIndex("demo_bookings_email").execute();
  await db.schema
    .createIndex("demo_bookings_email_key")
    .on("demo_bookings")
    .columns(["email_key", "starts_at"])
    .execute();
  // The pass that lapses unconfirmed bookings reads only the tentative ones, by their deadline.
  await db.schema
    .createIndex("demo_bookings_tentative")
    .on("demo_bookings")
    .column("confirm_by")
    .where(sql.ref("status"), "=", "tentative")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function widenSqliteStatus(trx: Kysely<any>): Promise<void> {
  const schema = (type: string) =>
    sql<{ sql: string }>`select sql from sqlite_schema
      where type = ${type} and tbl_name = 'demo_bookings' and sql is not null`.execute(trx);
  const [table] = (await schema("table")).rows;
  const create = table?.sql ?? "";
  if (create.split(BEFORE).length !== 2) throw new Error("demo_bookings.status is not as migration 0012 made it");
  const widened = create
    .replace(BEFORE, AFTER)
    .replace(/^create table\s+"?demo_bookings"?/i, 'create table "demo_bookings_widened"');
  // Its indexes, as stored: made again on the new table.
  const dependents = [...(await schema("index")).rows, ...(await schema("trigger")).rows];

  await sql.raw(widened).execute(trx);
  await sql`insert into demo_bookings_widened select * from demo_bookings`.execute(trx);
  await sql`drop table demo_bookings`.execute(trx);
  await sql`alter table demo_bookings_widened rename to demo_bookings`.execute(trx);
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
  const broken = await sql`pragma foreign_key_check`.execute(trx);
  if (broken.rows.length > 0) throw new Error(`rebuilding demo_bookings broke ${broken.rows.length} foreign keys`);
}
