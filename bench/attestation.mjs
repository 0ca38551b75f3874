// `npm run bench:attestation`: what app attestation costs, and whom.
//  1. Lighthouse Total Blocking Time on / (and /check-app-status, which calls the
//     protected status function at load) with attestation off and on: bench/web.mjs,
//     BENCH_RUNS runs each, every run in a fresh Chromium.
//  2. The time Chromium takes to solve a challenge at the default difficulty, in the
//     page's Web Worker (the "attestation:solve" user timing), over BENCH_SOLVES page loads.
//  3. The server's CPU time per refused call (no token, a forged token, an unsolved
//     exchange) and per challenge issued, read from /proc for BENCH_REQUESTS calls each,
//     against the CPU time a client spends to solve one challenge.
// Writes bench/results/attestation.md.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.mjs";
import { coreCount, cpuSecondsOf } from "./lib/cpu-usage.mjs";
import { BENCH_ACCESS_CODE, requestDemoLoad, runAutocannon } from "./lib/lead-load.mjs";
import { median } from "./lib/median.mjs";
import { portInUse, ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3240);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SOLVES = Number(process.env.BENCH_SOLVES ?? 21);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const NODE_SOLVES = 11;
const ROUTES = ["/", "/check-app-status"];

// Explicit values, so a developer's .env cannot change what is measured.
const attestationOff = { ATTESTATION_SECRET: "", ATTESTATION_ENABLED: "false", ATTESTATION_ENFORCE: "false" };
const attestationOn = {
  ATTESTATION_SECRET: "bench-attestation-key-not-for-production-0123456789",
  ATTESTATION_ENABLED: "true",
  ATTESTATION_ENFORCE: "true",
};

function progress(message) {
  process.stderr.write(`[bench:attestation] ${message}\n`);
}

// ---------------------------------------------------------------------------
// 1. Lighthouse, through bench/web.mjs

