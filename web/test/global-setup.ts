import { ensureBuiltSite } from "./built-site";

/**
 * Builds the site and the server when stale, once before every test over the build: two test files
 * building at once would write the same folders.
 */
export default function setup() {
  ensureBuiltSite();
}
