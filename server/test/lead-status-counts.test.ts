import { LEAD_STATUSES, type LeadStatus } from "@ikey/contracts/lead-inbox";
import { type Kysely, Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../src/db/connection";
import { migrateToLatest, migrations } from "../src/db/migrate";
import type { Database } from "../src/db/schema";
import {
  foldLeadStatusCounts,
  leadStatusCounts,
  STATUS_COUNT_ROWS_BEFORE_FOLDING,
} from "../src/leads/lead-status-counts";
import { insertBareLead } from "./bare-lead";
import { type Engine, engines, freshDatabase } from "./test-app";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database on the engine, empty or migrated, and a handle on it (`instances` handles: as many servers). */
async function database(engine: Engine, { migrated = true, instances = 1 } = {}): Promise<DatabaseHandle[]> {
  const data = await freshDatabase(engine, { migrated });
  cleanups.push(data.drop);
  return Array.from({ length: instances }, () => {
    const handle = connectDatabase(
      engine === "sqlite"
        ? { kind: "sqlite", path: data.env.SQLITE_PATH ?? "" }
        : { kind: "postgres", url: data.env.DATABASE_URL ?? "" },
    );
    cleanups.push(() => handle.close());
    return handle;
  });
}

function insertLead(db: Kysely<Database>, status: LeadStatus, at = 1) {
  return insertBareLead(db, { status, at });
}

/** The leads per status, counted lead by lead. */
async function countedPlainly(db: Kysely<Database>): Promise<Record<LeadStatus, number>> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

const changeRows = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom("lead_status_counts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(engines)("the leads per status kept as they change, on %s", (engine) => {
  it("match a plain count through inserts, moves, other updates, deletions and folding", async () => {
    const [handle] = await database(engine);
    const db = handle?.db as Kysely<Database>;
    const ids: number[] = [];
    for (const [index, status] of ["new", "new", "new", "contacted", "spam", "won", "demo-scheduled"].entries()) {
      ids.push(Number((await insertLead(db, status as LeadStatus, index)).id));
    }
    expect(await leadStatusCounts(db)).toEqual(await countedPlainly(db));

    await db
      .updateTable("leads")
      .set({ status: "contacted" })
      .where("id", "=", ids[0] ?? 0)
      .execute();
    // A status set to what it was, and a change of another column, change no count.
    await db
      .updateTable("leads")
      .set({ status: "new" })
      .where("id", "=", ids[1] ?? 0)
      .execute();
    await db.updateTable("leads").set({ viewed_at: 5 }).execute();
    // Many leads in one statement.
    await db.updateTable("leads").set({ status: "lost" }).where("status", "=", "contacted").execute();
    await db
      .deleteFrom("leads")
      .where("id", "=", ids[4] ?? 0)
      .execute();
    expect(await leadStatusCounts(db)).toEqual(await countedPlainly(db));
    expect((await leadStatusCounts(db)).lost).toBe(2);

    await foldLeadStatusCounts(db);
    // One row per status still holding leads, none for the emptied ones.
    const holding = Object.values(await countedPlainly(db)).filter((n) => n > 0);
    expect(await changeRows(db)).toBe(holding.length);
    expect(await leadStatusCounts(db)).toEqual(await countedPlainly(db));

    await db.deleteFrom("leads").where("submitted_at", "<", 3).execute();
    await insertLead(db, "new", 9);
    expect(await leadStatusCounts(db)).toEqual(await countedPlainly(db));
  });

  it("fold the changes once they outgrow the limit, counts unchanged", async () => {
    const [handle] = await database(engine);
    const db = handle?.db as Kysely<Database>;
    const { id } = await insertLead(db, "new");
    const statuses: LeadStatus[] = ["contacted", "new"];
    // Each move writes two rows.
    for (let move = 0; move <= STATUS_COUNT_ROWS_BEFORE_FOLDING / 2; move++) {
      await db
        .updateTable("leads")
        .set({ status: statuses[move % 2] })
        .where("id", "=", id)
        .execute();
    }
    expect(await changeRows(db)).toBeGreaterThan(STATUS_COUNT_ROWS_BEFORE_FOLDING);
    const counts = await leadStatusCounts(db);
    expect(counts).toEqual(await countedPlainly(db));
    expect(await changeRows(db)).toBe(1);
    expect(await leadStatusCounts(db)).toEqual(counts);
  });

  it("start from the leads a database already holds when it gains them", async () => {
    const [handle] = await database(engine, { migrated: false });
    const db = handle?.db as Kysely<Database>;
    const { "0024-console-speed": _, ...earlier } = migrations;
    expect(
      (await new Migrator({ db, provider: { getMigrations: async () => earlier } }).migrateToLatest()).error,
    ).toBeUndefined();
    for (const status of ["new", "new", "won", "spam"] as const) await insertLead(db, status);
    await migrateToLatest(db);
    expect(await leadStatusCounts(db)).toEqual({ ...(await countedPlainly(db)), new: 2, won: 1, spam: 1 });
  });
});

describe("the leads per status on PostgreSQL", () => {
  it("stay exact while two instances insert, move, delete and fold leads at once", async () => {
    const instances = (await database("postgres", { instances: 2 })).map((handle) => handle.db);
    const [first] = instances as [Kysely<Database>];
    const seeded: number[] = [];
    for (let n = 0; n < 20; n++) seeded.push(Number((await insertLead(first, "new", n)).id));

    const work = instances.flatMap((db, instance) =>
      Array.from({ length: 40 }, async (_, step) => {
        const lead = seeded[(step * 7 + instance) % seeded.length] ?? 0;
        switch (step % 5) {
          case 0:
            // As a booking does: a new lead moved on in the transaction that stores it.
            return db.transaction().execute(async (trx) => {
              const { id } = await insertLead(trx, "new", 100 + step);
              await trx.updateTable("leads").set({ status: "demo-scheduled" }).where("id", "=", id).execute();
            });
          case 1:
            return db.updateTable("leads").set({ status: "contacted" }).where("id", "=", lead).execute();
          case 2:
            return db.updateTable("leads").set({ status: "new" }).where("id", "=", lead).execute();
          case 3:
            return step % 2 ? db.deleteFrom("leads").where("id", "=", lead).execute() : foldLeadStatusCounts(db);
          default:
            // Two leads moved in one transaction, each instance to its own statuses.
            return db.transaction().execute(async (trx) => {
              for (const [index, id] of [seeded[3], seeded[4]].entries()) {
                await trx
                  .updateTable("leads")
                  .set({ status: (index + instance) % 2 ? "won" : "lost" })
                  .where("id", "=", id ?? 0)
                  .execute();
              }
            });
        }
      }),
    );
    const outcomes = await Promise.allSettled(work);
    // Nothing waits on another writer's count: no transaction is refused.
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    expect(await leadStatusCounts(first)).toEqual(await countedPlainly(first));
    await Promise.all(instances.map((db) => foldLeadStatusCounts(db)));
    expect(await leadStatusCounts(first)).toEqual(await countedPlainly(first));
  });
});
