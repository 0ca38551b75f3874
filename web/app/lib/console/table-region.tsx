import type { ReactNode } from "react";

/**
 * A console table's frame, which scrolls sideways when the table is wider than the screen (a phone,
 * a long audit detail). It is a labelled section, a region, in the tab order, so a keyboard user can reach it
 * and scroll it with the arrow keys, as a mouse user scrolls it (WCAG 2.1.1).
 */
export function TableRegion({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard to be scrolled without a mouse
    <section className="console-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
