import type { Kysely } from "kysely";
import { loadConfig } from "../config";
import { connectDatabase } from "../db/connection";
import type { Database } from "../db/schema";

/**
 * The database is not there yet: no file (or not even its folder, as on a fresh clone before the
 * first `npm start`), or no tables.
 */
class NotCreatedYet extends Error {}

/** What the commands that only look can meet on a fresh clone, in words an operator can act on. */
function plainly(error: unknown, description: string): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // better-sqlite3 says so with a TypeError and no code when the file's folder is missing too.
  if (code === "SQLITE_CANTOPEN" || (typeof message === "string" && message.includes("directory does not exist"))) {
    return new NotCreatedYet(`There is no database yet (${description}): the server creates it when it first starts.`);
  }
  if (code === "42P01" || (typeof message === "string" && message.startsWith("no such table"))) {
    return new NotCreatedYet(
      `The database (${description}) has no tables yet: the server creates them when it first starts.`,
    );
  }
  return error;
}

/**
 * Runs `work` on the configured database opened read-only: no build, no migration, no file or
 * table created. Commands that only read (the CSV export, `account show`) use it, so they work on a
 * fresh clone and while the server runs, and never change what they look at. Where a database that
 * does not exist yet has a plain answer (an export with no rows), `whenNotCreated` gives it;
 * otherwise the command says there is no database yet.
 */
export async function readDatabase<T>(
  work: (db: Kysely<Database>) => Promise<T>,
  whenNotCreated?: () => T,
): Promise<T> {
  try {
    return await readExisting(work);
  } catch (error) {
    if (error instanceof NotCreatedYet && whenNotCreated) return whenNotCreated();
    throw error;
  }
}

async function readExisting<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const where = config.database.kind === "sqlite" ? config.database.path : "PostgreSQL (DATABASE_URL)";
  let database: ReturnType<typeof connectDatabase>;
  try {
    database = connectDatabase(config.database, { readOnly: true });
  } catch (error) {
    throw plainly(error, where);
  }
  try {
    return await work(database.db);
  } catch (error) {
    throw plainly(error, database.description);
  } finally {
    await database.close();
  }
}
