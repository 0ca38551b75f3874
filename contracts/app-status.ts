import type { ProbeFailure } from "./status-history";

/** What the keepalive targets answer when they are up (requirements: Constants and limits). */
export const KEEPALIVE_TEXT = "I am alive!";

/** The cloud-functions region of the status function (requirements: Calls): part of its path. */
export const FUNCTIONS_REGION = "asia-southeast1";

/** The "Microsoft server" row's checker endpoint, on the API server. */
export const STATUS_CHECKER_PATH = "/status/check";

/** The "Google server" row's callable function, on the API server. */
export const STATUS_FUNCTION_PATH = `/functions/${FUNCTIONS_REGION}/checkApplicationStatus`;

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

/** How a duration is worded: the requirements' English by default; the page words it in its language. */
export interface DurationWords {
  /** Under a second: 130 → "130 milliseconds". */
  readonly milliseconds: (milliseconds: number) => string;
  /** Under a minute, from its milliseconds: 1200 → "1.200 seconds". */
  readonly seconds: (milliseconds: number) => string;
  /** Whole minutes, then the worded seconds: "2 minutes 3.456 seconds". */
  readonly minutes: (minutes: number, seconds: string) => string;
}

const englishDuration: DurationWords = {
  milliseconds: (milliseconds) => `${milliseconds} milliseconds`,
  seconds: (milliseconds) =>
    `${Math.floor(milliseconds / 1000)}.${String(milliseconds % 1000).padStart(3, "0")} seconds`,
  minutes: (minutes, seconds) => `${minutes} minutes ${seconds}`,
};

/**
 * Duration text (requirements: Check App Status): "N milliseconds" under a
 * second, "S.mmm seconds" under a minute, otherwise "M minutes S.mmm seconds".
 */
export function formatDuration(milliseconds: number, words: DurationWords = englishDuration): string {
  const total = Math.max(0, Math.round(milliseconds));
  if (total < 1000) return words.milliseconds(total);
  const minutes = Math.floor(total / 60_000);
  const seconds = words.seconds(total % 60_000);
  return minutes === 0 ? seconds : words.minutes(minutes, seconds);
}

const DURATION_TEXT = /^(?:(\d+) milliseconds|(?:(\d+) minutes )?(\d+)\.(\d{3}) seconds)$/;

/**
 * The milliseconds of a duration text (formatDuration's English, which the checkers answer with),
 * so the page can word it in its own language; null for any other text.
 */
export function parseDuration(text: string): number | null {
  const match = DURATION_TEXT.exec(text);
  if (!match) return null;
  const [, milliseconds, minutes = "0", seconds = "0", thousandths = "0"] = match;
  if (milliseconds !== undefined) return Number(milliseconds);
  return Number(minutes) * 60_000 + Number(seconds) * 1000 + Number(thousandths);
}

/** One keepalive check's outcome: when it ran and, when it did not work, the kind of failure. */
export interface ProbeOutcome {
  readonly startedAt: number;
  readonly endedAt: number;
  readonly failure: ProbeFailure | null;
}

/**
 * One keepalive check: a GET that counts as working only for status 200 with the exact keepalive
 * text. The checkers, the page and the background probes (docs/decisions/0016) all use it.
 */
export async function probeOutcome(
  url: string,
  timeoutMs: number,
  now: () => number = Date.now,
): Promise<ProbeOutcome> {
  const startedAt = now();
  let status: number;
  let text: string;
  try {
    // No cache option: the targets answer with Cache-Control: no-store, and a custom
    // header would cost every cross-origin check a preflight.
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { startedAt, endedAt: now(), failure: timedOut ? "timeout" : "network" };
  }
  const failure = status !== 200 ? "status" : text !== KEEPALIVE_TEXT ? "content" : null;
  return { startedAt, endedAt: now(), failure };
}

/** Whether the check got no answer at all (refused, reset or timed out), rather than a wrong one. */
export function unanswered(outcome: ProbeOutcome): boolean {
  return outcome.failure === "timeout" || outcome.failure === "network";
}

export function resultOf(outcome: ProbeOutcome): StatusResult {
  return {
    start_time: new Date(outcome.startedAt).toISOString(),
    end_time: new Date(outcome.endedAt).toISOString(),
    is_working: outcome.failure === null,
    duration: formatDuration(outcome.endedAt - outcome.startedAt),
  };
}

/**
 * The check as the page's rows take it: a network failure or a timeout throws; callers decide
 * what that means (the page shows no result, the cloud checkers report not working).
 */
export async function probe(url: string, timeoutMs: number, now: () => number = Date.now): Promise<StatusResult> {
  const outcome = await probeOutcome(url, timeoutMs, now);
  if (unanswered(outcome)) throw new Error(`The check got no answer (${outcome.failure}).`);
  return resultOf(outcome);
}
