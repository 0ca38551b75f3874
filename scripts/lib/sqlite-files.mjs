// A SQLite database in WAL mode is up to three files; a fresh start removes all
// three, or a leftover log would be replayed into the new database.
import { rmSync } from "node:fs";

/** Removes the database file at `path` with its write-ahead log and shared-memory index. */
export function removeSqliteDatabase(path) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
}
