import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { createKeyedHasher } from "../src/privacy/keyed-hash";
import { staffPasswordProblem } from "../src/staff/password-policy";
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from "../src/staff/recovery-codes";
import { open, seal, sealingKey } from "../src/staff/secret-box";
import { acceptTotp, newTotpSecret, totpUri } from "../src/staff/totp";

describe("staff passwords", () => {
  it("need 12 characters and refuse what zxcvbn finds guessable, with its reason", () => {
    expect(staffPasswordProblem("Tr0ub4dor&3")).toBe("The password needs at least 12 characters.");
    expect(staffPasswordProblem("password1234")).toMatch(/common|guess/i);
    expect(staffPasswordProblem("qwertyuiop123")).not.toBeNull();
    expect(staffPasswordProblem("aaaaaaaaaaaaaaaa")).not.toBeNull();
    expect(staffPasswordProblem("x".repeat(257))).toBe("This password is too long.");
  });

  it("refuse a password built from the member's own e-mail, and take a long random one", () => {
    const email = "meiling.tan@ikey.example";
    expect(staffPasswordProblem("meiling.tan2026", [email])).not.toBeNull();
    expect(staffPasswordProblem("lantern mangosteen 92 quietly", [email])).toBeNull();
  });
});

describe("TOTP", () => {
  const secret = newTotpSecret();
  const now = Date.parse("2026-11-23T09:00:10Z");
  const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

  it("takes this step's code once, then refuses it and every earlier one", async () => {
    const code = await codeAt(now);
    const step = await acceptTotp(secret, code, now, null);
    expect(step).toBe(Math.floor(now / 30_000));
    expect(await acceptTotp(secret, code, now, step)).toBeNull();
    expect(await acceptTotp(secret, await codeAt(now - 30_000), now, step)).toBeNull();
    // The next step's code is new, and is taken.
    expect(await acceptTotp(secret, await codeAt(now + 30_000), now + 30_000, step)).toBe((step ?? 0) + 1);
  });

  it("allows one step of clock drift either way, not two", async () => {
    expect(await acceptTotp(secret, await codeAt(now - 30_000), now, null)).toBe(Math.floor(now / 30_000) - 1);
    expect(await acceptTotp(secret, await codeAt(now + 30_000), now, null)).toBe(Math.floor(now / 30_000) + 1);
    expect(await acceptTotp(secret, await codeAt(now - 90_000), now, null)).toBeNull();
    expect(await acceptTotp(secret, "12345", now, null)).toBeNull();
    expect(await acceptTotp(secret, "12345a", now, null)).toBeNull();
  });

  it("gives authenticator apps a standard otpauth URI with a 160-bit secret", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, "meiling@ikey.example", "iKEY Staff"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("iKEY Staff");
  });
});

describe("recovery codes", () => {
  const hash = createKeyedHasher(async () => "a-test-key-of-thirty-two-characters!");

  it("are ten distinct 50-bit codes, each hashed the same however it is typed", async () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const [first = ""] = codes;
    const typed = ` ${first.toLowerCase().replace("-", " ")} `;
    expect(await hashRecoveryCode(hash, typed)).toBe(await hashRecoveryCode(hash, first));
    expect(await hashRecoveryCode(hash, first)).not.toContain(first.replace("-", ""));
  });

  it("refuse what cannot be a code before hashing", () => {
    expect(normalizeRecoveryCode("ABCDE-FGH")).toBeNull();
    expect(normalizeRecoveryCode("ABCDE-FGHI0")).toBeNull();
    expect(normalizeRecoveryCode("abcde fghjk")).toBe("ABCDEFGHJK");
  });
});

describe("sealed secrets", () => {
  const key = sealingKey("a-configured-secret-of-at-least-32-chars", "staff-totp");

  it("open with their key, and not once changed or with another key", () => {
    const sealed = seal(key, "JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(open(key, sealed)).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(seal(key, "same")).not.toBe(seal(key, "same"));
    const [version, iv, tag, body = ""] = sealed.split(".");
    const changed = [version, iv, tag, `${body.slice(0, -2)}AA`].join(".");
    expect(() => open(key, changed)).toThrow();
    expect(() => open(sealingKey("another-configured-secret-of-32-chars!!", "staff-totp"), sealed)).toThrow();
    expect(() => open(sealingKey("a-configured-secret-of-at-least-32-chars", "other"), sealed)).toThrow();
  });
});
