import { describe, expect, it } from "vitest";
import { leadFieldLabels } from "./lead-field-labels";
import { leadCallSettings, leadColumns } from "./lead-kind";
import { leadKinds } from "./leads";
import { parseSiteConfig } from "./site-config";

describe.each(leadKinds)("the $name lead", (kind) => {
  it("takes its configuration prefix from its name", () => {
    expect(kind.configPrefix).toBe(kind.name.toUpperCase().replaceAll("-", "_"));
  });

  it("calls the configured API origin with its own access code", () => {
    const site = parseSiteConfig({ API_URL: "https://api.example.test", [`${kind.configPrefix}_CODE`]: "code-1" });
    expect(leadCallSettings(kind, site)).toEqual({ apiUrl: "https://api.example.test", code: "code-1" });
  });

  it("names its subject field among its columns", () => {
    expect(leadColumns(kind)).toContain(kind.subjectField);
  });
});

it("gives every kind its own name and path", () => {
  expect(new Set(leadKinds.map((kind) => kind.name)).size).toBe(leadKinds.length);
  expect(new Set(leadKinds.map((kind) => kind.path)).size).toBe(leadKinds.length);
});

it("gives every field of every kind a label for the staff console", () => {
  for (const kind of leadKinds) {
    expect(Object.keys(leadFieldLabels[kind.name] ?? {}), kind.name).toEqual(leadColumns(kind));
  }
});
