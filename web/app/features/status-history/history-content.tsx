import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { statusGroups, UPTIME_WINDOWS, type UptimeBand, type UptimeWindow } from "@ikey/contracts/status-history";
import { startTransition, useEffect, useState } from "react";
import { groupTitle } from "../../lib/status-group-titles";
import * as m from "../../paraglide/messages.js";
import { DayBar } from "./day-bar";
import { formatPercent } from "./format";
import { IncidentList } from "./incident-list";
import { ResponseTimeChart } from "./response-time-chart";

type GroupHistory = StatusHistory["groups"][number];

/** Lightest to darkest in the key, as the bars read: no data, then from 100 % down. */
const LEGEND: readonly UptimeBand[] = ["full", "high", "fair", "low", "none"];

/** Each uptime figure's window, in the page's words. */
const windowLabels: Record<UptimeWindow, () => string> = {
  day: m.status_window_day,
  week: m.status_window_week,
  month: m.status_window_month,
  quarter: m.status_window_quarter,
};

/** Each band's words in the legend. */
const BAND_LABELS = {
  full: m.status_history_bands_full,
  high: m.status_history_bands_high,
  fair: m.status_history_bands_fair,
  low: m.status_history_bands_low,
  none: m.status_history_bands_none,
} as const;

function UptimeLegend() {
  return (
    <ul className="uptime-legend" aria-label={m.status_history_legend_label()}>
      {LEGEND.map((band) => (
        <li key={band}>
          <span className="uptime-swatch" data-band={band} aria-hidden="true" />
          {BAND_LABELS[band]()}
        </li>
      ))}
    </ul>
  );
}

function UptimeFigures({ title, uptime }: { readonly title: string; readonly uptime: GroupHistory["uptime"] }) {
  return (
    <dl className="uptime-figures" aria-label={m.status_history_figures_label({ group: title })}>
      {UPTIME_WINDOWS.map((span) => {
        const percent = uptime[span.key];
        return (
          <div key={span.key}>
            <dt>{windowLabels[span.key]()}</dt>
            <dd>{percent === null ? m.status_history_no_data() : formatPercent(percent)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * How many of `total` parts to draw: the first at once, then one more after each frame the browser
 * has painted. Each commit then lays out one group, not the whole history in one long task.
 */
function useOnePartPerFrame(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  return shown;
}

/**
 * The answer of GET /status/history, drawn: the colour key, then for each of the five groups (in
 * the page's order) its uptime figures, its 90-day bar and its response times, then the incidents,
 * one part per frame (each below the last, so nothing drawn moves). Loaded on demand
 * (status-history-section.tsx).
 */
export function HistoryContent({ history }: { readonly history: StatusHistory }) {
  const groups = statusGroups.flatMap((group) => {
    const data = history.groups.find((candidate) => candidate.id === group.id);
    return data ? [{ group, data }] : [];
  });
  const shown = useOnePartPerFrame(groups.length + 1);
  return (
    <>
      <UptimeLegend />
      <div className="history-groups">
        {groups.slice(0, shown).map(({ group, data }) => (
          <article key={group.id} className="history-group" aria-labelledby={`history-${group.id}`}>
            <h3 id={`history-${group.id}`}>{groupTitle(group)}</h3>
            <UptimeFigures title={groupTitle(group)} uptime={data.uptime} />
            <DayBar title={groupTitle(group)} days={data.days} since={data.since} />
            <ResponseTimeChart hours={data.hours} />
          </article>
        ))}
      </div>
      {shown > groups.length && <IncidentList incidents={history.incidents} />}
    </>
  );
}
