import { type ReactNode, useId } from "react";

export interface Bar {
  readonly label: string;
  readonly value: number;
  /** The value as a person reads it, beside the bar. */
  readonly text: string;
}

/**
 * A horizontal bar chart drawn with SVG (no script of anyone else's), with the table it is drawn
 * from behind it. The bars are hidden from assistive technology: their labels and values are the
 * table's, which a screen reader reads in full and a keyboard opens with the summary.
 */
export function BarChart({
  title,
  bars,
  table,
}: {
  readonly title: string;
  readonly bars: readonly Bar[];
  readonly table: ReactNode;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="report-chart" aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      {bars.length === 0 ? (
        <p>No leads in this view.</p>
      ) : (
        <div className="report-bars" aria-hidden="true">
          {bars.map((bar) => (
            <div className="report-bar-row" key={bar.label}>
              <span className="report-bar-label">{bar.label}</span>
              <svg className="report-bar" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
                <rect width={(bar.value / max) * 100} height="10" />
              </svg>
              <span className="report-bar-value">{bar.text}</span>
            </div>
          ))}
        </div>
      )}
      <details className="report-table">
        <summary>Table: {title}</summary>
        {table}
      </details>
    </figure>
  );
}
