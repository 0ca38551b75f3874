// What the size benchmarks share (bench/languages.mjs, bench/help-centre.mjs): an earlier commit
// built in a throwaway git worktree with this checkout's dependencies, the build's wall time, and
// the JavaScript each prerendered page loads before anyone touches it.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./site-server.mjs";

/** Runs `command` in `dir`/web, returning its wall time in seconds. */
export function timedBuild(dir, command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: join(dir, "web"), stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`the build in ${dir} failed`);
  return (performance.now() - started) / 1000;
}

/**
 * The base commit, checked out beside this one with this checkout's dependencies, except the
 * workspaces' own packages (@ikey/*), which must be the base's.
 */
function prepareBase(dir, ref) {
  rmSync(dir, { recursive: true, force: true });
  execFileSync("git", ["worktree", "prune"], { cwd: ROOT });
  execFileSync("git", ["worktree", "add", "--detach", dir, ref], { cwd: ROOT, stdio: "ignore" });
  const modules = join(dir, "node_modules");
  mkdirSync(join(modules, "@ikey"), { recursive: true });
  for (const entry of readdirSync(join(ROOT, "node_modules"))) {
    if (entry !== "@ikey") symlinkSync(join(ROOT, "node_modules", entry), join(modules, entry));
  }
  for (const workspace of readdirSync(join(ROOT, "node_modules", "@ikey"))) {
    symlinkSync(join(dir, workspace), join(modules, "@ikey", workspace));
  }
}

function removeBase(dir) {
  execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT, stdio: "ignore" });
}

/** Every script a prerendered page loads before anyone touches it: its entry, its modules and their preloads. */
export function pageScripts(clientDir, file) {
  const html = readFileSync(join(clientDir, file), "utf8");
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]))];
}

export function gzipKb(clientDir, scripts) {
  const bytes = scripts.reduce(
    (sum, script) => sum + gzipSync(readFileSync(join(clientDir, script)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

/** The base commit's checkout at `dir`: make it (replacing one left behind), and remove it. */
export function baseCheckout(dir, ref) {
  return { prepareBase: () => prepareBase(dir, ref), removeBase: () => removeBase(dir) };
}

/**
 * Builds the base commit at `dir` (replacing a checkout left behind) with `npm run build`, hands
 * its built site's folder to `measure`, and removes the checkout whatever happens: the build's
 * wall time in seconds and what `measure` returned.
 */
export function measureBase(dir, ref, measure) {
  const { prepareBase: prepare, removeBase: remove } = baseCheckout(dir, ref);
  if (existsSync(dir)) remove();
  prepare();
  try {
    const seconds = timedBuild(dir, "npm", ["run", "build"]);
    return { seconds, measured: measure(join(dir, "web", "build", "client")) };
  } finally {
    remove();
  }
}
