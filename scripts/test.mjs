// `npm test`: every check, the cheapest first, each step timed. The site is built once, as its own
// step, with the suite's public settings: the tests over the build and the browser tests then use
// that build, and the times say where the run goes. Stops at the first step that fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { attestationPageSettings } from "../e2e/page-settings.mjs";
import { repoRoot } from "./lib/ensure-build.mjs";

const steps = [
  { name: "lint", command: ["npx", "biome", "check", "."] },
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "build", command: [process.execPath, "scripts/lib/ensure-build.mjs"] },
  { name: "vitest", command: ["npm", "run", "test:unit"] },
  { name: "playwright", command: ["npx", "playwright", "test"] },
];

const environment = { ...process.env, ...attestationPageSettings };
const seconds = (start) => Math.round((performance.now() - start) / 100) / 10;

const times = [];
const runStart = performance.now();
for (const step of steps) {
  console.log(`\n── ${step.name}: ${step.command.join(" ")}`);
  const start = performance.now();
  const [program, ...args] = step.command;
  const run = spawnSync(program, args, { cwd: repoRoot, env: environment, stdio: "inherit" });
  times.push({ step: step.name, seconds: seconds(start), passed: run.status === 0 });
  if (run.status !== 0) break;
}
times.push({ step: "total", seconds: seconds(runStart), passed: times.every((time) => time.passed) });

console.log("\n── time per step");
for (const { step, seconds: spent, passed } of times) {
  console.log(`${step.padEnd(12)} ${String(spent).padStart(7)} s${passed ? "" : "  FAILED"}`);
}
// For comparing runs: the same figures, kept beside the other scratch files.
mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/test-times.json", `${JSON.stringify(times, null, 2)}\n`);
process.exit(times.at(-1).passed ? 0 : 1);
