import { existsSync } from "node:fs";
import { leadKinds } from "@ikey/contracts/leads";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "./test-app";

const root = new URL("../../", import.meta.url);

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe.each(leadKinds)("the $name lead", (kind) => {
  it("has one name: its contract file and its web feature folder carry it", () => {
    expect(existsSync(new URL(`contracts/${kind.name}.ts`, root))).toBe(true);
    expect(existsSync(new URL(`web/app/features/${kind.name}`, root))).toBe(true);
  });

  it("is taken at its public path", async () => {
    harness = await createTestApp();
    expect(harness.app.hasRoute({ method: "POST", url: kind.path })).toBe(true);
  });
});
