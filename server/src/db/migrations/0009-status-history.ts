import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Check App Status's history (docs/decisions/0016): the background probes' raw results and their
 * hourly and daily rollups, incidents with their updates, suggested incidents, e-mail subscribers,
 * and subscribers' e-mails in the outbox. As in 0002, SQLite runs this in a transaction of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return createAll(db, true);
  await db.transaction().execute((trx) => createAll(trx, false));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
const id = (db: Kysely<any>, table: string, postgres: boolean) =>
  db.schema
    .createTable(table)
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    );

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createAll(db: Kysely<any>, postgres: boolean): Promise<void> {
  // One row per probe; kept for STATUS_RAW_RETENTION_DAYS.
  await id(db, "status_probes", postgres)
    .addColumn("target", "text", (column) => column.notNull())
    .addColumn("probed_at", "bigint", (column) => column.notNull())
    .addColumn("working", "integer", (column) => column.notNull())
    .addColumn("duration_ms", "integer", (column) => column.notNull())
    .addColumn("failure", "text")
    .addCheckConstraint("status_probes_failure", sql`(working = 1) = (failure is null)`)
    .execute();
  await db.schema.createIndex("status_probes_target_at").on("status_probes").columns(["target", "probed_at"]).execute();

  // Checks, failures and the working probes' p50 and p95 per target, hour and Malaysian day.
  await db.schema
    .createTable("status_rollups")
    .addColumn("target", "text", (column) => column.notNull())
    .addColumn("period", "text", (column) => column.notNull())
    .addColumn("bucket_start", "bigint", (column) => column.notNull())
    .addColumn("checks", "integer", (column) => column.notNull())
    .addColumn("failures", "integer", (column) => column.notNull())
    .addColumn("p50_ms", "integer")
    .addColumn("p95_ms", "integer")
    .addPrimaryKeyConstraint("status_rollups_key", ["target", "period", "bucket_start"])
    .addCheckConstraint("status_rollups_period", sql`period in ('hour', 'day')`)
    .execute();
  // Retention deletes by age across targets.
  await db.schema.createIndex("status_rollups_start").on("status_rollups").column("bucket_start").execute();

  await id(db, "status_incidents", postgres)
    .addColumn("title", "text", (column) => column.notNull())
    // The affected groups' ids, comma-separated (a handful of fixed ids).
    .addColumn("groups", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("started_at", "bigint", (column) => column.notNull())
    .addColumn("resolved_at", "bigint")
    // Null when STATUS_AUTO_INCIDENTS opened it.
    .addColumn("opened_by", "bigint", (column) => column.references("staff.id").onDelete("set null"))
    .addColumn("opened_by_email", "text", (column) => column.notNull())
    .addCheckConstraint(
      "status_incidents_status",
      sql`status in ('investigating', 'identified', 'monitoring', 'resolved')`,
    )
    .addCheckConstraint("status_incidents_resolved", sql`(status = 'resolved') = (resolved_at is not null)`)
    .execute();
  await db.schema.createIndex("status_incidents_started").on("status_incidents").column("started_at").execute();

  await id(db, "status_incident_updates", postgres)
    .addColumn("incident_id", "bigint", (column) =>
      column.notNull().references("status_incidents.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("by_email", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("status_incident_updates_incident")
    .on("status_incident_updates")
    .columns(["incident_id", "id"])
    .execute();

  // A target's run of failed probes that reached the threshold: shown in the console until an
  // incident takes it, a member dismisses it, or the target works again.
  await id(db, "status_suggestions", postgres)
    .addColumn("target", "text", (column) => column.notNull())
    .addColumn("failing_since", "bigint", (column) => column.notNull())
    .addColumn("failures", "integer", (column) => column.notNull())
    .addColumn("failure", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("closed_at", "bigint")
    .addColumn("incident_id", "bigint", (column) => column.references("status_incidents.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("status_suggestions_target")
    .on("status_suggestions")
    .columns(["target", "closed_at"])
    .execute();

  // Lower-cased addresses; confirmed_at stays null until the confirmation link is used.
  await id(db, "status_subscribers", postgres)
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("confirmed_at", "bigint")
    .execute();

  // Subscribers' e-mails go through the outbox; unsubscribing deletes the address and its mail.
  if (postgres) {
    await db.schema
      .alterTable("outbox")
      .addColumn("subscriber_id", "bigint", (column) => column.references("status_subscribers.id").onDelete("cascade"))
      .execute();
    await db.schema.alterTable("outbox").dropConstraint("outbox_owner").execute();
    await db.schema
      .alterTable("outbox")
      .addCheckConstraint("outbox_owner", sql`num_nonnulls(lead_id, account_id, staff_id, subscriber_id) = 1`)
      .execute();
  } else {
    await rebuildSqliteOutbox(db);
  }
  await db.schema.createIndex("outbox_subscriber").on("outbox").column("subscriber_id").execute();
}

/** SQLite cannot change a CHECK in place: the table is rebuilt, as in 0007, with every row kept. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function rebuildSqliteOutbox(db: Kysely<any>): Promise<void> {
  await sql`create table outbox_new (
    id integer primary key autoincrement,
    lead_id bigint references leads (id) on delete cascade,
    account_id bigint references accounts (id) on delete cascade,
    staff_id bigint references staff (id) on delete cascade,
    subscriber_id bigint references status_subscribers (id) on delete cascade,
    message text not null,
    status text not null default 'pending',
    attempts integer not null default 0,
    next_attempt_at bigint not null,
    claimed_until bigint,
    last_error text,
    smtp_message_id text,
    created_at bigint not null,
    sent_at bigint,
    constraint outbox_owner check (
      (lead_id is not null) + (account_id is not null) + (staff_id is not null) + (subscriber_id is not null) = 1
    )
  )`.execute(db);
  await sql`insert into outbox_new (id, lead_id, account_id, staff_id, message, status, attempts, next_attempt_at,
      claimed_until, last_error, smtp_message_id, created_at, sent_at)
    select id, lead_id, account_id, staff_id, message, status, attempts, next_attempt_at,
      claimed_until, last_error, smtp_message_id, created_at, sent_at from outbox`.execute(db);
  await sql`drop table outbox`.execute(db);
  await sql`alter table outbox_new rename to outbox`.execute(db);
  await sql`create index outbox_due on outbox (status, next_attempt_at)`.execute(db);
  await sql`create index outbox_account on outbox (account_id)`.execute(db);
  await sql`create index outbox_staff on outbox (staff_id)`.execute(db);
}
