import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { connectDatabase } from "../src/db/connection";
import { createFixtureSite } from "./fixture-site";

/** A real app over the fixture site and a throwaway SQLite file; `close` removes both. */
export async function createTestApp(env: Record<string, string> = {}) {
  const site = createFixtureSite();
  const dataDir = mkdtempSync(join(tmpdir(), "ikey-data-"));
  const config = loadConfig({ WEB_ROOT: site.root, SQLITE_PATH: join(dataDir, "test.sqlite"), ...env });
  const database = connectDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      site.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
