// `npm run bench:api`: how many demo requests the API accepts per second, on
// SQLite and on PostgreSQL. For each engine it starts the built server on
// loopback, sends 10 s of valid POST /api/RequestDemo at 32 connections with
// autocannon, then 10 s of GET /healthz, and writes bench/results/api.md.
// The rate limit is raised through configuration, as an operator would.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { removeSqliteDatabase } from "../scripts/lib/sqlite-files.mjs";
import { startPostgres } from "../scripts/lib/throwaway-postgres.mjs";
import { BENCH_ACCESS_CODE, requestDemoLoad, runAutocannon } from "./lib/lead-load.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3220);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;

function run(options) {
  return runAutocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
}

/** Accepted answers per second, and latency percentiles in milliseconds. */
function figures(result) {
  const accepted = result["2xx"];
  return {
    perSecond: accepted / (result.duration || DURATION_S),
    p50: result.latency.p50,
    p99: result.latency.p99,
    accepted,
    other: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(engine, env) {
  const server = startServer(PORT, {
    logFile: join(ROOT, ".tmp", `bench-api-${engine}.log`),
    env: {
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PER_ADDRESS_LIMIT_FACTOR: "1000000",
      REQUEST_DEMO_CODE: BENCH_ACCESS_CODE,
      ...env,
    },
  });
  try {
    await waitUntilHealthy(server, PORT);
    const base = `http://127.0.0.1:${PORT}`;
    process.stderr.write(`[bench:api] ${engine}: POST /api/RequestDemo for ${DURATION_S} s…\n`);
    const submit = figures(await run(requestDemoLoad(base)));
    process.stderr.write(`[bench:api] ${engine}: GET /healthz for ${DURATION_S} s…\n`);
    const health = figures(await run({ url: `${base}/healthz` }));
    return { engine, submit, health };
  } finally {
    await stopServer(server);
  }
}

function report(results) {
  const row = (result) =>
    `| ${result.engine} | ${result.submit.perSecond.toFixed(0)} | ${result.submit.p50} | ${result.submit.p99} | ${result.submit.other} | ${result.health.perSecond.toFixed(0)} | ${result.health.p50} | ${result.health.p99} | ${(result.submit.perSecond / result.health.perSecond).toFixed(2)} |`;
  return [
    "# API benchmark",
    "",
    `- Date: ${new Date().toISOString()}; Node ${process.version}; ${DURATION_S} s per run at ${CONNECTIONS} connections (autocannon), loopback, one server process.`,
    "- Submit: valid `POST /api/RequestDemo` bodies; each accepted one is a committed row plus its outbox row. LOG_LEVEL=warn; the rate limit raised by configuration.",
    "- Target: at least 1,500 accepted submissions per second on SQLite, with p99 under 50 ms.",
    "",
    "| Engine | Submit accepted/s | p50 ms | p99 ms | non-2xx | healthz req/s | p50 ms | p99 ms | submit/healthz |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(row),
    "",
    "Reproduce: `npm run bench:api` (set `BENCH_DURATION` for shorter or longer runs).",
    "",
  ].join("\n");
}

const results = [];
const sqliteFile = join(ROOT, ".tmp", "bench-api.sqlite");
removeSqliteDatabase(sqliteFile);
results.push(await measure("SQLite", { SQLITE_PATH: sqliteFile }));
const postgres = await startPostgres();
try {
  results.push(await measure("PostgreSQL", { DATABASE_URL: postgres.url }));
} finally {
  postgres.stop();
}
const text = report(results);
writeFileSync(join(ROOT, "bench", "results", "api.md"), text);
process.stdout.write(text);
