// Runs a benchmark's measurement once per database engine: SQLite on a fresh file, then a
// throwaway PostgreSQL, stopped again whatever happens.
import { join } from "node:path";
import { removeSqliteDatabase } from "../../scripts/lib/sqlite-files.mjs";
import { startPostgres } from "../../scripts/lib/throwaway-postgres.mjs";
import { ROOT } from "./site-server.mjs";

/** `measure(engine, env)` with each engine's settings; answers both results, SQLite's first. */
export async function onBothEngines(name, measure) {
  const sqliteFile = join(ROOT, ".tmp", `bench-${name}.sqlite`);
  removeSqliteDatabase(sqliteFile);
  const results = [await measure("SQLite", { SQLITE_PATH: sqliteFile })];
  const postgres = await startPostgres({ database: "ikey_bench" });
  try {
    results.push(await measure("PostgreSQL", { DATABASE_URL: postgres.url }));
  } finally {
    postgres.stop();
  }
  return results;
}
