import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { STATUS_REFRESH_SECONDS } from "@ikey/contracts/status-history";
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
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<(state: HistoryState) => void>();
const REFRESH_MS = STATUS_REFRESH_SECONDS * 1000;

function publish(state: HistoryState): void {
  latest = state;
  for (const listener of listeners) listener(state);
}

/** The same answer again (the server's 304 gives the browser's copy back): nothing to draw. */
function unchanged(history: StatusHistory): boolean {
  return latest.kind === "ready" && latest.history.generatedAt === history.generatedAt;
}

function fetchNow(): void {
  inFlight = true;
  void fetchStatusHistory().then((history) => {
    inFlight = false;
    loadedAt = Date.now();
    // A refresh that fails (a phone between cells) keeps what the page shows.
    if (!history) {
      if (latest.kind !== "ready") publish({ kind: "unavailable" });
    } else if (!unchanged(history)) publish({ kind: "ready", history });
    scheduleRefresh();
  });
}

/**
 * While the page is open and shown, it asks again every STATUS_REFRESH_SECONDS, so an incident
 * opened or resolved meanwhile shows within that (the server answers 304, a few hundred bytes, when
 * nothing changed). A hidden page asks when it is shown again; a page left for another stops.
 */
function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  if (listeners.size === 0) return;
  refreshTimer = setTimeout(() => {
    if (listeners.size === 0 || inFlight) return;
    if (document.visibilityState === "visible") fetchNow();
    else document.addEventListener("visibilitychange", whenShown);
  }, REFRESH_MS);
}

function whenShown(): void {
  if (document.visibilityState !== "visible") return;
  document.removeEventListener("visibilitychange", whenShown);
  if (listeners.size > 0 && !inFlight) fetchNow();
}

/**
 * Loads the history once the live checks are done (after-live-checks.ts), unless an answer younger
 * than the refresh interval is here (a visitor who comes back to the page) or a load is under way.
 * A first load that fails makes the history unavailable; the next refresh tries again.
 */
export function loadStatusHistory(): void {
  const fresh = latest.kind === "ready" && Date.now() - loadedAt < REFRESH_MS;
  if (inFlight) return;
  if (fresh) {
    scheduleRefresh();
    return;
  }
  inFlight = true;
  afterLiveChecks(fetchNow);
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

/** Forgets the answer and stops asking (tests start from a fresh page). */
export function resetStatusHistory(): void {
  latest = LOADING;
  loadedAt = 0;
  inFlight = false;
  clearTimeout(refreshTimer);
  document.removeEventListener("visibilitychange", whenShown);
  listeners.clear();
}
