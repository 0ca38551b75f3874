import { afterEach, describe, expect, it, vi } from "vitest";
import { getLocale, overwriteGetLocale } from "../../paraglide/runtime.js";
import type { CheckRun } from "./run-checks";
import { heldRun, lastCheckedText, MIN_CHECKING_MS } from "./test-again";

const english = getLocale;
afterEach(() => {
  overwriteGetLocale(english);
  vi.useRealTimers();
});

// 6 December 2026, 14:05 in Malaysia (06:05 UTC).
const CHECKED = Date.UTC(2026, 11, 6, 6, 5);

describe("Last checked at", () => {
  it("is Malaysia time alone for a visitor in Malaysia's zone", () => {
    expect(lastCheckedText(CHECKED, -480)).toBe("Last checked at 14:05 (Malaysia time)");
  });

  it("puts the visitor's own time first when their zone is another, Malaysia's beside it", () => {
    expect(lastCheckedText(CHECKED, 0)).toBe("Last checked at 06:05 your time (14:05 Malaysia time)");
    // West of UTC the offset is positive (getTimezoneOffset): New York, the evening before.
    expect(lastCheckedText(CHECKED, 300)).toBe("Last checked at 01:05 your time (14:05 Malaysia time)");
  });

  it("is in the page's language", () => {
    overwriteGetLocale(() => "ms");
    expect(lastCheckedText(CHECKED, -480)).toBe("Kali terakhir disemak pada 14:05 (waktu Malaysia)");
    overwriteGetLocale(() => "zh");
    expect(lastCheckedText(CHECKED, 0)).toBe("最后检查时间：您当地时间 06:05（马来西亚时间 14:05）");
  });
});

describe("Test Again's held run", () => {
  it("answers no earlier than the minimum, and a slower check when it answers", async () => {
    vi.useFakeTimers();
    const answered: string[] = [];
    const report = { api_result: { start_time: "", is_working: true, duration: "12 milliseconds" } };
    const run: CheckRun = {
      startedAt: Date.now(),
      device: {
        api: Promise.resolve(null),
        center: Promise.resolve(null),
        server1: Promise.resolve(null),
        server2: Promise.resolve(null),
      },
      checker: Promise.resolve(report as never),
      callable: new Promise((resolve) => setTimeout(() => resolve(null), 2_000)),
    };
    const held = heldRun(run);
    void held.checker.then(() => answered.push("checker"));
    void held.callable.then(() => answered.push("callable"));
    await vi.advanceTimersByTimeAsync(MIN_CHECKING_MS - 1);
    expect(answered).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toEqual(["checker"]);
    expect(await held.checker).toBe(report);
    await vi.advanceTimersByTimeAsync(2_000 - MIN_CHECKING_MS);
    expect(answered).toEqual(["checker", "callable"]);
  });
});
