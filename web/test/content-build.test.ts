import { beforeAll, expect, test } from "vitest";
import { BUILD_TIMEOUT_MS, ensureBuiltSite, prerenderedPage } from "./built-site";

beforeAll(ensureBuiltSite, BUILD_TIMEOUT_MS);

test("builds", () => {
  expect(prerenderedPage("/").title).toBeTruthy();
});
