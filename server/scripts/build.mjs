// Bundles the server (and the shared contracts it imports as TypeScript) into
// plain JavaScript under dist/, so production runs on Node alone. Packages
// from node_modules stay external; better-sqlite3 is native and cannot be bundled.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => name !== "@ikey/contracts");

await build({
  entryPoints: {
    main: "src/main.ts",
    "cli/leads": "src/cli/leads.ts",
    "cli/account": "src/cli/account.ts",
    "cli/migrate": "src/cli/migrate.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  external,
  logLevel: "warning",
});
console.log("server: bundled src/main.ts and the command-line tools into dist/");
