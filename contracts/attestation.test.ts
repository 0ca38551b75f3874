import { describe, expect, it } from "vitest";
import { formatTtl, parseTtl } from "./attestation";

describe("ttl duration strings", () => {
  it("are whole or fractional seconds with an s", () => {
    expect(formatTtl(3600)).toBe("3600s");
    expect(parseTtl("3600s")).toBe(3_600_000);
    expect(parseTtl(formatTtl(600))).toBe(600_000);
    expect(parseTtl("0.5s")).toBe(500);
    expect(parseTtl("3600.000000001s")).toBe(3_600_000);
  });

  it("are refused in any other form", () => {
    for (const ttl of ["3600", "s", "-1s", "1e3s", "3600 s", "3600ms", " 3600s", 3600, null, undefined]) {
      expect(parseTtl(ttl), String(ttl)).toBeNull();
    }
  });
});
