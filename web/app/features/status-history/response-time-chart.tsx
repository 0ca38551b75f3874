import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { useState } from "react";
import { responseTimeCopy as copy } from "../../content/status-history";
import { formatClock, formatMilliseconds } from "./format";

type Hour = StatusHistory["groups"][number]["hours"][number];

/** The drawing's own units; CSS stretches it to the box's width at a fixed height. */
const WIDTH = 240;
const HEIGHT = 48;
const MARGIN = 2;

/**
 * An SVG path through the hours' values, broken where an hour has none. An hour alone between gaps
 * is a line of no length, which the round line caps draw as a dot.
 */
export function sparklinePath(values: readonly (number | null)[], highest: number): string {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const y = (value: number) => HEIGHT - MARGIN - (value / highest) * (HEIGHT - 2 * MARGIN);
  const point = (value: number, index: number) => `${(index * step).toFixed(1)} ${y(value).toFixed(1)}`;
  const parts: string[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    const follows = index > 0 && values[index - 1] !== null && values[index - 1] !== undefined;
    const followed = values[index + 1] !== null && values[index + 1] !== undefined;
    if (follows) parts.push(`L${point(value, index)}`);
    else parts.push(followed ? `M${point(value, index)}` : `M${point(value, index)} l0 0`);
  });
  return parts.join(" ");
}

function numbersOf(values: readonly (number | null)[]): number[] {
  return values.filter((value): value is number => value !== null);
}

/** What the chart shows, in words: its accessible name. */
export function chartSummary(hours: readonly Hour[]): string {
  const medians = numbersOf(hours.map((hour) => hour.p50));
  const slow = numbersOf(hours.map((hour) => hour.p95));
  if (medians.length === 0 && slow.length === 0) return copy.noData;
  const all = [...medians, ...slow];
  return copy.summary(
    formatMilliseconds(Math.min(...(medians.length ? medians : all))),
    formatMilliseconds(Math.max(...(medians.length ? medians : all))),
    formatMilliseconds(Math.max(...(slow.length ? slow : all))),
  );
}

/** The same figures as a table, drawn only while its disclosure is open (24 rows nobody else needs). */
function HourTable({ hours }: { readonly hours: readonly Hour[] }) {
  const shown = (ms: number | null) => (ms === null ? "–" : formatMilliseconds(ms));
  return (
    <table className="response-table">
      <thead>
        <tr>
          <th scope="col">{copy.tableHour}</th>
          <th scope="col">{copy.median}</th>
          <th scope="col">{copy.slow}</th>
        </tr>
      </thead>
      <tbody>
        {hours.map((hour) => (
          <tr key={hour.start}>
            <th scope="row">{formatClock(hour.start)}</th>
            <td>{shown(hour.p50)}</td>
            <td>{shown(hour.p95)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A group's last 24 hours of response times: a sparkline of the median (solid) and the 95th
 * percentile (dashed), an image whose name says what it shows, and the hour-by-hour figures as a
 * table in a disclosure, for the keyboard and screen readers.
 */
export function ResponseTimeChart({ hours }: { readonly hours: readonly Hour[] }) {
  const [tableOpen, setTableOpen] = useState(false);
  const values = numbersOf(hours.flatMap((hour) => [hour.p50, hour.p95]));
  const highest = Math.max(1, ...values);
  return (
    <div className="response-times">
      <h4>{copy.heading}</h4>
      <svg
        className="sparkline"
        role="img"
        aria-label={chartSummary(hours)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        <path
          className="sparkline-slow"
          d={sparklinePath(
            hours.map((hour) => hour.p95),
            highest,
          )}
        />
        <path
          className="sparkline-median"
          d={sparklinePath(
            hours.map((hour) => hour.p50),
            highest,
          )}
        />
      </svg>
      <p className="sparkline-key" aria-hidden="true">
        <span className="sparkline-key-median">{copy.median}</span>
        <span className="sparkline-key-slow">{copy.slow}</span>
        <span>{copy.scale(formatMilliseconds(highest))}</span>
      </p>
      <details className="response-details" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>{copy.tableSummary}</summary>
        {tableOpen && <HourTable hours={hours} />}
      </details>
    </div>
  );
}
