// How the server's code is bundled, shared by its build (build.mjs) and by the command-line tools
// run straight from source (scripts/lib/run-cli.mjs), so both run the same JavaScript.
// Packages from node_modules stay external (better-sqlite3 is native and cannot be bundled); the
// shared contracts are TypeScript and are bundled in.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

export const bundleOptions = {
  // Entry points and imports resolve from the server workspace, wherever the caller runs.
  absWorkingDir: serverDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  external: Object.keys(pkg.dependencies).filter((name) => name !== "@ikey/contracts"),
  logLevel: "warning",
};
