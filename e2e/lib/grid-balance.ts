// Grids of cards that end without an orphan: run in the page (page.evaluate), it groups a grid's
// items into rows by their offsetTop and reports a last row that leaves the grid looking unfinished.
//
// A last row is fine when it reaches the grid's right edge as the first row does (3 + 3, or a last
// item that spans the row), or when it is one short of the first row and holds more than one item
// (3 + 2). A lone item beside an empty half row (2 + 2 + 1) or a row two or more short (4 + 2) is
// reported. One column is always fine.

/** The card grids whose items must balance: the status page's check groups, the home page's cards, the campaign's. */
export const BALANCED_GRIDS = [
  ".status-groups",
  ".feature-grid",
  ".counter-row",
  ".campaign-feature-grid",
  ".campaign-blurbs",
  ".why-us-points",
] as const;

/** Self-contained (it is serialised into the page). Empty when every grid present is balanced. */
export function unbalancedGrids(selectors: readonly string[]): string[] {
  const TOLERANCE = 2;
  const problems: string[] = [];
  for (const selector of selectors) {
    for (const grid of document.querySelectorAll(selector)) {
      const items = [...grid.children].filter((item): item is HTMLElement => item instanceof HTMLElement);
      const rows = new Map<number, HTMLElement[]>();
      for (const item of items) rows.set(item.offsetTop, [...(rows.get(item.offsetTop) ?? []), item]);
      const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
      const first = ordered[0];
      const last = ordered.at(-1);
      if (!first || !last || ordered.length < 2) continue;
      const rightOf = (row: HTMLElement[]) => Math.max(...row.map((item) => item.getBoundingClientRect().right));
      const reachesEdge = rightOf(last) >= rightOf(first) - TOLERANCE;
      const oneShort = last.length >= 2 && last.length >= first.length - 1;
      if (!reachesEdge && !oneShort)
        problems.push(`${selector}: rows of ${ordered.map((row) => row.length).join(" + ")} end unbalanced`);
    }
  }
  return problems;
}
