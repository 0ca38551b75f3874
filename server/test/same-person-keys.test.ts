import { describe, expect, it } from "vitest";
import { emailMatchKey, phoneMatchKey } from "../src/leads/same-person-keys";

describe("the keys two leads of the same person share", () => {
  it("lower-cases and trims an e-mail, and has none for an empty one", () => {
    expect(emailMatchKey("  Aisyah@Ceria.Example ")).toBe("aisyah@ceria.example");
    expect(emailMatchKey("aisyah@ceria.example")).toBe("aisyah@ceria.example");
    expect(emailMatchKey("   ")).toBeNull();
  });

  it("reads a Malaysian mobile number the same with +60, 60 or 0 in front, whatever its spaces and dashes", () => {
    for (const typed of [
      "+60 12-345 6789",
      "60123456789",
      "012-345 6789",
      "0123456789",
      "+60 123456789",
      "(012) 345 6789",
    ]) {
      expect(phoneMatchKey(typed), typed).toBe("60123456789");
    }
    // The campaign form's area code and number, as the inbox joins them.
    expect(phoneMatchKey("+60 0123456789")).toBe("60123456789");
  });

  it("reads a landline and a foreign number, and tells different numbers apart", () => {
    expect(phoneMatchKey("04-226 1234")).toBe("6042261234");
    expect(phoneMatchKey("+6042261234")).toBe("6042261234");
    expect(phoneMatchKey("+65 9123 4567")).toBe("6591234567");
    expect(phoneMatchKey("011-1234 5678")).toBe("601112345678");
    expect(phoneMatchKey("012-345 6780")).not.toBe(phoneMatchKey("012-345 6789"));
  });

  it("keeps the digits of a long number it cannot read, and matches nothing by a short one or none", () => {
    expect(phoneMatchKey("+999 1234 5678 9")).toBe("999123456789");
    expect(phoneMatchKey("1")).toBeNull();
    expect(phoneMatchKey("123")).toBeNull();
    expect(phoneMatchKey("call me")).toBeNull();
    expect(phoneMatchKey("")).toBeNull();
  });
});
