import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { HOUR_MS } from "@ikey/contracts/status-history";
import { useState } from "react";
import * as m from "../../paraglide/messages.js";
import { formatClock } from "./format";
import { formatMilliseconds } from "./format-milliseconds";

type Hour = StatusHistory["groups"][number]["hours"][number];

/** The drawing's own units; CSS stretches it to the box's width at a fixed height. */
const WIDTH = 240;
const HEIGHT = 48;
const MARGIN = 2;
/**
 * Half the width of an hour alone between gaps, which is drawn as a short dash: a line of no length
 * shows as a dot a pixel or two wide. The hours sit this far in from either side, so the dash of the
 * first or the last hour is drawn whole.
 */
const LONE_HOUR = 4;

/**
 * A line needs two points: with fewer hours measured, the chart says what there is in words
 * instead of drawing an axis with nothing on it (docs/decisions/0016).
 */
export const HOURS_TO_DRAW = 2;

/**
 * An SVG path through the hours' values, broken where an hour has none. An hour alone between gaps
 * is a short level dash, so it shows.
 */
export function sparklinePath(values: readonly (number | null)[], highest: number): string {
  const step = values.length > 1 ? (WIDTH - 2 * LONE_HOUR) / (values.length - 1) : 0;
  const x = (index: number) => LONE_HOUR + index * step;
  const y = (value: number) => HEIGHT - MARGIN - (value / highest) * (HEIGHT - 2 * MARGIN);
  const point = (at: number, value: number) => `${at.toFixed(1)} ${y(value).toFixed(1)}`;
  const parts: string[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    const follows = index > 0 && values[index - 1] !== null && values[index - 1] !== undefined;
    const followed = values[index + 1] !== null && values[index + 1] !== undefined;
    if (follows) parts.push(`L${point(x(index), value)}`);
    else if (followed) parts.push(`M${point(x(index), value)}`);
    else parts.push(`M${point(x(index) - LONE_HOUR, value)} L${point(x(index) + LONE_HOUR, value)}`);
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
  if (medians.length === 0 && slow.length === 0) return m.status_response_no_data();
  const all = [...medians, ...slow];
  return m.status_response_summary({
    lowMedian: formatMilliseconds(Math.min(...(medians.length ? medians : all))),
    highMedian: formatMilliseconds(Math.max(...(medians.length ? medians : all))),
    highestSlow: formatMilliseconds(Math.max(...(slow.length ? slow : all))),
  });
}

/** The same figures as a table, drawn only while its disclosure is open (24 rows nobody else needs). */
function HourTable({ hours }: { readonly hours: readonly Hour[] }) {
  const shown = (ms: number | null) => (ms === null ? "–" : formatMilliseconds(ms));
  return (
    <table className="response-table">
      <thead>
        <tr>
          <th scope="col">{m.status_response_table_hour()}</th>
          <th scope="col">{m.status_response_median()}</th>
          <th scope="col">{m.status_response_slow()}</th>
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
 * When a chart with one measured hour will have its second: the end of that hour, if it is the
 * current one (the probes are running, and the next hour's first probe draws the line); null when
 * the hour lies further back, as the probes then stopped and no time can be promised.
 */
export function chartFrom(hours: readonly Hour[]): number | null {
  const current = hours[hours.length - 1];
  const measured = hours.filter((hour) => hour.p50 !== null);
  return current && measured.length === 1 && measured[0] === current ? current.start + HOUR_MS : null;
}

/** Too few hours for a line (none, or one): what was measured, in words, and when the line comes. */
function FewHours({ hours }: { readonly hours: readonly Hour[] }) {
  const [only] = hours.flatMap((hour) =>
    hour.p50 === null || hour.p95 === null ? [] : [{ median: hour.p50, slow: hour.p95 }],
  );
  const from = chartFrom(hours);
  return (
    <p className="response-times-few">
      {only
        ? m.status_response_one_hour({ median: formatMilliseconds(only.median), slow: formatMilliseconds(only.slow) })
        : m.status_response_no_data()}
      {from !== null && `${__WORD_GAP__}${m.status_response_chart_from({ time: formatClock(from) })}`}
    </p>
  );
}

/**
 * A group's last 24 hours of response times: a sparkline of the median (solid) and the 95th
 * percentile (dashed), an image whose name says what it shows, and the hour-by-hour figures as a
 * table in a disclosure, for the keyboard and screen readers. With fewer than HOURS_TO_DRAW hours
 * measured, words take the sparkline's place.
 */
export function ResponseTimeChart({ hours }: { readonly hours: readonly Hour[] }) {
  const [tableOpen, setTableOpen] = useState(false);
  const values = numbersOf(hours.flatMap((hour) => [hour.p50, hour.p95]));
  const highest = Math.max(1, ...values);
  const drawn = hours.filter((hour) => hour.p50 !== null).length >= HOURS_TO_DRAW;
  return (
    <div className="response-times">
      <h4>{m.status_response_heading()}</h4>
      {drawn ? (
        <>
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
            <span className="sparkline-key-median">{m.status_response_median()}</span>
            <span className="sparkline-key-slow">{m.status_response_slow()}</span>
            <span>{m.status_response_scale({ highest: formatMilliseconds(highest) })}</span>
          </p>
        </>
      ) : (
        <FewHours hours={hours} />
      )}
      <details className="response-details" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>{m.status_response_table_summary()}</summary>
        {tableOpen && <HourTable hours={hours} />}
      </details>
    </div>
  );
}
