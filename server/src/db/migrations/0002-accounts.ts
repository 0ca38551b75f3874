import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Parent-app accounts, lockouts for their password checks, the key for hashing
 * client addresses and e-mails in counters, and account e-mails in the outbox.
 * PostgreSQL runs each migration in a transaction; on SQLite, which Kysely runs
 * without one, this migration opens its own, so a crash leaves nothing half-made.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return createAll(db, true);
  await db.transaction().execute((trx) => createAll(trx, false));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createAll(db: Kysely<any>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable("accounts")
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    // Stored lower-cased, so the unique constraint and every lookup ignore case on both engines.
    .addColumn("email", "text", (column) => column.notNull().unique())
    // "$scrypt$ln=…,r=…,p=…$salt$hash": the parameters travel with each hash.
    .addColumn("password_hash", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("active"))
    .addColumn("deactivated_at", "bigint")
    .addColumn("last_login_at", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addCheckConstraint("accounts_status", sql`status in ('active', 'deactivated')`)
    .addCheckConstraint("accounts_deactivated_at", sql`(status = 'deactivated') = (deactivated_at is not null)`)
    .execute();
  // The purge looks for deactivated accounts by age.
  await db.schema.createIndex("accounts_purge").on("accounts").columns(["status", "deactivated_at"]).execute();

  // A key is refused until its time has passed: the "refused for 15 minutes" after too many failures.
  await db.schema
    .createTable("lockouts")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("locked_until", "bigint", (column) => column.notNull())
    .execute();

  // Generated keys that every instance sharing this database must agree on.
  await db.schema
    .createTable("server_keys")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .execute();

  // The outbox also carries account e-mails now: each row belongs to a lead or to an
  // account, and goes with its account when that is purged.
  if (postgres) {
    await db.schema
      .alterTable("outbox")
      .alterColumn("lead_id", (column) => column.dropNotNull())
      .execute();
    await db.schema
      .alterTable("outbox")
      .addColumn("account_id", "bigint", (column) => column.references("accounts.id").onDelete("cascade"))
      .execute();
    await db.schema
      .alterTable("outbox")
      .addCheckConstraint("outbox_owner", sql`(lead_id is null) <> (account_id is null)`)
      .execute();
  } else {
    await rebuildSqliteOutbox(db);
  }
  await db.schema.createIndex("outbox_account").on("outbox").column("account_id").execute();
}

/**
 * SQLite cannot drop a NOT NULL or add a CHECK in place; its documented way is to
 * create the new table, copy the rows, drop the old one and rename the new.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function rebuildSqliteOutbox(db: Kysely<any>): Promise<void> {
  await sql`create table outbox_new (
    id integer primary key autoincrement,
    lead_id bigint references leads (id) on delete cascade,
    account_id bigint references accounts (id) on delete cascade,
    message text not null,
    status text not null default 'pending',
    attempts integer not null default 0,
    next_attempt_at bigint not null,
    claimed_until bigint,
    last_error text,
    smtp_message_id text,
    created_at bigint not null,
    sent_at bigint,
    constraint outbox_owner check ((lead_id is null) <> (account_id is null))
  )`.execute(db);
  await sql`insert into outbox_new (id, lead_id, message, status, attempts, next_attempt_at, claimed_until,
      last_error, smtp_message_id, created_at, sent_at)
    select id, lead_id, message, status, attempts, next_attempt_at, claimed_until,
      last_error, smtp_message_id, created_at, sent_at from outbox`.execute(db);
  await sql`drop table outbox`.execute(db);
  await sql`alter table outbox_new rename to outbox`.execute(db);
  await sql`create index outbox_due on outbox (status, next_attempt_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("outbox_account").execute();
  await db.deleteFrom("outbox").where("account_id", "is not", null).execute();
  if (isPostgres(db)) {
    await db.schema.alterTable("outbox").dropConstraint("outbox_owner").execute();
    await db.schema.alterTable("outbox").dropColumn("account_id").execute();
    await db.schema
      .alterTable("outbox")
      .alterColumn("lead_id", (column) => column.setNotNull())
      .execute();
  }
  // On SQLite the outbox keeps its rebuilt shape, with account_id always empty.
  await db.schema.dropTable("server_keys").execute();
  await db.schema.dropTable("lockouts").execute();
  await db.schema.dropTable("accounts").execute();
}
