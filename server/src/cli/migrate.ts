import { loadConfig } from "../config";
import { connectDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";

/**
 * Brings the configured database's schema up to date and exits. `npm run cluster`
 * runs it once before starting its instances (which would each do it safely
 * anyway: the migrator holds a lock while it works).
 */
async function main() {
  const config = loadConfig();
  const database = connectDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(
      applied.length > 0
        ? `migrations applied to ${database.description}: ${applied.join(", ")}`
        : `${database.description} is up to date`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
