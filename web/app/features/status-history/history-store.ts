import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { STATUS_HISTORY_MAX_AGE_SECONDS } from "@ikey/contracts/status-history";
import { startTransition, useEffect, useState } from "react";
import { fetchStatusHistory } from "../../lib/status-history";
import { afterLiveChecks } from "./after-live-checks";

/*
 * The one answer of GET /status/history that the incident banner (top of the page) and the history
 * section (under the live board) both show. It lives outside React so the two share one request.
 */

export type HistoryState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly history: StatusHistory }
  | { readonly kind: "unavailable" };

const LOADING: HistoryState = { kind: "loading" };

let latest: HistoryState = LOADING;
let loadedAt = 0;
let inFlight = false;
const listeners = new Set<(state: HistoryState) => void>();

function publish(state: HistoryState): void {
  latest = state;
  for (const listener of listeners) listener(state);
}

/**
 * Loads the history once the live checks are done (after-live-checks.ts), unless an answer younger
 * than its cache lifetime is here (a visitor who comes back to the page) or a load is under way.
 * A failure makes the history unavailable; a later visit tries again.
 */
export function loadStatusHistory(): void {
  const fresh = latest.kind === "ready" && Date.now() - loadedAt < STATUS_HISTORY_MAX_AGE_SECONDS * 1000;
  if (inFlight || fresh) return;
  inFlight = true;
  afterLiveChecks(() => {
    void fetchStatusHistory().then((history) => {
      inFlight = false;
      loadedAt = Date.now();
      publish(history ? { kind: "ready", history } : { kind: "unavailable" });
    });
  });
}

/**
 * The history as this component shows it. It starts as loading on every mount, as the prerendered
 * page does (hydration must match it), and each answer renders in a transition: React renders the
 * history in slices between which the main thread stays free, so it adds no long task.
 */
export function useStatusHistory(): HistoryState {
  const [state, setState] = useState<HistoryState>(LOADING);
  useEffect(() => {
    const show = (next: HistoryState) => startTransition(() => setState(next));
    if (latest.kind !== "loading") show(latest);
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return state;
}

/** Forgets the answer (tests start from a fresh page). */
export function resetStatusHistory(): void {
  latest = LOADING;
  loadedAt = 0;
  inFlight = false;
  listeners.clear();
}
