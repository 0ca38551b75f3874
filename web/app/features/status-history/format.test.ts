import { describe, expect, it } from "vitest";
import { formatClock, formatDateTime, formatDay, formatPercent } from "./format";
import { formatMilliseconds } from "./format-milliseconds";
import { chartSummary, sparklinePath } from "./response-time-chart";

describe("the history's figures", () => {
  it("writes uptime with at most two decimals, rounded down, so short of 100 % never reads 100 %", () => {
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(99.93)).toBe("99.93%");
    expect(formatPercent(99.9)).toBe("99.9%");
    expect(formatPercent(99.999)).toBe("99.99%");
    expect(formatPercent(0)).toBe("0%");
  });

  it("writes times in Malaysia, a day starting at midnight there", () => {
    const midnightInPenang = Date.UTC(2026, 10, 22, 16, 0);
    expect(formatDay(midnightInPenang)).toBe("23 Nov 2026");
    expect(formatDay(midnightInPenang - 1)).toBe("22 Nov 2026");
    expect(formatDateTime(midnightInPenang + 5 * 60_000)).toBe("23 Nov 2026, 00:05");
    expect(formatClock(Date.UTC(2026, 0, 1, 6))).toBe("14:00");
    expect(formatMilliseconds(1249.6)).toBe("1,250 ms");
  });

  it("draws a sparkline that breaks where an hour has no figure, an hour alone as a short dash inside the box", () => {
    expect(sparklinePath([0, 100, null, 50], 100)).toBe("M4.0 46.0 L81.3 2.0 M232.0 24.0 L240.0 24.0");
    expect(sparklinePath([null, null], 100)).toBe("");
  });

  it("names the chart by what it shows", () => {
    expect(chartSummary([{ start: 0, p50: null, p95: null }])).toBe(
      "No response times were measured in the last 24 hours.",
    );
    expect(
      chartSummary([
        { start: 0, p50: 120, p95: 400 },
        { start: 1, p50: 80, p95: 900 },
      ]),
    ).toBe(
      "Response times over the last 24 hours: the median was between 80 ms and 120 ms; the slowest hour's 95th percentile was 900 ms.",
    );
  });
});
