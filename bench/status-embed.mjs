// `npm run bench:status-embed`: requests per second of the status badge and summary (issue 53,
// point 5; docs/status-embedding.md), which other sites embed, so every visitor of those pages asks:
//  1. one built server on loopback (`node scripts/start.mjs`), on SQLite and on a throwaway
//     PostgreSQL;
//  2. `npm run cluster`'s two instances on one PostgreSQL behind HAProxy (scripts/cluster.mjs).
// Each route is loaded by autocannon (bench/package.json) for BENCH_DURATION_S seconds at
// BENCH_CONNECTIONS kept-alive connections, after an untimed warm-up of 2 s, asking as a browser
// does (Accept-Encoding: br, gzip). The state is real: the servers probe their own keepalive
// targets as they start, and each instance reads it at most once per 30 s (its answers are cached).
// Fixed durations, every wait with a deadline. Writes bench/results/status-embed.md.
// Run it with the public settings the build was made with (e.g. ATTESTATION_ENABLED=true): the
// cluster builds again when one differs (scripts/lib/ensure-build.mjs).
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { startCluster } from "../scripts/cluster.mjs";
import { onBothEngines } from "./lib/both-engines.mjs";
import { runAutocannon } from "./lib/lead-load.mjs";
import { portInUse, ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3290);
// The cluster's front; its instances take the next two ports.
const CLUSTER_PORT = PORT + 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_S = 2;
const BROWSER = { "accept-encoding": "br, gzip" };
const ROUTES = [
  { name: "`GET /status/summary.json`", path: "/status/summary.json" },
  { name: "`GET /status/badge.svg`", path: "/status/badge.svg" },
  { name: "`GET /status/badge.svg?group=center&lang=zh`", path: "/status/badge.svg?group=center&lang=zh" },
];

const progress = (message) => process.stderr.write(`[bench:status-embed] ${message}\n`);

/** What the summary says, so the report shows the load was on a real state, and that it answers. */
async function stateAt(base) {
  const response = await fetch(`${base}/status/summary.json`, { signal: AbortSignal.timeout(5_000) });
  if (response.status !== 200) throw new Error(`GET /status/summary.json answered ${response.status}`);
  return (await response.json()).state;
}

/** Each route's requests per second at `base`. */
async function loadRoutes(setup, base) {
  const state = await stateAt(base);
  const rows = [];
  for (const route of ROUTES) {
    const options = { url: `${base}${route.path}`, headers: BROWSER, connections: CONNECTIONS };
    await runAutocannon({ ...options, duration: WARM_UP_S });
    progress(`${setup}: ${route.path} for ${DURATION_S} s…`);
    const result = await runAutocannon({ ...options, duration: DURATION_S });
    rows.push({
      setup,
      route: route.name,
      state,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result["2xx"],
      other: result.non2xx + result.errors + result.timeouts,
    });
  }
  return rows;
}

async function oneInstance(engine, env) {
  if (await portInUse(PORT)) throw new Error(`port ${PORT} is in use`);
  const server = startServer(PORT, {
    logFile: join(ROOT, ".tmp", `bench-status-embed-${engine}.log`),
    env: { ...env, HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  });
  try {
    await waitUntilHealthy(server, PORT);
    return await loadRoutes(`one instance, ${engine}`, `http://127.0.0.1:${PORT}`);
  } finally {
    await stopServer(server);
  }
}

async function twoInstances() {
  progress(`two instances on one PostgreSQL behind HAProxy (port ${CLUSTER_PORT})…`);
  const cluster = await startCluster({
    instances: 2,
    port: CLUSTER_PORT,
    env: { LOG_LEVEL: "warn" },
    logDir: join(ROOT, ".tmp", "bench-status-embed-cluster"),
  });
  try {
    return await loadRoutes("two instances + HAProxy, PostgreSQL", cluster.url);
  } finally {
    await cluster.stop();
  }
}

const rows = [...(await onBothEngines("status-embed", oneInstance)).flat(), ...(await twoInstances())];
const report = [
  "# Status badge and summary: requests per second",
  "",
  `- Date: ${new Date().toISOString()}; Node ${process.version}; ${cpus().length} CPU cores (${cpus()[0]?.model ?? "unknown"}), ${Math.round(totalmem() / 2 ** 30)} GB; loopback; the load generator, HAProxy and the servers share the machine.`,
  `- autocannon, ${CONNECTIONS} kept-alive connections, ${DURATION_S} s per route after ${WARM_UP_S} s of warm-up, \`Accept-Encoding: br, gzip\` (the summary, over 1 KB, is compressed; the badge is not). Each instance reads the state at most once per 30 s (STATUS_EMBED_MAX_AGE_SECONDS), so the figures are of the cached answer: what every embedding page's visitors get.`,
  "",
  "| Setup | Route | State | Requests/s | p50 ms | p99 ms | 2xx | Other |",
  "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (row) =>
      `| ${row.setup} | ${row.route} | ${row.state} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.ok} | ${row.other} |`,
  ),
  "",
];
writeFileSync(join(ROOT, "bench", "results", "status-embed.md"), report.join("\n"));
process.stdout.write(report.join("\n"));
