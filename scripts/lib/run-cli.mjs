// Runs one of the server's command-line tools (server/src/cli/<name>.ts) straight from its
// source: esbuild bundles that one file into .tmp/cli in a fraction of a second. Unlike
// `npm start`, nothing else is built, so the tools work on a fresh clone, before any build, and
// always run the code as it is.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const repoRoot = new URL("../..", import.meta.url).pathname;

export async function runCli(name) {
  process.chdir(repoRoot);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const server = JSON.parse(readFileSync(join(repoRoot, "server", "package.json"), "utf8"));
  // The server's packages stay external (better-sqlite3 is native); the contracts are TypeScript.
  const external = Object.keys(server.dependencies).filter((dependency) => dependency !== "@ikey/contracts");
  const outdir = join(repoRoot, ".tmp", "cli");
  mkdirSync(outdir, { recursive: true });
  // One file per run: two runs at once (a test suite's workers) must not read each other's half-written bundle.
  const outfile = join(outdir, `${name}-${process.pid}.mjs`);
  await build({
    entryPoints: [join(repoRoot, "server", "src", "cli", `${name}.ts`)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    external,
    // Resolved from the server workspace, as its own bundle is.
    absWorkingDir: join(repoRoot, "server"),
    logLevel: "warning",
  });
  try {
    await import(pathToFileURL(outfile).href);
  } finally {
    // Loaded: the file has served its purpose (the tool may still be running on it).
    rmSync(outfile, { force: true });
  }
}
