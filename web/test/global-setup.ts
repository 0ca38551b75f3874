import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { attestationPageSettings } from "../../e2e/attestation-env";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What Vitest adds to the environment: NODE_ENV=test, for one, would build React's development build. */
const ADDED_BY_VITEST = /^(VITEST\w*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|FORCE_TTY)$/;

/**
 * Builds the site and the server when stale, as `npm start` does, once before every test over the
 * build: two test files building at once would write the same folders. With the end-to-end suite's
 * public settings, so the build checked here is the one that suite then serves, not built again.
 */
export default function setup() {
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ADDED_BY_VITEST.test(name)));
  const build = spawnSync(process.execPath, ["scripts/lib/ensure-build.mjs"], {
    cwd: root,
    env: { ...environment, ...attestationPageSettings },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (build.status !== 0) throw new Error("The site did not build: see the output above.");
}
