import type { IncidentSuggestion } from "@ikey/contracts/console-api-schemas";
import { groupsOfTarget, type StatusTarget } from "@ikey/contracts/status-history";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ProbeRecord } from "./probe-rollups";

/**
 * Suggests an incident when a target's run of failed probes reaches `threshold`, after the round's
 * results are stored (in the same transaction). A run is suggested once, when it reaches exactly
 * the threshold, so a dismissed suggestion does not come back while the target stays down; an open
 * suggestion counts the run's later failures, and closes when the target works again. No
 * suggestion is made while an open incident already covers every group of the target.
 * Resolves with the suggestions it made.
 */
export async function suggestIncidents(
  db: Kysely<Database>,
  records: readonly ProbeRecord[],
  threshold: number,
  now: number,
): Promise<IncidentSuggestion[]> {
  const made: IncidentSuggestion[] = [];
  for (const record of records) {
    const open = db
      .updateTable("status_suggestions")
      .where("target", "=", record.target)
      .where("closed_at", "is", null);
    if (record.failure === null) {
      await open.set({ closed_at: now }).execute();
      continue;
    }
    const counted = await open
      .set((eb) => ({ failures: eb("failures", "+", 1), failure: record.failure }))
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) > 0) continue;
    const latest = await db
      .selectFrom("status_probes")
      .select(["working", "probed_at"])
      .where("target", "=", record.target)
      .orderBy("probed_at", "desc")
      .orderBy("id", "desc")
      .limit(threshold + 1)
      .execute();
    const run = latest.slice(0, threshold);
    const before = latest[threshold];
    const runReachesThreshold =
      run.length === threshold &&
      run.every((probe) => Number(probe.working) === 0) &&
      (!before || Number(before.working) === 1);
    if (!runReachesThreshold || (await coveredByOpenIncident(db, record.target))) continue;
    const failingSince = Math.min(...run.map((probe) => Number(probe.probed_at)));
    const { id } = await db
      .insertInto("status_suggestions")
      .values({
        target: record.target,
        failing_since: failingSince,
        failures: threshold,
        failure: record.failure,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    made.push(
      suggestionOf({
        id,
        target: record.target,
        failing_since: failingSince,
        failures: threshold,
        failure: record.failure,
      }),
    );
  }
  return made;
}

async function coveredByOpenIncident(db: Kysely<Database>, target: StatusTarget): Promise<boolean> {
  const open = await db.selectFrom("status_incidents").select("groups").where("resolved_at", "is", null).execute();
  const covered = new Set(open.flatMap((incident) => incident.groups.split(",")));
  return groupsOfTarget(target).every((group) => covered.has(group));
}

export async function openSuggestions(db: Kysely<Database>): Promise<IncidentSuggestion[]> {
  const rows = await db
    .selectFrom("status_suggestions")
    .select(["id", "target", "failing_since", "failures", "failure"])
    .where("closed_at", "is", null)
    .orderBy("id", "desc")
    .execute();
  return rows.map(suggestionOf);
}

/** Closes a suggestion (dismissed, or taken by the incident `incidentId`); false when it was not open. */
export async function closeSuggestion(
  db: Kysely<Database>,
  id: number,
  now: number,
  incidentId: number | null = null,
): Promise<boolean> {
  const closed = await db
    .updateTable("status_suggestions")
    .set({ closed_at: now, incident_id: incidentId })
    .where("id", "=", id)
    .where("closed_at", "is", null)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}

function suggestionOf(row: {
  id: number | string;
  target: string;
  failing_since: number | string;
  failures: number | string;
  failure: string | null;
}): IncidentSuggestion {
  const target = row.target as StatusTarget;
  return {
    id: Number(row.id),
    target,
    groups: groupsOfTarget(target),
    failingSince: Number(row.failing_since),
    failures: Number(row.failures),
    failure: row.failure,
  };
}
