import { describe, expect, it } from "vitest";
import { mailboxKey } from "../src/credentials/normalise-email";

describe("the mailbox an address delivers to", () => {
  it("is one for the variants one mailbox receives", () => {
    for (const [variant, key] of [
      ["Aisyah@Ceria.example", "aisyah@ceria.example"],
      [" aisyah+demo@ceria.example ", "aisyah@ceria.example"],
      ["aisyah@ceria.example.", "aisyah@ceria.example"],
      ["aisyah+a+b@ceria.example..", "aisyah@ceria.example"],
      ["a.isyah.r@gmail.com", "aisyahr@gmail.com"],
      ["Aisyah.R+demo@GoogleMail.com.", "aisyahr@gmail.com"],
      // Full-width letters are their plain ones.
      ["ａｉｓｙａｈ@ceria.example", "aisyah@ceria.example"],
    ] as const) {
      expect(mailboxKey(variant), variant).toBe(key);
    }
  });

  it("keeps apart what other providers deliver apart, and what names no mailbox before a tag", () => {
    for (const [address, key] of [
      // Dots count everywhere but Gmail: a school's Google Workspace domain among them.
      ["a.isyah@ceria.example", "a.isyah@ceria.example"],
      ["a.isyah@outlook.com", "a.isyah@outlook.com"],
      ["+demo@ceria.example", "+demo@ceria.example"],
      ["...@gmail.com", "...@gmail.com"],
    ] as const) {
      expect(mailboxKey(address), address).toBe(key);
    }
  });
});
