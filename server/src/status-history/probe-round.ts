import type { StatusResultKey } from "@ikey/contracts/app-status";
import type { IncidentSuggestion } from "@ikey/contracts/console-api-schemas";
import { STATUS_TARGETS, type StatusTarget, targetResultKeys } from "@ikey/contracts/status-history";
import type { Kysely } from "kysely";
import { probeAll } from "../app-status/keepalive-probes";
import type { Clock } from "../clock";
import { oncePerSlot } from "../db/fleet-schedule";
import type { Database } from "../db/schema";
import type { IncidentActions } from "../status-incidents/incident-actions";
import { suggestIncidents } from "../status-incidents/incident-suggestions";
import { type ProbeRecord, recordProbes } from "./probe-rollups";

export const PROBE_JOB = "status-probe";

export interface ProbeRoundDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** The checker's four targets (app-status/keepalive-probes.ts targetsOf), by result key. */
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
 */
export function probeRound(deps: ProbeRoundDeps) {
  return async (): Promise<RoundReport | undefined> => {
    const claimed = await oncePerSlot(deps.db, PROBE_JOB, deps.clock(), deps.intervalMs, async () => true);
    if (!claimed) return undefined;
    const outcomes = await probeAll(deps.targets(), deps.clock, deps.timeoutMs);
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
