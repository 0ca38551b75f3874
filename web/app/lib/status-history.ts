import type { PublicIncident, StatusHistory } from "@ikey/contracts/api-schemas";
import { STATUS_HISTORY_PATH } from "@ikey/contracts/status-history";

/*
 * The status history as pages read it: Check App Status's history and banner, and the help
 * centre's status line.
 */

/** Where an incident is on Check App Status. */
export const incidentAnchor = (incident: Pick<PublicIncident, "id">) => `incident-${incident.id}`;

/**
 * GET /status/history, same origin. Asked again on every visit rather than taken from the
 * browser's own copy (`no-cache`): someone who reloads the page during an outage must see the
 * incident opened a moment ago; the server's ETag makes an unchanged answer a 304. The
 * page carries no zod, so the answer is trusted as the contract's shape once its outline is right:
 * it comes from this site's own server. Null for an error status, a network failure or nonsense.
 */
export async function fetchStatusHistory(): Promise<StatusHistory | null> {
  try {
    const response = await fetch(STATUS_HISTORY_PATH, { headers: { Accept: "application/json" }, cache: "no-cache" });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return hasHistoryOutline(body) ? body : null;
  } catch {
    return null;
  }
}

function hasHistoryOutline(body: unknown): body is StatusHistory {
  if (typeof body !== "object" || body === null) return false;
  const { generatedAt, groups, incidents } = body as Partial<Record<keyof StatusHistory, unknown>>;
  return (
    typeof generatedAt === "number" &&
    Array.isArray(groups) &&
    groups.every((group) => Array.isArray(group?.days) && Array.isArray(group?.hours) && group?.uptime) &&
    Array.isArray(incidents) &&
    incidents.every((incident) => Array.isArray(incident?.updates))
  );
}
