import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each test starts from an empty document and a clean address.
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});
