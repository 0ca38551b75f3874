import { type EmbedState, embedStateRank } from "@ikey/contracts/status-embed";
import { STATUS_TARGETS, type StatusGroupId, type StatusTarget, statusGroups } from "@ikey/contracts/status-history";
import type { IncidentStatus } from "@ikey/contracts/status-incidents";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listIncidents, type StoredIncident } from "./incident-store";

export interface GroupState {
  readonly id: StatusGroupId;
  readonly state: EmbedState;
  /** The state of the newest open incident that names the group. */
  readonly incident?: IncidentStatus;
  readonly since: number | null;
}

export interface CurrentState {
  readonly at: number;
  readonly groups: readonly GroupState[];
  /** The worst group, as the badge without a group shows it. */
  readonly worst: GroupState;
  /** Open incidents, newest first. */
  readonly incidents: readonly StoredIncident[];
}

interface TargetState {
  readonly state: "working" | "failed" | "unknown";
  readonly since: number | null;
}

/**
 * Each group's current state as of `now`, from what the page shows (docs/decisions/0016): its
 * rows say "Incident: <state>" for the newest open incident naming the group (the page's
 * openIncidentStates), and its checks work when the probe code (contracts/app-status.ts
 * probeOutcome) stored no failure. The server has no visitor's own check, so the background
 * probes' last result stands in for the rows; one older than `staleAfterMs` speaks for nothing
 * (the probes stopped) and reads "unknown", as does a target never probed.
 */
export async function readCurrentState(db: Kysely<Database>, now: number, staleAfterMs: number): Promise<CurrentState> {
  const [targets, stored] = await Promise.all([
    Promise.all(STATUS_TARGETS.map((target) => targetState(db, target, now - staleAfterMs))),
    // Open incidents only: none is resolved in the future.
    listIncidents(db, { resolvedSince: Number.MAX_SAFE_INTEGER }),
  ]);
  const byTarget = new Map(STATUS_TARGETS.map((target, index) => [target, targets[index] as TargetState]));
  const incidents = stored.filter((incident) => incident.resolvedAt === null);
  const groups = statusGroups.map((group): GroupState => {
    // Open incidents come newest first: the first to name a group is its newest, as on the page.
    const incident = incidents.find((candidate) => candidate.groups.includes(group.id));
    if (incident) return { id: group.id, state: "incident", incident: incident.status, since: incident.startedAt };
    return { id: group.id, ...(byTarget.get(group.target) as TargetState) };
  });
  const worst = groups.reduce((worse, group) =>
    embedStateRank[group.state] > embedStateRank[worse.state] ? group : worse,
  );
  return { at: now, groups, worst, incidents };
}

/**
 * The target's last probe and, for `since`, the first of the run of probes that agree with it: the
 * probe after the newest one that disagrees, or the oldest one kept. Three reads on the
 * (target, probed_at) index, each of one row.
 */
async function targetState(db: Kysely<Database>, target: StatusTarget, freshFrom: number): Promise<TargetState> {
  const probes = db.selectFrom("status_probes").where("target", "=", target);
  const last = await probes
    .select(["working", "probed_at"])
    .orderBy("probed_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!last || Number(last.probed_at) < freshFrom) return { state: "unknown", since: null };
  const working = Number(last.working);
  const other = await probes
    .select("probed_at")
    .where("working", "!=", working)
    .orderBy("probed_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const first = await probes
    .select((eb) => eb.fn.min("probed_at").as("since"))
    .$if(other !== undefined, (query) => query.where("probed_at", ">", Number(other?.probed_at)))
    .executeTakeFirst();
  return { state: working === 1 ? "working" : "failed", since: Number(first?.since ?? last.probed_at) };
}
