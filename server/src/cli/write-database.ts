import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import { loadConfig, type ServerConfig } from "../config";
import { connectDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";

/** How many times a command tries its transaction when SQLite says another process is writing. */
const ATTEMPTS = 5;

/**
 * SQLite's answer when a transaction that began by reading wants to write after another process
 * (the running server) wrote: it cannot wait for that, only start again.
 */
function isBusySnapshot(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

/** Runs `transaction` again (up to five times in all, a little later each time) while SQLite answers busy. */
export async function againWhileBusy<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isBusySnapshot(error) || attempt === ATTEMPTS) throw error;
      await sleep(50 * attempt);
    }
  }
}

/**
 * Runs `work` on the configured database, its schema brought up to date first, for the commands
 * that change something (`account create`, `staff invite`). SQLite in WAL mode and PostgreSQL
 * both let them run while the server does. Each command's work is one transaction, so when SQLite
 * refuses it because the server wrote meanwhile, it is simply run again.
 */
export async function writeDatabase<T>(work: (db: Kysely<Database>, config: ServerConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = connectDatabase(config.database);
  try {
    return await againWhileBusy(async () => {
      await migrateToLatest(database.db);
      return work(database.db, config);
    });
  } finally {
    await database.close();
  }
}
