// The system Chromium and the flags every tool here launches it with: no sandbox
// (root in CI), and nothing that reaches for the network on its own (this machine
// reaches only package registries). Used by Playwright and the benchmarks alike.
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
