import type { StatusResultKey } from "@ikey/contracts/app-status";
import type { IncidentSuggestion } from "@ikey/contracts/console-api-schemas";
import { STATUS_TARGETS, type StatusTarget, targetResultKeys } from "@ikey/contracts/status-history";
import type { Kysely } from "kysely";
import { oncePerSlot } from "../db/fleet-schedule";
import type { Database } from "../db/schema";
import type { Clock } from "../time";
import type { IncidentActions } from "./incident-actions";
import { suggestIncidents } from "./incident-suggestions";
import { probeAll } from "./keepalive-probes";
import { type ProbeRecord, recordProbes } from "./probe-rollups";

export const PROBE_JOB = "status-probe";

export interface ProbeRoundDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** The checker's four targets (status/keepalive-probes.ts targetsOf), by result key. */
  readonly targets: () => Record<StatusResultKey, string>;
  readonly timeoutMs: number;
  readonly intervalMs: number;
  readonly suggestAfterFailures: number;
  readonly autoIncidents: boolean;
  readonly incidents: IncidentActions;
  readonly onMailQueued: () => void;
}

export interface RoundReport {
  readonly records: readonly ProbeRecord[];
  readonly suggestions: readonly IncidentSuggestion[];
  /** Incidents STATUS_AUTO_INCIDENTS opened. */
  readonly opened: readonly number[];
}

/**
 * One background round, at most once per interval slot for the whole fleet (db/fleet-schedule.ts):
 * the instance that claims the slot probes the four targets with the checker's code, then stores
 * the results, their rollups, any suggested incident and (STATUS_AUTO_INCIDENTS) the incident it
 * opens in one transaction. Resolves with undefined when another instance has the slot.
 *
 * `stopping` is aborted when this server begins to stop: a round still probing then is dropped
 * whole, unrecorded, as its targets may be this very server on its way down (docs/decisions/0016,
 * "When probes start and stop"). A round already recording finishes.
 */
export function probeRound(deps: ProbeRoundDeps) {
  return async (stopping?: AbortSignal): Promise<RoundReport | undefined> => {
    const claimed = await oncePerSlot(deps.db, PROBE_JOB, deps.clock(), deps.intervalMs, async () => true);
    if (!claimed || stopping?.aborted) return undefined;
    const outcomes = await unlessStopped(probeAll(deps.targets(), deps.clock, deps.timeoutMs), stopping);
    if (!outcomes || stopping?.aborted) return undefined;
    const records = STATUS_TARGETS.map((target: StatusTarget): ProbeRecord => {
      const outcome = outcomes[targetResultKeys[target]];
      return {
        target,
        probedAt: outcome.startedAt,
        durationMs: outcome.endedAt - outcome.startedAt,
        failure: outcome.failure,
      };
    });
    if (deps.autoIncidents) await deps.incidents.ready();
    const report = await deps.db.transaction().execute(async (trx) => {
      await recordProbes(trx, records);
      const now = deps.clock();
      const suggestions = await suggestIncidents(trx, records, deps.suggestAfterFailures, now);
      const opened: number[] = [];
      let queued = 0;
      if (deps.autoIncidents) {
        for (const suggestion of suggestions) {
          const { incident, subscribers } = await deps.incidents.openSuggested(trx, suggestion, now);
          opened.push(incident.id);
          queued += subscribers;
        }
      }
      return { records, suggestions, opened, queued };
    });
    if (report.queued > 0) deps.onMailQueued();
    return { records: report.records, suggestions: report.suggestions, opened: report.opened };
  };
}

/**
 * What `work` gives, or undefined as soon as `stopping` aborts: a stopping server does not wait for
 * probes to time out when it will drop their results anyway.
 */
async function unlessStopped<T>(work: Promise<T>, stopping: AbortSignal | undefined): Promise<T | undefined> {
  if (!stopping) return work;
  let stop = () => {};
  const stopped = new Promise<undefined>((resolve) => {
    stop = () => resolve(undefined);
  });
  stopping.addEventListener("abort", stop, { once: true });
  try {
    return await Promise.race([work, stopped]);
  } finally {
    stopping.removeEventListener("abort", stop);
  }
}
