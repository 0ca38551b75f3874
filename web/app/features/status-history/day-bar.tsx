import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { uptimeBand } from "@ikey/contracts/status-history";
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useMemo,
  useRef,
  useState,
} from "react";
import * as m from "../../paraglide/messages.js";
import { formatCount, formatDay, formatPercent } from "./format";

type Day = StatusHistory["groups"][number]["days"][number];

/** "23 Nov 2026: 99.93% uptime, 1,440 checks, 1 failed", or "23 Nov 2026: No data". */
export function dayText(day: Day): string {
  const date = formatDay(day.start);
  if (day.uptime === null) return m.status_history_day_without_data({ date });
  const figures = {
    date,
    uptime: formatPercent(day.uptime),
    checks: formatCount(day.checks),
    failures: formatCount(day.failures),
  };
  return day.checks === 1 ? m.status_history_day_one_check(figures) : m.status_history_day(figures);
}

/** The day a cell stands for, from its data-index; null for anything else (the gaps). */
function dayIndexOf(target: EventTarget): number | null {
  return target instanceof HTMLElement && target.dataset.index !== undefined ? Number(target.dataset.index) : null;
}

/**
 * The days a bar draws: from the group's first measured day (`since`, null before the first probe:
 * today alone), so a new deployment shows the days it has measured, not 89 empty boxes before them.
 */
export function measuredDays(days: readonly Day[], since: number | null): readonly Day[] {
  const first = since ?? days[days.length - 1]?.start ?? 0;
  return days.filter((day) => day.start >= first);
}

/**
 * A group's 90 days (or those since its first measured day), oldest first, one cell each, coloured by its uptime band. Not by colour
 * alone: each cell's figures are its accessible name, and the caption under the bar shows the
 * day under the pointer or the keyboard's day as text.
 *
 * An ARIA grid of one row with a roving tabindex: the bar is one tab stop (on today at first), the
 * arrow keys move a day, Home and End to the first and the last. Narrow bars wrap their row into
 * rows of 30 or 45 days (status-history.css); the keys still go day by day.
 */
export function DayBar({
  title,
  days: allDays,
  since,
}: {
  readonly title: string;
  readonly days: readonly Day[];
  readonly since: number | null;
}) {
  const days = useMemo(() => measuredDays(allDays, since), [allDays, since]);
  // A bar shorter than the window keeps each day's width and ends at today, under "Today"; its
  // first day is said in words (status-history.css places it by `--skipped`).
  const skipped = allDays.length - days.length;
  const firstDate = skipped > 0 && days[0] ? formatDay(days[0].start) : null;
  const last = days.length - 1;
  const [active, setActive] = useState(last);
  const [hovered, setHovered] = useState<number | null>(null);
  const row = useRef<HTMLDivElement>(null);
  const labels = useMemo(() => days.map(dayText), [days]);
  if (last < 0) return null;

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), last);
    setActive(next);
    const cell = row.current?.children[next];
    if (cell instanceof HTMLElement) cell.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  // A click or tap focuses a cell too, and makes it the keyboard's day.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = dayIndexOf(event.target);
    if (index !== null) setActive(index);
  };
  const onMouseOver = (event: MouseEvent<HTMLDivElement>) => setHovered(dayIndexOf(event.target));

  return (
    <div className="day-bar">
      {/* biome-ignore lint/a11y/useSemanticElements: a table's row cannot wrap into rows of 30 days on a phone */}
      <div
        role="grid"
        aria-label={
          firstDate
            ? m.status_history_bar_label_since({ group: title, date: firstDate })
            : m.status_history_bar_label({ group: title })
        }
        className="day-bar-grid"
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onMouseOver={onMouseOver}
        onMouseLeave={() => setHovered(null)}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
        {/* biome-ignore lint/a11y/useFocusableInteractive: focus moves among the cells (a roving tabindex), not to the row */}
        <div
          role="row"
          ref={row}
          className="day-bar-row"
          style={skipped > 0 ? ({ "--skipped": skipped } as CSSProperties) : undefined}
        >
          {days.map((day, index) => (
            // biome-ignore lint/a11y/useSemanticElements: see the grid
            <div
              key={day.start}
              role="gridcell"
              className="day-cell"
              data-band={uptimeBand(day.uptime)}
              data-index={index}
              tabIndex={index === active ? 0 : -1}
              aria-label={labels[index]}
            />
          ))}
        </div>
      </div>
      <div className="day-bar-axis" aria-hidden="true">
        <span>{firstDate ? m.status_history_monitoring_since({ date: firstDate }) : m.status_history_bar_start()}</span>
        <span>{m.status_history_bar_end()}</span>
      </div>
      {/* The same words as the focused cell's name: shown for the eye, not read twice. */}
      <p className="day-bar-caption" aria-hidden="true">
        {labels[hovered ?? active]}
      </p>
    </div>
  );
}
