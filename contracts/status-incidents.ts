import { groupTitles, type StatusGroupId } from "./status-history";

/*
 * Incidents on Check App Status (docs/decisions/0016): staff (support and admin) open
 * them from the console, post updates and resolve them; the page, the Atom feed and the e-mails to
 * subscribers show them. No zod here; the schemas are in contracts/api-schemas.ts (public) and
 * contracts/console-api-schemas.ts (console).
 */

export const INCIDENT_STATUSES = ["investigating", "identified", "monitoring", "resolved"] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const incidentStatusLabels: Record<IncidentStatus, string> = {
  investigating: "Investigating",
  identified: "Identified",
  monitoring: "Monitoring",
  resolved: "Resolved",
};

/** The page lists open incidents and those of this many days. */
export const RECENT_INCIDENT_DAYS = 30;
export const INCIDENT_TITLE_MAX = 120;
export const INCIDENT_MESSAGE_MAX = 2_000;

/** The title a suggested incident starts with (the console's form, and STATUS_AUTO_INCIDENTS as is). */
export function suggestedTitle(groups: readonly StatusGroupId[]): string {
  return `${groupTitles(groups)} not responding`;
}
