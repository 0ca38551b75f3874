import { describe, expect, it } from "vitest";
import { localTimeOf } from "./slot-times";

describe("a demo slot in the visitor's own zone", () => {
  it("is not repeated for a visitor whose clock reads as Malaysia's", () => {
    expect(localTimeOf("2026-12-01", "10:30", "Asia/Kuala_Lumpur", "en-MY")).toBeNull();
    expect(localTimeOf("2026-12-01", "10:30", "Asia/Singapore", "en-MY")).toBeNull();
  });

  it("is 9:30 p.m. the day before at UTC−5 (New York in December)", () => {
    expect(localTimeOf("2026-12-01", "10:30", "America/New_York", "en-US")).toBe("Mon, Nov 30, 9:30 PM EST");
  });

  it("is 12:30 p.m. the same day at UTC+10 (Brisbane)", () => {
    expect(localTimeOf("2026-12-01", "10:30", "Australia/Brisbane", "en-AU")).toBe("12:30 pm AEST");
  });
});
