import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../../src/config";
import { createTestApp } from "../test-app";

/**
 * The real build, web/build/client, which the built-site project's global setup makes when stale:
 * these tests check what the fixture site of the other server tests cannot, the built pages and
 * files themselves as the server sends them.
 */
export const builtClient = join(repoRoot, "web", "build", "client");

export function builtFile(file: string): string {
  return readFileSync(join(builtClient, file), "utf8");
}

/** The public settings the build baked into its pages (null when unset): the server must run with the same. */
export function bakedSettings(): Record<string, string> {
  const baked: Record<string, string | null> = JSON.parse(
    readFileSync(join(repoRoot, "web", "build", "site-settings.json"), "utf8"),
  );
  return Object.fromEntries(Object.entries(baked).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** A real app serving the real build, with the build's public settings, as `npm start` runs it. */
export function createBuiltSiteApp(env: Record<string, string> = {}) {
  return createTestApp({ ...bakedSettings(), ...env, WEB_ROOT: builtClient });
}
