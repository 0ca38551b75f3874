import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

// Leads, the outbox of their notification e-mails, and fixed-window rate-limit counters.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("leads")
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("submitted_at", "bigint", (column) => column.notNull())
    .addColumn("user_agent", "text", (column) => column.notNull())
    .addColumn("client_hash", "text", (column) => column.notNull())
    .addColumn("is_spam", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("idempotency_key", "text")
    .addUniqueConstraint("leads_type_idempotency_key", ["type", "idempotency_key"])
    .execute();
  await db.schema.createIndex("leads_type_submitted_at").on("leads").columns(["type", "submitted_at"]).execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", postgres ? "bigserial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
    .addColumn("claimed_until", "bigint")
    .addColumn("last_error", "text")
    .addColumn("smtp_message_id", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("sent_at", "bigint")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (column) => column.notNull())
    .addColumn("window_start", "bigint", (column) => column.notNull())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();
  await sql`select 1`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("leads").execute();
}
