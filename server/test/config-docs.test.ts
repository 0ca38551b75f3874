import { readFileSync } from "node:fs";
import { join } from "node:path";
import { siteConfigSchema } from "@ikey/contracts/site-config";
import { describe, expect, it } from "vitest";
import { repoRoot, serverEnvSchema } from "../src/config";

const documented = [...Object.keys(serverEnvSchema.shape), ...Object.keys(siteConfigSchema.shape)].sort();

describe("configuration documentation", () => {
  it("keeps the settings to what changes between deployments: 31 at most", () => {
    expect(documented.length).toBeLessThanOrEqual(31);
  });

  it(".env.example names exactly the variables the schemas read", () => {
    const text = readFileSync(join(repoRoot, ".env.example"), "utf8");
    const names = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(names.sort()).toEqual(documented);
  });

  it("docs/configuration.md's table of variables names the same variables", () => {
    const text = readFileSync(join(repoRoot, "docs/configuration.md"), "utf8");
    const section = text.slice(text.indexOf("## Variables"), text.indexOf("\n## ", text.indexOf("## Variables") + 1));
    const names = [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]);
    expect(names.sort()).toEqual(documented);
  });

  it(".env.example's values are valid settings", () => {
    const text = readFileSync(join(repoRoot, ".env.example"), "utf8");
    const env = Object.fromEntries(
      [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(() => serverEnvSchema.parse(env)).not.toThrow();
    expect(() => siteConfigSchema.parse(env)).not.toThrow();
  });
});
