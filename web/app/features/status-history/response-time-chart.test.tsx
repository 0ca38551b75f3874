import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { HOUR_MS, hourStart } from "@ikey/contracts/status-history";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NOW } from "./history-fixture";
import { chartFrom, ResponseTimeChart } from "./response-time-chart";

type Hour = StatusHistory["groups"][number]["hours"][number];

/** 24 hours, oldest first, measured only in the given hours (index: [p50, p95]). */
function hoursMeasured(measured: Record<number, [number, number]>): Hour[] {
  return Array.from({ length: 24 }, (_, index) => {
    const [p50, p95] = measured[index] ?? [null, null];
    return { start: NOW - (23 - index) * HOUR_MS, p50, p95 };
  });
}

const chart = () => document.querySelector("svg");
const scale = () => screen.queryByText(/^Scale:/);

describe("the response time chart", () => {
  it("says in words that nothing was measured, with no empty axis", () => {
    render(<ResponseTimeChart hours={hoursMeasured({})} />);
    expect(screen.getByText("No response times were measured in the last 24 hours.")).toBeTruthy();
    expect(chart()).toBeNull();
    expect(scale()).toBeNull();
  });

  it("gives a single measured hour's figures in words rather than an axis with one point", () => {
    // An hour that is not the current one: the probes stopped, so no time for the chart is promised.
    render(<ResponseTimeChart hours={hoursMeasured({ 20: [40, 72] })} />);
    expect(
      screen.getByText(
        "Too few measurements for a chart yet: one hour so far, with a median of 40 ms and a 95th percentile of 72 ms.",
      ),
    ).toBeTruthy();
    expect(chart()).toBeNull();
    expect(scale()).toBeNull();
    // The hour-by-hour table stays, for whoever wants the figures by hour.
    expect(screen.getByText("Response times by hour")).toBeTruthy();
  });

  it("says when it will have enough data: after the current hour, the only one measured", () => {
    // A new deployment at 14:05 (Malaysia), probed since 14:00: the next hour's first probe draws the line.
    const hours = Array.from({ length: 24 }, (_, index) => ({
      start: hourStart(NOW) - (23 - index) * HOUR_MS,
      p50: index === 23 ? 40 : null,
      p95: index === 23 ? 72 : null,
    }));
    expect(chartFrom(hours)).toBe(hourStart(NOW) + HOUR_MS);
    render(<ResponseTimeChart hours={hours} />);
    expect(document.querySelector(".response-times-few")?.textContent).toBe(
      "Too few measurements for a chart yet: one hour so far, with a median of 40 ms and a 95th percentile of 72 ms. " +
        "The chart starts after 15:00 (Malaysia time), once a second hour has been measured.",
    );
    expect(chart()).toBeNull();
    // Nothing to promise with nothing measured, or once the line is drawn.
    expect(chartFrom(hoursMeasured({}))).toBeNull();
    expect(chartFrom(hoursMeasured({ 22: [50, 90], 23: [40, 72] }))).toBeNull();
  });

  it("draws both lines, named by what they show, from two measured hours, even apart", () => {
    render(<ResponseTimeChart hours={hoursMeasured({ 3: [50, 90], 23: [40, 72] })} />);
    const drawn = screen.getByRole("img");
    expect(drawn.getAttribute("aria-label")).toBe(
      "Response times over the last 24 hours: the median was between 40 ms and 50 ms; the slowest hour's 95th percentile was 90 ms.",
    );
    const paths = [...drawn.querySelectorAll("path")].map((path) => path.getAttribute("d"));
    // Two hours alone between gaps: each a dash of its own, both inside the box (0 to 240 wide).
    expect(paths).toEqual([
      "M30.3 2.0 L38.3 2.0 M232.0 10.8 L240.0 10.8",
      "M30.3 21.6 L38.3 21.6 M232.0 26.4 L240.0 26.4",
    ]);
    expect(scale()?.textContent).toBe("Scale: 0 to 90 ms");
    expect(screen.queryByText(/^Too few measurements/)).toBeNull();
  });
});
