import type { Kysely } from "kysely";
import { loadConfig } from "../config";
import { connectDatabase } from "../db/connection";
import type { Database } from "../db/schema";

/** What the commands that only look can meet on a fresh clone, in words an operator can act on. */
function plainly(error: unknown, description: string): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === "SQLITE_CANTOPEN") {
    return new Error(`There is no database yet (${description}): the server creates it when it first starts.`);
  }
  if (code === "42P01" || (typeof message === "string" && message.startsWith("no such table"))) {
    return new Error(`The database (${description}) has no tables yet: the server creates them when it first starts.`);
  }
  return error;
}

/**
 * Runs `work` on the configured database opened read-only: no build, no migration, no file or
 * table created. Commands that only read (the CSV export, `account show`) use it, so they work on a
 * fresh clone and while the server runs, and never change what they look at.
 */
export async function readDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
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
