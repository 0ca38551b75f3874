import * as crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPasswordChecker, hashPassword, verifyPassword } from "../src/credentials/password-hash";
import { testScryptCost } from "./test-app";

// Counts every scrypt the checker runs, and with which cost, while still running the real one.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const scrypt = vi.mocked(crypto.scrypt);

afterEach(() => scrypt.mockClear());

describe("password hashes", () => {
  it("use scrypt N=2^15, r=8, p=1 with a 16-byte random salt by default, and verify", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsE", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salt each hash, so one password never hashes the same twice", async () => {
    const first = await hashPassword("correct horse", testScryptCost);
    const second = await hashPassword("correct horse", testScryptCost);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("correct horse", second)).toBe(true);
  });

  it("verify with the cost stored in the hash, not today's default", async () => {
    const stored = await hashPassword("correct horse", { log2N: 11, r: 4, p: 2 });
    expect(stored).toMatch(/^\$scrypt\$ln=11,r=4,p=2\$/);
    scrypt.mockClear();
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(scrypt.mock.calls[0]?.[3]).toMatchObject({ N: 2 ** 11, r: 4, p: 2 });
  });

  it("treat the same characters typed as composed or decomposed Unicode as one password", async () => {
    const stored = await hashPassword("Mañana-2026", testScryptCost);
    expect(await verifyPassword("Man\u0303ana-2026", stored)).toBe(true);
  });

  it("refuse a stored value that is not one of ours", async () => {
    await expect(verifyPassword("x", "plaintext")).rejects.toThrow(/format/);
  });
});

describe("the password checker", () => {
  it("runs one scrypt of the same cost for an unknown e-mail as for a wrong password", async () => {
    const checker = createPasswordChecker(testScryptCost);
    const stored = await checker.hash("correct horse");
    // Let the dummy hash made at creation finish before counting.
    await checker.check("warm up", undefined);
    scrypt.mockClear();

    expect(await checker.check("wrong horse", stored)).toBe(false);
    const forWrongPassword = scrypt.mock.calls.map((call) => call[3]);
    scrypt.mockClear();
    expect(await checker.check("correct horse", undefined)).toBe(false);
    const forUnknownEmail = scrypt.mock.calls.map((call) => call[3]);

    expect(forWrongPassword).toHaveLength(1);
    expect(forUnknownEmail).toEqual(forWrongPassword);
  });

  it("accepts only the right password for an existing hash", async () => {
    const checker = createPasswordChecker(testScryptCost);
    const stored = await checker.hash("correct horse");
    expect(await checker.check("correct horse", stored)).toBe(true);
    expect(await checker.check("correct horse ", stored)).toBe(false);
  });
});
