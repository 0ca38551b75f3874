import { mkdirSync } from "node:fs";
import { dirname, relative } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { repoRoot, type ServerConfig } from "../config";
import type { Database } from "./schema";
import { ImmediateSqliteDialect } from "./sqlite-immediate";

// PostgreSQL bigint (int8) arrives as text by default; our bigints are epoch milliseconds and ids, well within 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: "sqlite" | "postgres";
  /** Where the data lives, without credentials: safe to log. */
  readonly description: string;
  /** Resolves when the database answers a trivial query. */
  readonly ping: () => Promise<void>;
  readonly close: () => Promise<void>;
}

/**
 * `readOnly`: for the commands that only look (the CSV export, `account show`). SQLite opens the
 * file read-only and only if it exists; PostgreSQL runs every transaction read-only. Neither can
 * create a file, a table or a row.
 */
export function connectDatabase(
  database: ServerConfig["database"],
  { readOnly = false }: { readOnly?: boolean } = {},
): DatabaseHandle {
  if (database.kind === "postgres") {
    const url = new URL(database.url);
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // Just under the request's budget (limits/limits.ts, 8 s): a burst waits for a connection as
      // long as its answer may take, instead of being refused sooner and its lead lost.
      connectionTimeoutMillis: 7_000,
      ...(readOnly ? { options: "-c default_transaction_read_only=on" } : {}),
    });
    // A client losing its server must not crash the process, whether it is idle in
    // the pool or checked out between queries (node-postgres emits "error" with no
    // listener then); the query that next uses it reports the failure instead.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, "postgres", `postgres ${url.hostname}:${url.port || 5432}${url.pathname}`);
  }
  const file = openSqlite(database.path, readOnly);
  // A read-only file cannot take the write lock, and nothing there writes.
  const dialect = readOnly ? new SqliteDialect({ database: file }) : new ImmediateSqliteDialect({ database: file });
  const db = new Kysely<Database>({ dialect });
  return handle(db, "sqlite", `sqlite ${relative(repoRoot, database.path)}`);
}

function openSqlite(path: string, readOnly: boolean): SQLite.Database {
  if (readOnly) {
    const file = new SQLite(path, { readonly: true, fileMustExist: true });
    file.pragma("busy_timeout = 5000");
    return file;
  }
  mkdirSync(dirname(path), { recursive: true });
  const file = new SQLite(path);
  // WAL lets readers (the CLI exports) work while the server writes.
  file.pragma("journal_mode = WAL");
  // With WAL, NORMAL survives a killed process (the durability the API promises);
  // only an operating-system crash could lose the last commits.
  file.pragma("synchronous = NORMAL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  return file;
}

function handle(db: Kysely<Database>, kind: DatabaseHandle["kind"], description: string): DatabaseHandle {
  return {
    db,
    kind,
    description,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
