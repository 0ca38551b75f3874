import { existsSync } from "node:fs";
import { leadKinds } from "@ikey/contracts/leads";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./test-app";

const root = new URL("../../", import.meta.url);

describe.each(leadKinds)("the $name lead", (kind) => {
  it("has one name: its contract file and its web feature folder carry it", () => {
    expect(existsSync(new URL(`contracts/${kind.name}.ts`, root))).toBe(true);
    expect(existsSync(new URL(`web/app/features/${kind.name}`, root))).toBe(true);
  });
});

it("takes every lead kind at its public path", async () => {
  const harness = await createTestApp();
  try {
    for (const kind of leadKinds) expect(harness.app.hasRoute({ method: "POST", url: kind.path })).toBe(true);
  } finally {
    await harness.close();
  }
});
