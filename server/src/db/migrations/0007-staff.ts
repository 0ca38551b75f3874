import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The staff console's members, invitations, sessions, recovery codes and audit log
 * (docs/decisions/0015), and staff e-mails (invitations) in the outbox. As in 0002, SQLite
 * runs this in a transaction of its own, so a crash leaves nothing half-made.
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
  await id(db, "staff", postgres)
    // Lower-cased, so the unique constraint and every lookup ignore case on both engines.
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("invited"))
    // Set when the invitation is accepted: scrypt, as for parent accounts.
    .addColumn("password_hash", "text")
    // The TOTP secret, sealed (staff/secret-box.ts), and the last time step accepted.
    .addColumn("totp_secret", "text")
    .addColumn("totp_step", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_sign_in_at", "bigint")
    .addColumn("disabled_at", "bigint")
    .addCheckConstraint("staff_role", sql`role in ('admin', 'sales', 'support')`)
    .addCheckConstraint("staff_status", sql`status in ('invited', 'active', 'disabled')`)
    .addCheckConstraint("staff_disabled_at", sql`(status = 'disabled') = (disabled_at is not null)`)
    .execute();

  // Only the SHA-256 of each token is kept (staff/session-tokens.ts).
  await db.schema
    .createTable("staff_invitations")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "bigint", (column) => column.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("staff_invitations_staff").on("staff_invitations").column("staff_id").execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "bigint", (column) => column.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_seen_at", "bigint", (column) => column.notNull())
    .addColumn("client_hash", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();

  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("staff_id", "bigint", (column) => column.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("used_at", "bigint")
    .addPrimaryKeyConstraint("staff_recovery_codes_key", ["staff_id", "code_hash"])
    .execute();

  // Who did what, when and from which client (a keyed hash); the actor is kept as text, so a row
  // stays readable whatever happens to the member later.
  await id(db, "audit_log", postgres)
    .addColumn("at", "bigint", (column) => column.notNull())
    .addColumn("actor_id", "bigint")
    .addColumn("actor", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("target", "text")
    .addColumn("detail", "text")
    .addColumn("client_hash", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  // Append-only: no code updates a row, and the database refuses it too. Rows older than a year
  // are deleted by a daily pass, the only deletion.
  if (postgres) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_append_only before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  // Invitations go through the outbox: each row now belongs to a lead, an account or a member.
  if (postgres) {
    await db.schema
      .alterTable("outbox")
      .addColumn("staff_id", "bigint", (column) => column.references("staff.id").onDelete("cascade"))
      .execute();
    await db.schema.alterTable("outbox").dropConstraint("outbox_owner").execute();
    await db.schema
      .alterTable("outbox")
      .addCheckConstraint("outbox_owner", sql`num_nonnulls(lead_id, account_id, staff_id) = 1`)
      .execute();
  } else {
    await rebuildSqliteOutbox(db);
  }
  await db.schema.createIndex("outbox_staff").on("outbox").column("staff_id").execute();
}

/** SQLite cannot change a CHECK in place: the table is rebuilt, as in 0002, with every row kept. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function rebuildSqliteOutbox(db: Kysely<any>): Promise<void> {
  await sql`create table outbox_new (
    id integer primary key autoincrement,
    lead_id bigint references leads (id) on delete cascade,
    account_id bigint references accounts (id) on delete cascade,
    staff_id bigint references staff (id) on delete cascade,
    message text not null,
    status text not null default 'pending',
    attempts integer not null default 0,
    next_attempt_at bigint not null,
    claimed_until bigint,
    last_error text,
    smtp_message_id text,
    created_at bigint not null,
    sent_at bigint,
    constraint outbox_owner check ((lead_id is not null) + (account_id is not null) + (staff_id is not null) = 1)
  )`.execute(db);
  await sql`insert into outbox_new (id, lead_id, account_id, message, status, attempts, next_attempt_at,
      claimed_until, last_error, smtp_message_id, created_at, sent_at)
    select id, lead_id, account_id, message, status, attempts, next_attempt_at,
      claimed_until, last_error, smtp_message_id, created_at, sent_at from outbox`.execute(db);
  await sql`drop table outbox`.execute(db);
  await sql`alter table outbox_new rename to outbox`.execute(db);
  await sql`create index outbox_due on outbox (status, next_attempt_at)`.execute(db);
  await sql`create index outbox_account on outbox (account_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("outbox_staff").execute();
  await db.deleteFrom("outbox").where("staff_id", "is not", null).execute();
  if (isPostgres(db)) {
    await db.schema.alterTable("outbox").dropConstraint("outbox_owner").execute();
    await db.schema.alterTable("outbox").dropColumn("staff_id").execute();
    await db.schema
      .alterTable("outbox")
      .addCheckConstraint("outbox_owner", sql`(lead_id is null) <> (account_id is null)`)
      .execute();
    await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
    await sql`drop function audit_log_append_only()`.execute(db);
  }
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("staff_recovery_codes").execute();
  await db.schema.dropTable("staff_sessions").execute();
  await db.schema.dropTable("staff_invitations").execute();
  // On SQLite the outbox keeps its rebuilt shape, with staff_id always empty; the table it refers
  // to stays too, empty, so writing to the outbox never meets a reference to a missing table.
  if (isPostgres(db)) await db.schema.dropTable("staff").execute();
  else await db.deleteFrom("staff").execute();
}
