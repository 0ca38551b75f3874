import type { StatusReport, StatusResult } from "@ikey/contracts/app-status";
import type { StatusGroup, StatusTarget } from "@ikey/contracts/status-history";

// The five groups and their targets are a contract: the server's history maps its probes the same way.
export { type StatusGroup, statusGroups } from "@ikey/contracts/status-history";

/** Which keepalive target a group's Client device row probes from the browser. */
export type Target = StatusTarget;

export const rowLabels = ["Client device", "Microsoft server", "Google server"] as const;
export type RowLabel = (typeof rowLabels)[number];

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

export function rowText(state: RowState): string {
  switch (state.kind) {
    case "checking":
      return "Checking";
    case "working":
      return `Working (${state.duration})`;
    case "failed":
      return "Failed";
    case "none":
      return "";
  }
}
