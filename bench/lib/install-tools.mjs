// Installs the benchmarks' own tools (bench/package.json: Lighthouse, autocannon, chrome-launcher)
// when they are missing or older than bench/package-lock.json. They stay out of the root install,
// which `npm start` and `npm test` need alone (docs/decisions/0023-benchmarks-package.md).
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bench = new URL("../", import.meta.url);
const modifiedAt = (file) => statSync(new URL(file, bench), { throwIfNoEntry: false })?.mtimeMs ?? 0;

// npm writes node_modules/.package-lock.json at the end of each install: older than the lock, it is stale.
if (modifiedAt("node_modules/.package-lock.json") < modifiedAt("package-lock.json")) {
  console.error("Installing the benchmarks' tools into bench/node_modules (first use only)…");
  const args = ["ci", "--prefix", fileURLToPath(bench), "--no-audit", "--no-fund"];
  const install = spawnSync("npm", args, { stdio: "inherit" });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
