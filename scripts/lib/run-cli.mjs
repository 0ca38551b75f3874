// Runs one of the server's command-line tools (server/src/cli/<name>.ts) straight from its
// source: esbuild bundles that one file into .tmp/cli in a fraction of a second, the way the
// server's build does. Unlike `npm start`, nothing else is built, so the tools work on a fresh
// clone, before any build, and always run the code as it is.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { bundleOptions } from "../../server/scripts/bundle-options.mjs";

const repoRoot = new URL("../..", import.meta.url).pathname;

export async function runCli(name) {
  process.chdir(repoRoot);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const outdir = join(repoRoot, ".tmp", "cli");
  mkdirSync(outdir, { recursive: true });
  // One file per run: two runs at once (a test suite's workers) must not read each other's half-written bundle.
  const outfile = join(outdir, `${name}-${process.pid}.mjs`);
  await build({ ...bundleOptions, entryPoints: [`src/cli/${name}.ts`], outfile });
  // Removed as the process exits, however the tool ends: a tool that fails calls process.exit
  // before a `finally` after the import would run, which left a bundle behind on every failure.
  process.once("exit", () => rmSync(outfile, { force: true }));
  await import(pathToFileURL(outfile).href);
}
