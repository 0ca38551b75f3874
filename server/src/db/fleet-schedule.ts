import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import type { Database } from "./schema";

/**
 * Runs `work` at most once per `intervalMs` slot across every instance sharing
 * the database: the hourly purge runs once an hour for the fleet, not once per
 * instance. On PostgreSQL a session advisory lock keeps two instances from even
 * checking at the same moment; then the slot is claimed with a conditional update,
 * which also serves SQLite (one instance per file). Resolves with what `work`
 * returned, or undefined when another instance has (or is doing) this slot.
 */
export async function oncePerSlot<T>(
  db: Kysely<Database>,
  job: string,
  now: number,
  intervalMs: number,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T | undefined> {
  const slot = Math.floor(now / intervalMs);
  const claimAndWork = async (conn: Kysely<Database>) => {
    await conn
      .insertInto("scheduled_jobs")
      .values({ job, last_slot: -1 })
      .onConflict((conflict) => conflict.column("job").doNothing())
      .execute();
    const claimed = await conn
      .updateTable("scheduled_jobs")
      .set({ last_slot: slot })
      .where("job", "=", job)
      .where("last_slot", "<", slot)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1 ? work(conn) : undefined;
  };
  if (!isPostgres(db)) return claimAndWork(db);
  // One connection for the lock, the claim and the work: a session lock belongs to it.
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${job})) as locked`.execute(
      conn,
    );
    if (!rows[0]?.locked) return undefined;
    try {
      return await claimAndWork(conn);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${job}))`.execute(conn);
    }
  });
}
