import {
  type DurationWords,
  formatDuration,
  parseDuration,
  type StatusReport,
  type StatusResult,
} from "@ikey/contracts/app-status";
import type { StatusGroup, StatusTarget } from "@ikey/contracts/status-history";
import { formatDecimal, formatWholeNumber } from "../../lib/site-format";
import * as m from "../../paraglide/messages.js";

// The five groups and their targets are a contract: the server's history maps its probes the same way.
export { type StatusGroup, statusGroups } from "@ikey/contracts/status-history";

/** Which keepalive target a group's Client device row probes from the browser. */
export type Target = StatusTarget;

/** Each group's rows: the visitor's device, then the two cloud checkers. */
export const rowLabels = (): readonly string[] => [
  m.status_row_device(),
  m.status_row_microsoft(),
  m.status_row_google(),
];

/** A row: still checking, working (with its duration text), failed, or no result at all. */
export type RowState =
  | { readonly kind: "checking" }
  | { readonly kind: "working"; readonly duration: string }
  | { readonly kind: "failed" }
  | { readonly kind: "none" };

export const CHECKING: RowState = { kind: "checking" };
/** A GET that never completed (network error or timeout) shows no result (requirements: Error catalogue). */
export const NO_RESULT: RowState = { kind: "none" };

export function fromResult(result: StatusResult | undefined): RowState {
  if (!result) return { kind: "failed" };
  return result.is_working ? { kind: "working", duration: result.duration } : { kind: "failed" };
}

/** The Microsoft row: the checker's answer, or no result when the GET itself did not complete. */
export function checkerRow(report: StatusReport | null, group: StatusGroup): RowState {
  return report ? fromResult(report[group.resultKey]) : NO_RESULT;
}

/** The Google row: if the callable function failed, all four of its results count as not working. */
export function functionRow(report: StatusReport | null, group: StatusGroup): RowState {
  return report ? fromResult(report[group.resultKey]) : { kind: "failed" };
}

/** A duration in the words and figures of a page in another language than the checkers' English. */
const translatedDuration: DurationWords = {
  milliseconds: (milliseconds) => m.status_duration_milliseconds({ milliseconds: formatWholeNumber(milliseconds) }),
  seconds: (milliseconds) => m.status_duration_seconds({ seconds: formatDecimal(milliseconds / 1000, 3) }),
  minutes: (minutes, seconds) => m.status_duration_minutes({ minutes: formatWholeNumber(minutes), seconds }),
};

/**
 * A check's duration as the page words it. The checkers answer in the requirements' English
 * ("1.200 seconds"), which an English page shows as it came; a Malay or Chinese page reads it back
 * and words it in its language. A text the contract does not know is shown as it came.
 */
function durationText(duration: string): string {
  // Returning first, so the English build drops the translated wording and its number tables: on
  // the build's constant itself, as SITE_LANGUAGE comes from another chunk and is not folded there.
  if (__SITE_LANGUAGE__ === "en") return duration;
  const milliseconds = parseDuration(duration);
  return milliseconds === null ? duration : formatDuration(milliseconds, translatedDuration);
}

export function rowText(state: RowState): string {
  switch (state.kind) {
    case "checking":
      return m.status_result_checking();
    case "working":
      return m.status_result_working({ duration: durationText(state.duration) });
    case "failed":
      return m.status_result_failed();
    case "none":
      return "";
  }
}
