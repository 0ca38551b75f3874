import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * A lead's history gains the kind "contact": a reply sent from the console, a call, WhatsApp or
 * mail link followed, or how a call or chat went (docs/decisions/0031-lead-replies.md). The kind
 * column's CHECK (migration 0008) is widened. The kinds allowed are read from the constraint as
 * stored and "contact" added to them, so another migration that widens the same list, before or
 * after this one, keeps its own kinds. PostgreSQL replaces the constraint; SQLite cannot change a
 * CHECK in place, so the table is rebuilt from its own stored definition, indexes included. No
 * table refers to lead_events, so no foreign key needs switching off.
 */
const KIND = "contact";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  await changeKinds(db, (kinds) => [...new Set([...kinds, KIND])]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("lead_events").where("kind", "=", KIND).execute();
  await changeKinds(db, (kinds) => kinds.filter((kind) => kind !== KIND));
}

/** The quoted words of a CHECK's definition: the kinds it allows. */
function kindsIn(definition: string): string[] {
  return [...definition.matchAll(/'([a-z-]+)'/g)].map((match) => match[1] ?? "");
}

const listOf = (kinds: readonly string[]) => kinds.map((kind) => `'${kind}'`).join(", ");

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function changeKinds(db: Kysely<any>, change: (kinds: string[]) => string[]): Promise<void> {
  if (isPostgres(db)) {
    // The migrator already runs PostgreSQL's migrations in a transaction.
    const { rows } = await sql<{ definition: string }>`select pg_get_constraintdef(oid) as definition
      from pg_constraint where conname = 'lead_events_kind'`.execute(db);
    if (!rows[0]) throw new Error("lead_events.kind is not checked as migration 0008 made it");
    const kinds = change(kindsIn(rows[0].definition));
    await sql`alter table lead_events drop constraint lead_events_kind`.execute(db);
    await sql`alter table lead_events add constraint lead_events_kind check (kind in (${sql.raw(listOf(kinds))}))`.execute(
      db,
    );
    return;
  }
  await db.transaction().execute(async (trx) => {
    const schema = (type: string) =>
      sql<{ sql: string }>`select sql from sqlite_schema
        where type = ${type} and tbl_name = 'lead_events' and sql is not null`.execute(trx);
    const create = (await schema("table")).rows[0]?.sql ?? "";
    const check = /(constraint\s+"?lead_events_kind"?\s+check\s*\(\s*kind\s+in\s*\()([^)]*)(\)\s*\))/i.exec(create);
    if (!check) throw new Error("lead_events.kind is not checked as migration 0008 made it");
    const kinds = change(kindsIn(check[2] ?? ""));
    const widened = create
      .replace(check[0], `${check[1]}${listOf(kinds)}${check[3]}`)
      .replace(/^create table\s+"?lead_events"?/i, 'create table "lead_events_widened"');
    const dependents = [...(await schema("index")).rows, ...(await schema("trigger")).rows];
    await sql.raw(widened).execute(trx);
    await sql`insert into lead_events_widened select * from lead_events`.execute(trx);
    await sql`drop table lead_events`.execute(trx);
    await sql`alter table lead_events_widened rename to lead_events`.execute(trx);
    for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
  });
}
