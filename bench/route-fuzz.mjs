// `npm run bench:fuzz`: the route fuzz of issue 48 (test-support/route-fuzz/), with more values per
// parameter than `npm test` draws, against this checkout's built server and, for comparison, an
// earlier commit's (BENCH_BASE_REF, default d18013f: main before issue 48). Each route's slowest
// answer, on the wall and in the server's CPU time, with the value that caused it; where an
// answer never came, the server is killed and started again on the same database, so that the
// run reaches every route. Writes bench/results/route-fuzz.md.
//
// The earlier commit's server is built alone (server/dist, with esbuild) in a throwaway worktree
// and serves this checkout's built pages: the pages are not what it measures. Its members are
// invited with that commit's own `npm run staff`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { baseCheckout } from "./lib/base-build.mjs";
import { importSource } from "./lib/contracts.mjs";
import { ROOT } from "./lib/site-server.mjs";

const BASE_REF = process.env.BENCH_BASE_REF ?? "d18013f";
const RANDOM = Number(process.env.BENCH_FUZZ_RANDOM ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3270);
const ATTESTATION = { ATTESTATION_SECRET: "route-fuzz-attestation-key-0123456789abcdef", ATTESTATION_ENFORCE: "false" };

const progress = (message) => process.stderr.write(`[bench:fuzz] ${message}\n`);

const { startFuzzServer, enrolMembers } = await importSource("test-support/route-fuzz/fuzz-site.ts");
const { makeRecords } = await importSource("test-support/route-fuzz/fuzz-records.ts");
const { fuzzPlan } = await importSource("test-support/route-fuzz/fuzz-plan.ts");
const { fuzzRoutes } = await importSource("test-support/route-fuzz/fuzz-run.ts");
const { routeRequests } = await importSource("test-support/route-fuzz/route-requests.ts");
const { pageAddresses } = await importSource("contracts/site-addresses.ts");

const webRoot = join(ROOT, "web/build/client");
const baked = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(ROOT, "web/build/site-settings.json"), "utf8"))).filter(
    ([, value]) => value !== null,
  ),
);

/** The routes of this checkout's table and every page: the same list for both commits. */
const names = [...new Set([...Object.keys(routeRequests), ...pageAddresses.map((address) => `GET ${address.path}`)])];

/** Fuzzes the built server of `root`; answers the outcome and how long it took. */
async function fuzzCheckout(root, port) {
  const folder = mkdtempSync(join(tmpdir(), "ikey-bench-fuzz-"));
  const database = join(folder, "fuzz.sqlite");
  const start = () => startFuzzServer({ root, port, webRoot, database, env: { ...baked, ...ATTESTATION } });
  let server = await start();
  let restarts = 0;
  // The fuzz reads the server through this, so a restart swaps the process behind it.
  const target = {
    origin: server.origin,
    cpuSeconds: () => server.cpuSeconds(),
    running: () => server.running(),
    restart: async () => {
      restarts++;
      await server.stop();
      server = await start();
    },
  };
  try {
    const members = await enrolMembers(server, root);
    const records = await makeRecords(server, members);
    const started = performance.now();
    const outcome = await fuzzRoutes(
      target,
      fuzzPlan(names, records, members, { strict: false }),
      { randomPerParameter: RANDOM, seed: 20261201, answerTimeoutMs: 5_000, cpuLimitMs: 1_000 },
      progress,
    );
    return { outcome, restarts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

function buildServerAt(dir) {
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: join(dir, "server"), stdio: "inherit" });
}

/**
 * The earlier commit's outcome: measured once per commit and number of values, then kept in .tmp
 * (an earlier commit does not change), since its hangs make it the slow half of the run.
 */
async function fuzzBase() {
  const kept = join(ROOT, ".tmp", `route-fuzz-${BASE_REF}-${RANDOM}.json`);
  if (existsSync(kept)) {
    progress(`reusing ${kept}`);
    return JSON.parse(readFileSync(kept, "utf8"));
  }
  const baseDir = join(ROOT, ".tmp", "bench-fuzz-base");
  const base = baseCheckout(baseDir, BASE_REF);
  progress(`building the server of ${BASE_REF}`);
  base.prepareBase();
  try {
    buildServerAt(baseDir);
    progress(`fuzzing ${BASE_REF}`);
    const outcome = await fuzzCheckout(baseDir, PORT);
    writeFileSync(kept, JSON.stringify(outcome));
    return outcome;
  } finally {
    base.removeBase();
  }
}

const before = await fuzzBase();
progress("building this checkout");
// With the build's own public settings: a build for other settings is not what this measures.
execFileSync(process.execPath, ["scripts/lib/ensure-build.mjs"], {
  cwd: ROOT,
  env: { ...process.env, ...baked },
  stdio: "inherit",
});
const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
progress(`fuzzing this checkout (${head})`);
const after = await fuzzCheckout(ROOT, PORT + 1);

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : "—");
const byRoute = (outcome) => new Map(outcome.routes.map((route) => [route.route, route]));
const beforeRoutes = byRoute(before.outcome);
/** A cell: the slowest figure, and the value behind it when it is worth naming. */
const cell = (route, key, caseKey) => {
  if (!route) return "—";
  const value = route[key];
  return value >= 100 ? `${ms(value)} (${route[caseKey].replaceAll("|", "\\|")})` : ms(value);
};
const problems = (route) => (route ? route.problems.length : 0);
const cases = (outcome) => outcome.routes.reduce((sum, route) => sum + route.cases, 0);

