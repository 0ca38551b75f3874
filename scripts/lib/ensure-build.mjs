// Builds the site and the server when there is no build, when any source is
// newer than the build, or when a public setting baked into the pages changed.
// Shared by `npm start` and the command-line tools, which must run the code as it is.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = new URL("../..", import.meta.url).pathname;

const outputs = [
  "web/build/client/404/index.html",
  "web/build/client/_headers",
  "web/build/site-settings.json",
  "server/dist/main.js",
  "server/dist/serve.js",
];
const sources = [
  "contracts",
  "web/app",
  "web/messages",
  "web/project.inlang",
  "web/build-plugins",
  "web/public",
  "web/scripts",
  "web/vite.config.ts",
  "web/react-router.config.ts",
  "server/src",
  "server/scripts",
  "package-lock.json",
];

/** Generated from the sources (web/app/paraglide from web/messages), and rewritten by every typecheck. */
const GENERATED = new Set(["node_modules", "paraglide"]);

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((name) => !GENERATED.has(name))
      .map((name) => newestMtime(join(path, name))),
  );
}

function staleReason() {
  const missing = outputs.find((path) => !existsSync(path));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  const changed = sources.find((path) => newestMtime(path) > built);
  if (changed) return `${changed} changed since the last build`;
  const baked = JSON.parse(readFileSync("web/build/site-settings.json", "utf8"));
  const setting = Object.keys(baked).find((key) => (process.env[key] ?? null) !== baked[key]);
  if (setting) return `the public setting ${setting} changed`;
  return null;
}

/** Loads .env, then builds if needed. Progress goes to stderr, so a tool's stdout stays clean. */
export function ensureBuilt() {
  process.chdir(repoRoot);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const reason = staleReason();
  if (!reason) return;
  console.error(`Building the site because ${reason}…`);
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", 2, 2] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Run as a script, it only builds what is stale: the tests over the built site start with it.
if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt();
