// Builds the site and the server when there is no build, when any source is
// newer than the build, or when a public setting baked into the pages changed.
// Shared by `npm start` and the command-line tools, which must run the code as it is.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";
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
  "web/content",
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
/** Tests beside the code they test are not built into the site: changing one needs no new build. */
const TEST_FILE = /\.test\.tsx?$/;

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((name) => !GENERATED.has(name) && !TEST_FILE.test(name))
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

/** The steps of `npm run build`, in order: each workspace's build script, one command at a time. */
function buildSteps() {
  return ["web", "server"].flatMap((workspace) => {
    const script = JSON.parse(readFileSync(join(workspace, "package.json"), "utf8")).scripts.build;
    return script.split("&&").map((command) => ({ workspace, command: command.trim() }));
  });
}

/** Where the build tools' own output goes: hundreds of lines nobody reads unless a step fails. */
const BUILD_LOG = ".tmp/build.log";

/** The PATH `npm run` gives a script: the workspace's and the root's installed commands first. */
const scriptPath = (workspace) =>
  [join(repoRoot, workspace, "node_modules/.bin"), join(repoRoot, "node_modules/.bin"), process.env.PATH].join(
    delimiter,
  );

const secondsSince = (started) => `${Math.round((performance.now() - started) / 1000)} s`;

/**
 * Builds step by step, saying what each step is and how long it took; the tools' own output goes
 * to BUILD_LOG, and its end is shown when a step fails.
 */
function build(reason) {
  const steps = buildSteps();
  mkdirSync(".tmp", { recursive: true });
  const log = openSync(BUILD_LOG, "w");
  const started = performance.now();
  console.error(`Building the site and the server because ${reason} (a first build takes a few minutes).`);
  for (const [index, { workspace, command }] of steps.entries()) {
    const stepStarted = performance.now();
    console.error(`  ${index + 1}/${steps.length} ${workspace}: ${command}`);
    const env = { ...process.env, PATH: scriptPath(workspace) };
    const step = spawnSync(command, { cwd: workspace, env, shell: true, stdio: ["ignore", log, log] });
    if (step.status !== 0) {
      closeSync(log);
      const output = readFileSync(BUILD_LOG, "utf8").trimEnd().split("\n").slice(-40).join("\n");
      console.error(`${output}\nThe build failed at ${workspace}: ${command}; its whole output is in ${BUILD_LOG}.`);
      process.exit(step.status ?? 1);
    }
    console.error(`     done in ${secondsSince(stepStarted)}`);
  }
  closeSync(log);
  console.error(`Built in ${secondsSince(started)} (the tools' output is in ${BUILD_LOG}).`);
}

/** Loads .env, then builds if needed. Progress goes to stderr, so a tool's stdout stays clean. */
export function ensureBuilt() {
  process.chdir(repoRoot);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const reason = staleReason();
  if (reason) build(reason);
}

// Run as a script, it only builds what is stale: the tests over the built site start with it.
if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt();
