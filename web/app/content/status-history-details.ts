import { translatable } from "./lib/translatable";

/*
 * The words of Check App Status's history that only its details use (the response-time chart and
 * the incident list, loaded once the live checks are done): kept apart from status-history.ts,
 * whose words the page shows at once, so the page's first scripts do not carry them.
 */

export const responseTimeCopy = translatable({
  heading: "Response time, last 24 hours",
  median: "Median (p50)",
  slow: "95th percentile (p95)",
  scale: (highest: string) => `Scale: 0 to ${highest}`,
  summary: (lowMedian: string, highMedian: string, highestSlow: string) =>
    `Response times over the last 24 hours: the median was between ${lowMedian} and ${highMedian}; the slowest hour's 95th percentile was ${highestSlow}.`,
  noData: "No response times were measured in the last 24 hours.",
  /** Fewer than two hours measured: no line to draw yet. */
  oneHour: (median: string, slow: string) =>
    `Too few measurements for a chart yet: one hour so far, with a median of ${median} and a 95th percentile of ${slow}.`,
  tableSummary: "Response times by hour",
  tableHour: "Hour (Malaysia time)",
  milliseconds: (ms: string) => `${ms} ms`,
});

export const incidentCopy = translatable({
  openHeading: "Open incidents",
  pastHeading: "Past incidents",
  pastNote: "Incidents resolved in the last 30 days. Times are Malaysia time.",
  openNote: "Times are Malaysia time.",
  noPast: "No incidents in the last 30 days.",
  affects: (groups: string) => `Affects: ${groups}`,
  /** Each followed by its time. */
  started: "Started",
  resolved: "Resolved",
  updatesLabel: (title: string) => `Updates on ${title}, newest first`,
});
