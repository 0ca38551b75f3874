import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Each test starts from an empty document and a clean address.
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

// The components import their checks and steps on demand. On a busy 2-core machine, such an import
// can take longer than the 1 s that waiting for what follows it allows by default; 5 s still fails
// fast when what is awaited never comes.
const WAIT_MS = 5_000;
configure({ asyncUtilTimeout: WAIT_MS });
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === "number" ? options : { timeout: WAIT_MS, ...options })) as typeof vi.waitFor;
