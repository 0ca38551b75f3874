import { describe, expect, it } from "vitest";
import { localizePath, SITE_LANGUAGE } from "./site-language";

// The unit tests run as the English build; contracts/languages.test.ts covers the other languages' addresses.
describe("localizePath in the English build", () => {
  it("is English", () => {
    expect(SITE_LANGUAGE).toBe("en");
  });

  it("keeps site addresses, their queries and hashes", () => {
    expect(localizePath("/faq#account")).toBe("/faq#account");
    expect(localizePath("/?a=1")).toBe("/?a=1");
    expect(localizePath("/")).toBe("/");
  });

  it("leaves other addresses alone", () => {
    for (const address of ["https://example.com/x", "//cdn.example.com/x", "mailto:a@b.c", "#top"]) {
      expect(localizePath(address)).toBe(address);
    }
  });
});
