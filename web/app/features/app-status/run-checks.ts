import {
  probe,
  STATUS_CHECKER_PATH,
  STATUS_FUNCTION_PATH,
  type StatusReport,
  type StatusResult,
} from "@ikey/contracts/app-status";
import { siteConfig } from "../../lib/site-config";
import type { Target } from "./status-groups";

/** A browser GET that has not completed in 20 s shows no result (requirements: Error catalogue). */
export const CLIENT_TIMEOUT_MS = 20_000;

const targetUrls: Record<Target, string> = {
  api: siteConfig.STATUS_API_URL,
  center: siteConfig.STATUS_CENTER_URL,
  server1: siteConfig.STATUS_SERVER1_URL,
  server2: siteConfig.STATUS_SERVER2_URL,
};

/** The Client device check of one target; null when the GET did not complete. */
export async function checkFromDevice(target: Target): Promise<StatusResult | null> {
  try {
    return await probe(targetUrls[target], CLIENT_TIMEOUT_MS);
  } catch {
    return null;
  }
}

/** The checker endpoint ("Microsoft server"); null when its GET did not complete or answered nonsense. */
export async function checkFromChecker(): Promise<StatusReport | null> {
  try {
    const response = await fetch(`${siteConfig.API_URL}${STATUS_CHECKER_PATH}`, {
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as StatusReport) : null;
  } catch {
    return null;
  }
}

/**
 * The callable function ("Google server"), on the callable protocol; null on any failure.
 * Attestation is imported when the call is made: on a first load the page's inline early
 * script makes it with its own copy, so the status page's modules need it only for Test Again.
 */
export async function checkFromFunction(): Promise<StatusReport | null> {
  try {
    const { attestationHeaders } = await import("../../lib/attestation/attestation");
    const response = await fetch(`${siteConfig.API_URL}${STATUS_FUNCTION_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(await attestationHeaders()) },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: StatusReport };
    return body.result ?? null;
  } catch {
    return null;
  }
}

export interface CheckRun {
  readonly startedAt: number;
  readonly device: Record<Target, Promise<StatusResult | null>>;
  readonly checker: Promise<StatusReport | null>;
  readonly callable: Promise<StatusReport | null>;
}

/** Starts every check at once: the device's four GETs, the checker and the callable function. */
export function startChecks(): CheckRun {
  return {
    startedAt: Date.now(),
    device: {
      api: checkFromDevice("api"),
      center: checkFromDevice("center"),
      server1: checkFromDevice("server1"),
      server2: checkFromDevice("server2"),
    },
    checker: checkFromChecker(),
    callable: checkFromFunction(),
  };
}

declare global {
  interface Window {
    /**
     * The first run, started by `early-checks.ts` from the page head before the
     * app's modules load; "claimed" once the board has looked for it, so a late
     * early script does not start a second run.
     */
    __ikeyEarlyStatusRun?: CheckRun | "claimed";
  }
}

/** Starts the first run unless the board already did (the early script calls this). */
export function startEarlyRun(): void {
  if (window.__ikeyEarlyStatusRun === undefined) window.__ikeyEarlyStatusRun = startChecks();
}

/**
 * The early run, once, and only while fresh: this module can be evaluated before
 * a visit (a prefetch), and results some seconds old still describe the present.
 * Fifteen seconds leaves room for a slow phone to hydrate without checking twice.
 */
export function takeEarlyRun(maxAgeMs = 15_000): CheckRun | null {
  const run = window.__ikeyEarlyStatusRun;
  window.__ikeyEarlyStatusRun = "claimed";
  return run && run !== "claimed" && Date.now() - run.startedAt <= maxAgeMs ? run : null;
}
