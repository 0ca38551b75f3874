// `npm test`: every check, the cheapest first, each step timed. The site is built once, as its own
// step, with the suite's public settings: the tests over the build and the browser tests then use
// that build, and the times say where the run goes. Stops at the first stage that fails.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { attestationPageSettings } from "../e2e/page-settings.mjs";
import { repoRoot } from "./lib/ensure-build.mjs";

// Steps in one stage run side by side. The type check, the build and the tests that need no build
// share the second stage: the type check holds one core, the build's bundler one and a half for part
// of its time, and the server's tests spend most of theirs waiting on SQLite, PostgreSQL and timers,
// so together they fill the two cores that each alone leaves partly idle. The tests over the build
// follow it. The last step of a stage writes to the terminal as it goes; the others' output follows
// when they end. The messages are compiled first, once: the type check, the build and the web tests
// each find them there, so none rewrites the folder while another reads it.
// Every Vitest project runs in one of the two steps: the second names the project over the build,
// the first every other, so a project added to vitest.config.ts runs without being listed here.
const BUILT_SITE_PROJECT = "built-site";
const stages = [
  [
    { name: "lint", command: ["npx", "biome", "check", "."] },
    { name: "messages", command: ["npm", "run", "messages", "--workspace", "web"] },
    // Missing or orphaned translations of web/content; stale ones are listed, not failed (docs/content.md).
    { name: "translations", command: ["npm", "run", "translations", "--", "--check"] },
  ],
  [
    { name: "typecheck", command: ["npm", "run", "typecheck"] },
    { name: "vitest", command: ["npx", "vitest", "run", "--project", `!${BUILT_SITE_PROJECT}`] },
    { name: "build", command: [process.execPath, "scripts/lib/ensure-build.mjs"] },
  ],
  [{ name: "vitest-build", command: ["npx", "vitest", "run", "--project", BUILT_SITE_PROJECT] }],
  [{ name: "playwright", command: ["npx", "playwright", "test"] }],
];

const environment = { ...process.env, ...attestationPageSettings };
const seconds = (start) => Math.round((performance.now() - start) / 100) / 10;

/** Runs one step; resolves with its time and whether it passed. */
function run(step, live) {
  const start = performance.now();
  const [program, ...args] = step.command;
  const child = spawn(program, args, { cwd: repoRoot, env: environment, stdio: live ? "inherit" : "pipe" });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      if (!live) {
        console.log(`\n── ${step.name} (ran beside the step above)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step: step.name, seconds: seconds(start), passed: status === 0 });
    });
  });
}

const times = [];
const runStart = performance.now();
for (const stage of stages) {
  console.log(`\n── ${stage.map((step) => `${step.name}: ${step.command.join(" ")}`).join("  ‖  ")}`);
  const results = await Promise.all(stage.map((step, index) => run(step, index === stage.length - 1)));
  times.push(...results);
  if (!results.every((result) => result.passed)) break;
}
times.push({ step: "total", seconds: seconds(runStart), passed: times.every((time) => time.passed) });

console.log("\n── time per step (steps of one stage overlap)");
for (const { step, seconds: spent, passed } of times) {
  console.log(`${step.padEnd(12)} ${String(spent).padStart(7)} s${passed ? "" : "  FAILED"}`);
}
// For comparing runs: the same figures, kept beside the other scratch files.
mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/test-times.json", `${JSON.stringify(times, null, 2)}\n`);
process.exit(times.at(-1).passed ? 0 : 1);
