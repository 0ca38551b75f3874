import { describe, expect, it } from "vitest";
import { attestationNotice } from "../src/attestation/attestation-notice";
import { loadConfig } from "../src/config";

const secret = "s".repeat(32);

describe("attestation settings", () => {
  it("are off without a secret, and complete with one", () => {
    expect(loadConfig({}).attestation).toBeUndefined();
    expect(loadConfig({ ATTESTATION_SECRET: secret }).attestation).toEqual({ secret, enforce: false });
  });

  it("refuse a short secret, retired settings and an enforcement nothing could satisfy", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ATTESTATION_SECRET: "short" }, /ATTESTATION_SECRET: at least 32/],
      [{ ATTESTATION_SECRET: secret, ATTESTATION_TTL_SECONDS: "60" }, /ATTESTATION_TTL_SECONDS: .*limits\.ts/],
      [{ ATTESTATION_SECRET: secret, ATTESTATION_MAX_NUMBER: "lots" }, /ATTESTATION_MAX_NUMBER: .*limits\.ts/],
      [{ ATTESTATION_ENFORCE: "yes" }, /ATTESTATION_ENFORCE: true or false/],
      [{ ATTESTATION_ENFORCE: "true", ATTESTATION_ENABLED: "true" }, /ATTESTATION_ENFORCE: needs ATTESTATION_SECRET/],
      [{ ATTESTATION_ENFORCE: "true", ATTESTATION_SECRET: secret }, /ATTESTATION_ENFORCE: needs ATTESTATION_ENABLED/],
      [{ ATTESTATION_ENABLED: "maybe" }, /ATTESTATION_ENABLED/],
      [{ ATTESTATION_API_URL: "https://api.example" }, /ATTESTATION_API_URL: .*API_URL/],
    ];
    for (const [env, problem] of cases) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(problem);
  });
});

describe("the startup notice about attestation", () => {
  const notice = (env: Record<string, string>) => attestationNotice(loadConfig(env));

  it("says once which way attestation is set, and warns when pages and server disagree", () => {
    expect(notice({})).toMatchObject({ level: "info", message: expect.stringMatching(/attestation is off/) });
    expect(notice({ ATTESTATION_ENABLED: "true" })).toMatchObject({ level: "warn", message: /404/ });
    expect(notice({ ATTESTATION_SECRET: secret })).toMatchObject({ level: "warn", message: /ATTESTATION_ENABLED/ });
    expect(notice({ ATTESTATION_SECRET: secret, ATTESTATION_ENABLED: "true" })).toMatchObject({
      level: "info",
      message: expect.stringMatching(/not enforced/),
    });
    expect(notice({ ATTESTATION_SECRET: secret, ATTESTATION_ENABLED: "true", ATTESTATION_ENFORCE: "true" })).toBeNull();
  });
});
