import { buildApp } from "./app";
import { loadConfig } from "./config";
import { connectDatabase } from "./db/connection";

/** Starts the server: validate configuration, open the database, listen, and stop cleanly on SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = connectDatabase(config.database);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      app.log.error("shutdown grace period over; exiting with requests still open");
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  await database.ping();
  // Fastify logs one line per interface when bound to 0.0.0.0; say it once, with the database.
  const level = app.log.level;
  app.log.level = "warn";
  const bound = await app.listen({ host: config.host, port: config.port });
  app.log.level = level;
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const port = new URL(bound).port;
  app.log.info(`iKEY site listening on http://${shown}:${port}, database: ${database.description}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
