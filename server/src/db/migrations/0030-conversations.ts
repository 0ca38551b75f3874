import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Conversations both ways (docs/decisions/0041-conversations.md): every e-mail between a lead and
 * the members, with its full text (sanitised plain text, never HTML) and the part that is new in it
 * (quoted text folded), threaded by Message-ID and In-Reply-To. One message is kept once per lead
 * (its Message-ID), so a delivery retried to another instance, or received twice, is one entry.
 * Leads gain the time their visitor last answered. As in 0002, SQLite runs this in a transaction.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addAll(db);
  await db.transaction().execute((trx) => addAll(trx));
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function addAll(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("conversation_messages")
    .addColumn("id", isPostgres(db) ? "bigserial" : "integer", (column) =>
      isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("at", "bigint", (column) => column.notNull())
    .addColumn("side", "text", (column) => column.notNull().check(sql`side in ('lead', 'member')`))
    .addColumn("staff_id", "integer", (column) => column.references("staff.id").onDelete("set null"))
    .addColumn("from_address", "text", (column) => column.notNull())
    .addColumn("from_name", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("text", "text", (column) => column.notNull())
    .addColumn("new_text", "text", (column) => column.notNull())
    .addColumn("message_id", "text", (column) => column.notNull())
    .addColumn("in_reply_to", "text")
    .execute();
  await db.schema
    .createIndex("conversation_messages_one_message")
    .on("conversation_messages")
    .columns(["lead_id", "message_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("conversation_messages_lead_at")
    .on("conversation_messages")
    .columns(["lead_id", "at", "id"])
    .execute();
  await db.schema.alterTable("leads").addColumn("answered_at", "bigint").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("conversation_messages").execute();
  await db.schema.alterTable("leads").dropColumn("answered_at").execute();
}
