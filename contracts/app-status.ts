/** What the keepalive targets answer when they are up (requirements: Constants and limits). */
export const KEEPALIVE_TEXT = "I am alive!";

/** The four targets, by the key of the cloud checkers' answer (requirements: Entities). */
export const statusResultKeys = [
  "api_result",
  "center_result",
  "server_result_with_dns_server",
  "server_result_without_dns_service",
] as const;
export type StatusResultKey = (typeof statusResultKeys)[number];

export interface StatusResult {
  readonly start_time: string;
  readonly end_time: string;
  readonly is_working: boolean;
  readonly duration: string;
}

export type StatusReport = Record<StatusResultKey, StatusResult>;

/**
 * Duration text (requirements: Check App Status): "N milliseconds" under a
 * second, "S.mmm seconds" under a minute, otherwise "M minutes S.mmm seconds".
 */
export function formatDuration(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds));
  if (total < 1000) return `${total} milliseconds`;
  const minutes = Math.floor(total / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const secondsText = `${seconds}.${String(total % 1000).padStart(3, "0")} seconds`;
  return minutes === 0 ? secondsText : `${minutes} minutes ${secondsText}`;
}

/**
 * One keepalive check: a GET that counts as working only for status 200 with the
 * exact keepalive text. A network failure or a timeout throws; callers decide what
 * that means (the page shows no result, the cloud checkers report not working).
 */
export async function probe(url: string, timeoutMs: number, now: () => number = Date.now): Promise<StatusResult> {
  const started = now();
  // No cache option: the targets answer with Cache-Control: no-store, and a custom
  // header would cost every cross-origin check a preflight.
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  const ended = now();
  return {
    start_time: new Date(started).toISOString(),
    end_time: new Date(ended).toISOString(),
    is_working: response.status === 200 && text === KEEPALIVE_TEXT,
    duration: formatDuration(ended - started),
  };
}
