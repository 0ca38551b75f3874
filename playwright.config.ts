import { defineConfig, devices } from "@playwright/test";
import { attestationPageSettings, attestationServerSettings } from "./e2e/attestation-env.ts";
import { staffConsoleSettings } from "./e2e/lib/staff-console.ts";
import { chromiumArgs, testChromiumPath, usesHeadlessShell } from "./scripts/lib/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The SMTP sink the site under test sends its e-mails to (e2e/global-setup.ts). */
export const smtpSinkPort = port + 25;

// The runner and every worker read this file: the tools tests run see the pages' settings.
Object.assign(process.env, attestationPageSettings);

if (!usesHeadlessShell && !process.env.CHROMIUM_PATH && process.env.TEST_WORKER_INDEX === undefined)
  console.warn(
    `Testing with ${testChromiumPath}, not chromium-headless-shell: the suite runs about a third slower (apt-get install -y chromium-headless-shell).`,
  );

/**
 * End-to-end tests drive the system Chromium's headless shell (never a downloaded browser)
 * against the built site, started the way `npm start` starts it.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 45_000,
  // Two workers, the server and Chromium share two cores: allow for a busy machine.
  expect: {
    timeout: 10_000,
    // The screenshot test's tolerance (docs/decisions/0038-screenshot-tests.md): a pixel counts as
    // changed past Playwright's default colour distance, and a page may differ in at most 0.02 % of them.
    toHaveScreenshot: { maxDiffPixelRatio: 0.0002 },
  },
  // Baselines beside the specs, named without the OS: every machine draws with the same Chromium and
  // fonts (e2e/lib/screenshot-font.ts), so one set serves them all.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" },
      // The shell and its dialogs on a phone; the rest of the behaviour is the same code. Every page
      // at a phone's width is in the site sweep (e2e/site-sweep.spec.ts): nothing on the site reacts
      // to touch, pointer or user agent, so a phone differs from the desktop project only in width.
      testMatch: /(shell|dialogs)\.spec\.ts/,
    },
  ],
  globalSetup: "./e2e/global-setup.ts",
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        SQLITE_PATH: ".tmp/e2e.sqlite",
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
        // Every test's visitor submits from 127.0.0.1, as many visitors behind one NAT would: the
        // per-address limits scale as a deployment's would; the limits themselves are covered by
        // the server tests, and the per-e-mail lock-out still holds here.
        PER_ADDRESS_LIMIT_FACTOR: "10000",
        ...attestationPageSettings,
        ...attestationServerSettings,
        ...staffConsoleSettings,
      },
    },
  ],
});
