import { describe, expect, it } from "vitest";
import { formatDuration, parseDuration } from "./app-status";

describe("formatDuration", () => {
  it.each([
    [0, "0 milliseconds"],
    [999, "999 milliseconds"],
    [1000, "1.000 seconds"],
    [1001, "1.001 seconds"],
    [59_999, "59.999 seconds"],
    [60_000, "1 minutes 0.000 seconds"],
    [61_500, "1 minutes 1.500 seconds"],
    [3_600_000, "60 minutes 0.000 seconds"],
  ])("%i ms reads %j", (milliseconds, text) => {
    expect(formatDuration(milliseconds)).toBe(text);
    expect(parseDuration(text)).toBe(milliseconds);
  });

  it("reads only its own texts back", () => {
    expect(parseDuration("")).toBeNull();
    expect(parseDuration("1.2 seconds")).toBeNull();
    expect(parseDuration("5 minutes 12 milliseconds")).toBeNull();
  });
});
