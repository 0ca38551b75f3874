import type { StatusGroupId } from "@ikey/contracts/status-history";
import type { HistoryState } from "./history-store";
import { incidentStatusLabel } from "./incident-banner";

/** Each group an open incident affects, with that incident's state as the page words it. */
export type OpenIncidentStates = Readonly<Partial<Record<StatusGroupId, string>>>;

/**
 * What the live board adds to an affected group's rows: the newest open incident's state, so a
 * row that reaches the server from this device does not read as if all were well.
 */
export function openIncidentStates(state: HistoryState): OpenIncidentStates {
  if (state.kind !== "ready") return {};
  const states: Partial<Record<StatusGroupId, string>> = {};
  // Open incidents come first in the answer, newest first: the first to name a group is its newest.
  for (const incident of state.history.incidents) {
    if (incident.resolvedAt !== null) continue;
    for (const group of incident.groups) states[group] ??= incidentStatusLabel(incident.status);
  }
  return states;
}
