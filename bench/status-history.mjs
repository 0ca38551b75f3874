// `npm run bench:status-history`: Check App Status's history (decision 0016), on SQLite and on a
// throwaway PostgreSQL.
//  1. GET /status/history with 400 days of hourly and daily rollups and 7 days of raw results for
//     the four targets, and three incidents of the last 30 days: the server's own time (its
//     Server-Timing header) and the round trip, p50 and p95 over BENCH_REQUESTS calls. Target: p95 ≤ 50 ms.
//  2. The cost of a background probe round, in this process, with the server's own code (through
//     Vite's module runner) on the same seeded database: the CPU time (user + system) and the
//     wall time of each round, the four targets answering from a loopback server after 50, 300,
//     1200 and 300 ms as in bench:status. The database's writes are part of it; PostgreSQL's own
//     processes are not counted.
// The server under test is the built one, started as `npm start` starts it. It writes
// bench/results/status-history.md.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { onBothEngines } from "./lib/both-engines.mjs";
import { importContract, importSource } from "./lib/contracts.mjs";
import { startDelayTargets } from "./lib/delay-targets.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3270);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ROLLUP_DAYS = 400;
const RAW_DAYS = 7;
const DELAYS = { api: 50, center: 300, server1: 1200, server2: 300 };

function progress(message) {
  process.stderr.write(`[bench:status-history] ${message}\n`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
};

/** A small deterministic generator, so every run seeds the same history. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The server's database on `env`, migrated, with the server's own code. */
async function openDatabase(env) {
  const { loadConfig } = await importSource("server/src/config.ts");
  const { connectDatabase } = await importSource("server/src/db/connection.ts");
  const { migrateToLatest } = await importSource("server/src/db/migrate.ts");
  const database = connectDatabase(loadConfig({ ...env, WEB_ROOT: "." }).database);
  await migrateToLatest(database.db);
  return database;
}

/**
 * Rollups for every hour and Malaysian day of the last ROLLUP_DAYS days, and one probe a minute per
 * target (0.5 % failing) for RAW_DAYS days up to `rawUntil`, written in batches.
 */
async function seedHistory(db, now, rawUntil) {
  const { STATUS_TARGETS, dayStart, hourStart } = await importContract("status-history");
  const next = random(7);
  const insert = async (table, rows) => {
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto(table)
        .values(rows.slice(start, start + 500))
        .execute();
    }
  };
  const raw = [];
  for (const target of STATUS_TARGETS) {
    for (let at = rawUntil - RAW_DAYS * DAY_MS; at < rawUntil; at += 60_000) {
      const working = next() > 0.005;
      raw.push({
        target,
        probed_at: at,
        working: working ? 1 : 0,
        duration_ms: Math.round(40 + next() * 360),
        failure: working ? null : "timeout",
      });
    }
  }
  await insert("status_probes", raw);
  const rollups = [];
  const figures = (checks) => {
    const failures = next() < 0.1 ? Math.ceil(next() * 5) : 0;
    const p50 = Math.round(60 + next() * 120);
    return { checks, failures, p50_ms: p50, p95_ms: p50 + Math.round(next() * 400) };
  };
  for (const target of STATUS_TARGETS) {
    for (let day = dayStart(now) - (ROLLUP_DAYS - 1) * DAY_MS; day <= now; day += DAY_MS) {
      rollups.push({ target, period: "day", bucket_start: day, ...figures(1440) });
    }
    for (let hour = hourStart(now) - ROLLUP_DAYS * DAY_MS; hour <= now; hour += HOUR_MS) {
      rollups.push({ target, period: "hour", bucket_start: hour, ...figures(60) });
    }
  }
  await insert("status_rollups", rollups);
  for (let n = 0; n < 3; n++) {
    const started = now - (n * 9 + 1) * DAY_MS;
    const { id } = await db
      .insertInto("status_incidents")
      .values({
        title: `Bench incident ${n + 1}`,
        groups: "center",
        status: n === 0 ? "monitoring" : "resolved",
        started_at: started,
        resolved_at: n === 0 ? null : started + HOUR_MS,
        opened_by: null,
        opened_by_email: "automatic",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [index, status] of ["investigating", "identified", n === 0 ? "monitoring" : "resolved"].entries()) {
      await db
        .insertInto("status_incident_updates")
        .values({
          incident_id: id,
          status,
          message: "A fault at the data centre slowed the centre system.",
          created_at: started + index * 20 * 60_000,
          by_email: "automatic",
        })
        .execute();
    }
  }
  return { raw: raw.length, rollups: rollups.length };
}

/** GETs the history REQUESTS times (after 10 to warm up); answers the server's times and the round trips. */
async function timeHistory() {
  const server = [];
  const roundTrip = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS + 10; i++) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/status/history`);
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`/status/history: ${response.status} ${body}`);
    if (i < 10) continue;
    bytes = body.length;
    server.push(Number(/app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]));
    roundTrip.push(elapsed);
  }
  return {
    serverP50: percentile(server, 0.5),
    serverP95: percentile(server, 0.95),
    roundTripP50: percentile(roundTrip, 0.5),
    roundTripP95: percentile(roundTrip, 0.95),
    bytes,
  };
}

/**
 * ROUNDS probe rounds with the server's code, a slot apart from `from` on a clock of their own.
 * The rounds fall in the last minutes of a Malaysian day whose raw results are all there, so each
 * round's day rollup reads a whole day's probes: the dearest round of the day.
 */
async function timeProbeRounds(db, targetsBase, from) {
  const { probeRound } = await importSource("server/src/status/probe-round.ts");
  const { incidentActions } = await importSource("server/src/status/incident-actions.ts");
  const { subscriberTokens } = await importSource("server/src/status/subscriber-tokens.ts");
  const { createKeyedHasher } = await importSource("server/src/privacy/keyed-hash.ts");
  // Moved to each round's slot; between, it runs with the real clock, which the probes' durations need.
  let offset = 0;
  const hash = createKeyedHasher(async () => "bench-key-bench-key-bench-key-bench-key");
  const incidents = incidentActions({
    db,
    mail: { siteUrl: ORIGIN, supportEmail: "support@ikey.example", tokens: subscriberTokens(hash) },
    onMailQueued: () => {},
  });
  const round = probeRound({
    db,
    // Whole milliseconds, as the system clock gives them.
    clock: () => Math.round(offset + performance.now()),
    targets: () => ({
      api_result: `${targetsBase}/api`,
      center_result: `${targetsBase}/center`,
      server_result_with_dns_server: `${targetsBase}/server1`,
      server_result_without_dns_service: `${targetsBase}/server2`,
    }),
    timeoutMs: 10_000,
    intervalMs: 60_000,
    suggestAfterFailures: 3,
    autoIncidents: false,
    incidents,
    onMailQueued: () => {},
  });
  const cpu = [];
  const wall = [];
  for (let n = 0; n < ROUNDS + 2; n++) {
    offset = from + n * 60_000 - performance.now();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const report = await round();
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    if (!report) throw new Error("the round's slot was taken: is another instance probing this database?");
    if (n < 2) continue; // warm-up: the runner's first imports and the connection pool
    cpu.push((used.user + used.system) / 1000);
    wall.push(elapsed);
  }
  return {
    cpuP50: percentile(cpu, 0.5),
    cpuP95: percentile(cpu, 0.95),
    wallP50: percentile(wall, 0.5),
    perDay: (percentile(cpu, 0.5) * 1440) / 1000,
  };
}

async function measure(engine, env) {
  progress(`${engine}: seeding ${ROLLUP_DAYS} days of rollups and ${RAW_DAYS} days of raw results…`);
  const { dayStart } = await importContract("status-history");
  const now = Date.now();
  // Raw results up to a few minutes before today's end; the probe rounds fill those minutes.
  let roundsFrom = dayStart(now) + DAY_MS - (ROUNDS + 5) * 60_000;
  // Late in the day, the next day's: slots the server under test has claimed cannot be claimed again.
  if (roundsFrom < now + 10 * 60_000) roundsFrom += DAY_MS;
  const database = await openDatabase(env);
  let seeded;
  try {
    seeded = await seedHistory(database.db, now, roundsFrom);
  } finally {
    await database.close();
  }
  const server = startServer(PORT, {
    logFile: join(ROOT, ".tmp", `bench-status-history-${engine}.log`),
    env: { ...env, HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  });
  let history;
  try {
    await waitUntilHealthy(server, PORT);
    progress(`${engine}: ${REQUESTS} history requests…`);
    history = await timeHistory();
  } finally {
    await stopServer(server);
  }
  progress(`${engine}: ${ROUNDS} probe rounds…`);
  const targets = await startDelayTargets(DELAYS);
  const probing = await openDatabase(env);
  let rounds;
  try {
    rounds = await timeProbeRounds(probing.db, targets.base, roundsFrom);
  } finally {
    await probing.close();
    await targets.stop();
  }
  return { engine, seeded, history, rounds };
}

const results = await onBothEngines("status-history", measure);
const ms = (value) => value.toFixed(1);
const lines = [
  "# Status history benchmark",
  "",
  `- Date: ${new Date().toISOString()}; Node ${process.version}; ${REQUESTS} history requests and ${ROUNDS} probe rounds per engine.`,
  `- Data: ${ROLLUP_DAYS} days of hourly and daily rollups and ${RAW_DAYS} days of raw results (one probe a minute) for the four targets, and three incidents of the last 30 days.`,
  "- History: the server's own time (Server-Timing) and the round trip over loopback. Target: p95 ≤ 50 ms.",
  `- Probe round: this process's CPU time (user + system) per round, with the server's code, the targets answering after ${Object.values(DELAYS).join(", ")} ms. Per day: the median round × 1,440 rounds.`,
  "",
  "| Engine | Rows seeded (raw / rollups) | History server p50 ms | p95 ms | Round trip p50 ms | p95 ms | Answer KB | Probe round CPU p50 ms | p95 ms | Round wall p50 ms | CPU per day s |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...results.map(
    ({ engine, seeded, history, rounds }) =>
      `| ${engine} | ${seeded.raw.toLocaleString("en")} / ${seeded.rollups.toLocaleString("en")} | ${ms(history.serverP50)} | ${ms(history.serverP95)} | ${ms(history.roundTripP50)} | ${ms(history.roundTripP95)} | ${(history.bytes / 1024).toFixed(1)} | ${ms(rounds.cpuP50)} | ${ms(rounds.cpuP95)} | ${ms(rounds.wallP50)} | ${rounds.perDay.toFixed(1)} |`,
  ),
  "",
];
writeFileSync(join(ROOT, "bench", "results", "status-history.md"), lines.join("\n"));
process.stdout.write(lines.join("\n"));
