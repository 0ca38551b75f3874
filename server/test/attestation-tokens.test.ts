import { afterEach, describe, expect, it } from "vitest";
import { createTokenSigner } from "../src/attestation/attestation-tokens";
import { createSpentStore } from "../src/attestation/spent-store";
import { createTestApp, engines } from "./test-app";

describe("attestation tokens", () => {
  const signer = createTokenSigner("token-key");
  const issuedAt = Date.parse("2026-11-21T09:00:00Z");

  it("carry their issue and expiry times and a random id, nothing else", () => {
    const token = signer.issue(issuedAt, 3_600_000);
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    expect(Object.keys(claims).sort()).toEqual(["exp", "iat", "id"]);
    expect(claims).toMatchObject({ iat: issuedAt, exp: issuedAt + 3_600_000 });
    expect(signer.issue(issuedAt, 3_600_000)).not.toBe(token);
  });

  it("are valid until the last millisecond before expiry, and expired from then on", () => {
    const token = signer.issue(issuedAt, 3_600_000);
    expect(signer.check(token, issuedAt + 3_599_999)).toMatchObject({ valid: true, claims: { issuedAt } });
    expect(signer.check(token, issuedAt + 3_600_000)).toEqual({ valid: false, problem: "expired" });
  });

  it("are forged when the signature does not match the claims or the key", () => {
    const token = signer.issue(issuedAt, 3_600_000);
    const [version, body, signature] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ id: "x", iat: issuedAt, exp: issuedAt * 2 })).toString("base64url");
    expect(signer.check(`${version}.${otherBody}.${signature}`, issuedAt)).toEqual({ valid: false, problem: "forged" });
    expect(createTokenSigner("other-key").check(token, issuedAt)).toEqual({ valid: false, problem: "forged" });
    expect(signer.check(`${version}.${body}.${signature?.slice(1)}`, issuedAt).valid).toBe(false);
  });

  it("are malformed when they are not three parts of version 1, or too long to read", () => {
    for (const token of ["", "abc", "v2.e30.sig", "v1..sig", `v1.${"a".repeat(600)}.sig`]) {
      expect(signer.check(token, issuedAt), token.slice(0, 20)).toEqual({ valid: false, problem: "malformed" });
    }
  });
});

describe.each(engines)("spent marks on %s", (engine) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("spend each id once per kind, and prune only what has expired", async () => {
    const harness = await createTestApp({}, { engine });
    close = harness.close;
    const spent = createSpentStore(harness.database.db);
    expect(await spent.spend("challenge", "n1", 1_000)).toBe(true);
    expect(await spent.spend("challenge", "n1", 1_000)).toBe(false);
    expect(await spent.spend("token", "n1", 5_000)).toBe(true);
    const racing = await Promise.all([spent.spend("token", "n2", 5_000), spent.spend("token", "n2", 5_000)]);
    expect(racing.sort()).toEqual([false, true]);
    expect(await spent.prune(1_000)).toBe(0);
    expect(await spent.prune(1_001)).toBe(1);
    expect(await spent.spend("token", "n1", 5_000)).toBe(false);
  });
});
