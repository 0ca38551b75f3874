import { configDefaults, defineConfig } from "vitest/config";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./contracts/languages.ts";
import { pagePhasesAt } from "./contracts/page-phases.ts";
import { parseSiteConfig } from "./contracts/site-config.ts";
import { localeData } from "./web/build-plugins/locale-data.ts";
import { markdownContent } from "./web/build-plugins/markdown-content.ts";
import { pageIntros } from "./web/build-plugins/page-intros.ts";

/** The server test that replaces a module (node:crypto's scrypt) for its own file. */
const MOCKS_MODULES = "server/test/password-hash.test.ts";

// One run covers the three workspaces; each project gets the environment it needs.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on a 2-core machine. Most of the
    // server tests' time is spent waiting on SQLite, PostgreSQL and timers, so a second and third
    // worker overlap those waits instead of leaving a core idle.
    maxWorkers: 3,
    projects: [
      // The contracts, and the build's own scripts (web/scripts).
      {
        test: {
          name: "contracts",
          include: ["contracts/**/*.test.ts", "web/scripts/**/*.test.ts", "web/build-plugins/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // Every language's tables, so a test can format in any of them; the pages' English intros and prose.
        plugins: [localeData(LANGUAGES), pageIntros(DEFAULT_LANGUAGE), markdownContent(DEFAULT_LANGUAGE)],
        // The same build-time constants vite.config.ts defines for the web build.
        define: {
          __SITE_CONFIG__: JSON.stringify(parseSiteConfig({})),
          __BUILD_YEAR__: "2026",
          __PAGE_PHASES__: JSON.stringify(pagePhasesAt(Date.now())),
          __SITE_LANGUAGE__: JSON.stringify("en"),
          __WORD_GAP__: JSON.stringify(" "),
        },
        test: {
          name: "web",
          include: ["web/app/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["web/test/setup.ts"],
          // CI runs these beside the typecheck and the build on two cores; a component test that takes
          // 1 s alone took over 5 s (Vitest's default) there. A real hang still fails, three times later.
          testTimeout: 15_000,
          // The files share a worker's modules (React, the router, the messages) instead of importing
          // them again each: 102 CPU-seconds became 24. Testing Library's cleanup and setup.ts reset
          // the document and the address; every mock is restored; a test that needs the console's
          // remembered session reads its own first (web/test/console-session.ts).
          isolate: false,
        },
      },
      {
        // Facts about the built site (web/build/client), and the server's answers over it: built first when stale.
        test: {
          name: "built-site",
          include: ["web/test/**/*.test.ts", "server/test/built-site/**/*.test.ts"],
          environment: "node",
          globalSetup: ["web/test/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // As in the server project: nothing here mocks a module, and each test makes its own app.
          isolate: false,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/test/**/*.test.ts"],
          // Those serve the real build, so they run with the tests over it; the mocking one runs apart.
          exclude: [...configDefaults.exclude, "server/test/built-site/**", MOCKS_MODULES],
          environment: "node",
          // One throwaway PostgreSQL for the data tests, which run on both engines.
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // The files share a worker's modules instead of importing the server again each (import was
          // 121 of the project's 195 s). Each test builds its own app and database, so nothing a test
          // changes outlives it; a file that mocks a module would, so it runs in a project of its own.
          isolate: false,
        },
      },
      {
        test: {
          name: "server-mocks",
          include: [MOCKS_MODULES],
          environment: "node",
        },
      },
    ],
  },
});
