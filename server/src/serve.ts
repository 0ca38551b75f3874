import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { connectDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { startEventLoopWatchdog } from "./event-loop-watchdog";
import { DEFAULT_LIMITS, type Limits } from "./limits/limits";

export { withLimits } from "./limits/limits";

import { staffKeyFor } from "./staff/staff-key-file";

/**
 * Starts the server: validate the configuration, bring the database up to date,
 * build the app (its background jobs start once it is ready) and listen. On
 * SIGTERM or SIGINT it stops taking connections, finishes the requests in flight
 * and stops the jobs, within the grace period; once it listens, a watchdog ends it
 * if its event loop is ever blocked as long as that (event-loop-watchdog.ts), since
 * a blocked loop hears no signal. main.ts starts it with the default limits;
 * end-to-end tests and benchmarks with others (test-support/serve-with-limits.mjs).
 */
export async function serve({ limits = DEFAULT_LIMITS }: { readonly limits?: Limits } = {}) {
  const settings = loadConfig();
  const staffKey = staffKeyFor(settings);
  const config = { ...settings, staffSecretKey: staffKey.key };
  const database = connectDatabase(config.database);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, limits });
  if (staffKey.notice) app.log.info(staffKey.notice);

  closeWithGrace({ delay: limits.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "stopping after an unexpected error");
    else app.log.info({ signal }, "shutting down: finishing requests in flight");
    await app.close();
  });

  await database.ping();
  // One line per address it answers on (each interface, when bound to all of them).
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `iKEY site listening on ${address}, database: ${database.description}`,
  });
  // From here on: the start's own work (migrations, reading the pages) may take its time first.
  startEventLoopWatchdog({ stallMs: limits.eventLoopStallMs });
}

/** Runs `serve`, and on a startup failure prints its message alone and exits with 1. */
export function serveOrExit(options?: Parameters<typeof serve>[0]): void {
  serve(options).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