function lighthouse(label, env) {
  const json = join(".tmp", `bench-attestation-web-${label}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["bench/web.mjs"], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        BENCH_PORT: String(PORT),
        BENCH_RUNS: String(RUNS),
        BENCH_ROUTES: ROUTES.join(","),
        BENCH_RESULTS: join(".tmp", `bench-attestation-web-${label}.md`),
        BENCH_JSON: json,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.once("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(join(ROOT, json), "utf8")))
        : reject(new Error(`bench/web.mjs (${label}) exited with ${code}`)),
    );
  });
}

// ---------------------------------------------------------------------------
// 2. Solving in Chromium

async function solveTimesInChromium(base) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const samples = [];
  try {
    for (let load = 0; load < SOLVES; load++) {
      // A fresh context: no token kept from the load before.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/sign-up`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const focusedAt = await page.evaluate(() => performance.now());
      await page.getByLabel("First name", { exact: true }).focus();
      const tokenAt = await page.waitForFunction(
        () => localStorage.getItem("ikey.attestation")?.includes('"token":{') && performance.now(),
        undefined,
        { polling: 10, timeout: 60_000 },
      );
      const solve = await page.evaluate(() => {
        const [entry] = performance.getEntriesByName("attestation:solve");
        return entry ? { duration: entry.duration, took: entry.detail?.took } : null;
      });
      if (!solve) throw new Error("no attestation:solve measure on the page");
      samples.push({ ...solve, token: (await tokenAt.jsonValue()) - focusedAt });
      await context.close();
      progress(
        `solve ${load + 1}/${SOLVES}: ${Math.round(solve.duration)} ms in the worker, token after ${Math.round(samples.at(-1).token)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return samples;
}

// ---------------------------------------------------------------------------
// 3. CPU time, server and client

const cpuMillis = (pid) => cpuSecondsOf(pid) * 1000;

const fire = (options) => runAutocannon({ connections: 4, amount: REQUESTS, ...options });

async function serverCpuPerCall(pid, label, options, expectedStatus) {
  // Untimed first: the JIT compiles this path's code, so the figure is the steady cost of a call.
  await fire({ ...options, amount: Math.ceil(REQUESTS / 5) });
  const before = cpuMillis(pid);
  const result = await fire(options);
  const spent = cpuMillis(pid) - before;
  const answered = result.statusCodeStats?.[expectedStatus]?.count ?? 0;
  if (answered !== REQUESTS) {
    throw new Error(
      `${label}: ${answered} of ${REQUESTS} answered ${expectedStatus}: ${JSON.stringify(result.statusCodeStats)}`,
    );
  }
  progress(`${label}: ${((spent / REQUESTS) * 1000).toFixed(0)} µs of server CPU per call`);
  return { label, status: expectedStatus, microseconds: (spent / REQUESTS) * 1000 };
}

async function serverCosts(pid, base) {
  const lead = requestDemoLoad(base);
  const json = { "content-type": "application/json" };
  const claims = Buffer.from(JSON.stringify({ id: "forged", iat: Date.now(), exp: Date.now() + 3_600_000 }));
  const forgedToken = `v1.${claims.toString("base64url")}.${"A".repeat(43)}`;
  const challenge = await (await fetch(`${base}/api/attestation/challenge`)).json();
  const unsolved = JSON.stringify({ challenge, solution: { counter: 1, derivedKey: "00".repeat(32) } });
  return [
    await serverCpuPerCall(pid, "GET /healthz (any request, for scale)", { url: `${base}/healthz` }, "200"),
    await serverCpuPerCall(pid, "lead POST without a token", lead, "401"),
    await serverCpuPerCall(
      pid,
      "lead POST with a forged token",
      { ...lead, headers: { ...lead.headers, "x-attestation-token": forgedToken } },
      "401",
    ),
    await serverCpuPerCall(
      pid,
      "exchange of an unsolved challenge",
      { url: `${base}/api/attestation/exchange`, method: "POST", headers: json, body: unsolved },
      "400",
    ),
    await serverCpuPerCall(pid, "a challenge issued", { url: `${base}/api/attestation/challenge` }, "200"),
  ];
}

/** The client's side: solving challenges from the server with the same library in Node, CPU measured. */
async function clientCpuPerSolve(base) {
  const samples = [];
  for (let i = 0; i < NODE_SOLVES; i++) {
    const challenge = await (await fetch(`${base}/api/attestation/challenge`)).json();
    const before = process.cpuUsage();
    const solution = await solveChallenge({ challenge, deriveKey });
    const used = process.cpuUsage(before);
    if (!solution) throw new Error("no solution");
    samples.push({ cpu: (used.user + used.system) / 1000, counter: solution.counter });
  }
  return samples;
}

// ---------------------------------------------------------------------------
// The report

function report({ off, on, solves, costs, nodeSolves, config }) {
  const ms = (value) => (value === null || value === undefined ? "–" : String(Math.round(value)));
  const lighthouseRows = ROUTES.map((route) => {
    const a = off.figures.find((figure) => figure.route === route);
    const b = on.figures.find((figure) => figure.route === route);
    return `| \`${route}\` | ${ms(a?.tbt)} | ${ms(b?.tbt)} | ${ms(a?.lcp)} | ${ms(b?.lcp)} | ${(a?.js?.bytes / 1024).toFixed(1)} | ${(b?.js?.bytes / 1024).toFixed(1)} |`;
  });
  const solveMedian = median(solves.map((sample) => sample.duration));
  const workMedian = median(solves.map((sample) => sample.took));
  const tokenMedian = median(solves.map((sample) => sample.token));
  const nodeMedian = median(nodeSolves.map((sample) => sample.cpu));
  const refused = costs.filter((cost) => cost.status !== "200");
  const worstRefusal = Math.max(...refused.map((cost) => cost.microseconds));
  return [
    "# Attestation benchmark",
    "",
    `- Date: ${new Date().toISOString()}; Node ${process.version}; Chromium ${on.chromiumVersion ?? "unknown"} (headless); ${config}.`,
    "- Default difficulty: `attestation.maxNumber` = 3000 in server/src/limits/limits.ts (a challenge's secret counter lies between 1500 and 3000), PBKDF2/SHA-256 at 1000 iterations per try; the browser tries counters from 0 up in one Web Worker.",
    "",
    "## Total Blocking Time, attestation off and on",
    "",
    `Lighthouse 12.8 through \`bench/web.mjs\` (mobile, simulated throttling), median of ${RUNS} runs per route, each in a fresh Chromium. "On" is \`ATTESTATION_SECRET\` set, \`ATTESTATION_ENABLED=true\`, \`ATTESTATION_ENFORCE=true\`.`,
    "",
    "| Route | TBT off (ms) | TBT on (ms) | LCP off (ms) | LCP on (ms) | JS gzip off (KB) | JS gzip on (KB) |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...lighthouseRows,
    "",
    "`/` does no attestation work while loading: solving starts when a protected form is first focused. `/check-app-status` calls the protected status function at load, so it fetches a challenge and solves it in the worker then; the main thread only starts the worker and makes two requests.",
    "",
    "## Solving in Chromium",
    "",
    `${SOLVES} page loads of \`/sign-up\`, each in a fresh browser context (no kept token), focusing the first field.`,
    "",
    "| Measure | Median (ms) | Min (ms) | Max (ms) |",
    "| --- | ---: | ---: | ---: |",
    `| Solve, from handing the challenge to the worker to its answer (worker start included) | **${ms(solveMedian)}** | ${ms(Math.min(...solves.map((s) => s.duration)))} | ${ms(Math.max(...solves.map((s) => s.duration)))} |`,
    `| of which the proof of work itself (altcha-lib's own timing, in the worker) | ${ms(workMedian)} | ${ms(Math.min(...solves.map((s) => s.took)))} | ${ms(Math.max(...solves.map((s) => s.took)))} |`,
    `| Focus to token stored (challenge request, solve, exchange) | ${ms(tokenMedian)} | ${ms(Math.min(...solves.map((s) => s.token)))} | ${ms(Math.max(...solves.map((s) => s.token)))} |`,
    "",
    "## CPU time: refusing a call, against solving a challenge",
    "",
    `Server: its process's user + system CPU time (\`/proc/<pid>/stat\`, all threads) over ${REQUESTS} calls of each kind (autocannon, 4 connections, loopback), after ${Math.ceil(REQUESTS / 5)} untimed calls to warm the path up, divided by ${REQUESTS}; includes HTTP parsing and the JSON answer.`,
    "",
    "| Call | Answer | Server CPU per call (µs) |",
    "| --- | ---: | ---: |",
    ...costs.map((cost) => `| ${cost.label} | ${cost.status} | ${cost.microseconds.toFixed(0)} |`),
    "",
    `Client: one challenge's proof of work. In Chromium (one worker thread busy for the whole solve, so its time is CPU time): median **${ms(workMedian)} ms**. The same work in Node with the same library (\`process.cpuUsage\`, ${NODE_SOLVES} challenges from the server): median ${ms(nodeMedian)} ms of CPU.`,
    "",
    `So a forged or unsolved call costs the server at most ${worstRefusal.toFixed(0)} µs of CPU, while a real call needs a solved challenge worth about ${ms(workMedian)} ms of a client's CPU: about **${Math.round((workMedian * 1000) / worstRefusal).toLocaleString("en")} times** as much. Issuing a challenge (one PBKDF2 derivation on the server) costs ${costs.at(-1).microseconds.toFixed(0)} µs, about ${Math.round((workMedian * 1000) / costs.at(-1).microseconds).toLocaleString("en")} times less than solving it.`,
    "",
    "Reproduce: `npm run bench:attestation` (BENCH_RUNS, BENCH_SOLVES, BENCH_REQUESTS and BENCH_PORT change the counts and the port). It rebuilds the site with attestation off and on; the next `npm start` rebuilds it for its own settings.",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------
// Main

if (await portInUse(PORT)) throw new Error(`port ${PORT} is already in use; set BENCH_PORT to a free port`);
progress(`Lighthouse, attestation off (${RUNS} runs per route)…`);
const off = await lighthouse("off", attestationOff);
progress(`Lighthouse, attestation on (${RUNS} runs per route)…`);
const on = await lighthouse("on", attestationOn);

const server = startServer(PORT, {
  logFile: join(ROOT, ".tmp", "bench-attestation-server.log"),
  env: { HOST: "127.0.0.1", LOG_LEVEL: "warn", REQUEST_DEMO_CODE: BENCH_ACCESS_CODE, ...attestationOn },
});
let results;
try {
  await waitUntilHealthy(server, PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const solves = await solveTimesInChromium(base);
  const nodeSolves = await clientCpuPerSolve(base);
  const costs = await serverCosts(server.pid, base);
  results = { off, on, solves, costs, nodeSolves, config: `${coreCount} CPU cores` };
} finally {
  await stopServer(server);
}
const text = report(results);
writeFileSync(join(ROOT, "bench", "results", "attestation.md"), text);
process.stdout.write(text);