const apiRows = after.outcome.routes
  .filter((route) => routeRequests[route.route])
  .map((route) => {
    const earlier = beforeRoutes.get(route.route);
    return `| \`${route.route}\` | ${route.cases} | ${cell(earlier, "slowestWallMs", "slowestWallCase")} | ${cell(earlier, "slowestCpuMs", "slowestCpuCase")} | ${problems(earlier)} | ${cell(route, "slowestWallMs", "slowestWallCase")} | ${cell(route, "slowestCpuMs", "slowestCpuCase")} | ${problems(route)} |`;
  });
const pages = (outcome) => outcome.routes.filter((route) => !routeRequests[route.route]);
const slowestOf = (routes, key) => Math.max(0, ...routes.map((route) => route[key]).filter(Number.isFinite));
const problemLines = (label, outcome) =>
  outcome.routes.flatMap((route) => route.problems.map((problem) => `- ${label}: \`${route.route}\` ${problem}`));

const report = [
  "# Route fuzz: the slowest answer per route",
  "",
  `\`npm run bench:fuzz\`, ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}. ` +
    `Every route's valid request with one parameter at a time replaced by hostile values (test-support/route-fuzz/): ` +
    `the curated extremes of each kind of value, then ${RANDOM} values fast-check draws per parameter (seed 20261201), one request at a time over loopback to the built server on SQLite. ` +
    "CPU is the server process's user and system time across the request, read from /proc (10 ms steps); an answer that did not come within 5 s counts as none, and the server is then killed and started again on the same database.",
  "",
  `- Before: \`${BASE_REF}\`: ${cases(before.outcome)} requests in ${before.seconds.toFixed(0)} s, ${before.restarts} restarts after an answer never came, ${before.outcome.healthFailures.length} of ${before.outcome.healthChecks} health checks failed.`,
  `- After: \`${head}\`: ${cases(after.outcome)} requests in ${after.seconds.toFixed(0)} s, ${after.restarts} restarts, ${after.outcome.healthFailures.length} of ${after.outcome.healthChecks} health checks failed.`,
  `- Pages (${pages(after.outcome).length} addresses, each once): slowest ${ms(slowestOf(pages(before.outcome), "slowestWallMs"))} ms wall and ${ms(slowestOf(pages(before.outcome), "slowestCpuMs"))} ms CPU before; ${ms(slowestOf(pages(after.outcome), "slowestWallMs"))} ms and ${ms(slowestOf(pages(after.outcome), "slowestCpuMs"))} ms after.`,
  "",
  "Milliseconds; the value behind a figure of 100 ms or more is named. Problems: answers the fuzz test refuses (none, a 5xx, over a second of CPU, a refusal that is not JSON, a valid request that failed).",
  "",
  "| Route | Requests | Before: wall | Before: CPU | Before: problems | After: wall | After: CPU | After: problems |",
  "|---|---:|---:|---:|---:|---:|---:|---:|",
  ...apiRows,
  "",
  "## Problems",
  "",
  ...problemLines("before", before.outcome).slice(0, 80),
  ...problemLines("after", after.outcome),
  "",
];
writeFileSync(join(ROOT, "bench/results/route-fuzz.md"), `${report.join("\n")}\n`);
progress("wrote bench/results/route-fuzz.md");
