import type { Kysely } from "kysely";
import { loadConfig, type ServerConfig } from "../config";
import { connectDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";

/**
 * Runs `work` on the configured database, its schema brought up to date first, for the commands
 * that change something (`account create`, `staff invite`). SQLite in WAL mode and PostgreSQL
 * both let them run while the server does (on SQLite each waits for the other's transaction:
 * db/sqlite-immediate.ts).
 */
export async function writeDatabase<T>(work: (db: Kysely<Database>, config: ServerConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = connectDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    return await work(database.db, config);
  } finally {
    await database.close();
  }
}
