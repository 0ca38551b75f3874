// The system Chromium and the flags every tool here launches it with: no sandbox
// (root in CI), and nothing that reaches for the network on its own (this machine
// reaches only package registries).
import { existsSync } from "node:fs";

/** The browser the benchmarks measure with (Lighthouse): the one a visitor runs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the end-to-end tests drive: Debian's chromium-headless-shell, the same Chromium
 * (Blink, V8, the same version) without the desktop browser around it, as Playwright's own
 * headless runs use. On this machine a new context costs a third of the full browser's CPU and an
 * idle page next to none (docs/decisions/0025-test-levels.md). CHROMIUM_PATH chooses another.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const usesHeadlessShell = testChromiumPath === HEADLESS_SHELL;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
