import { probe, type StatusReport, type StatusResult } from "@ikey/contracts/app-status";
import { siteConfig } from "../../lib/site-config";
import type { Target } from "./status-groups";

/** A browser GET that has not completed in 20 s shows no result (spec point 8). */
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
    const response = await fetch(siteConfig.STATUS_CHECKER_URL, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as StatusReport) : null;
  } catch {
    return null;
  }
}

/** The callable function ("Google server"), on the callable protocol; null on any failure. */
export async function checkFromFunction(): Promise<StatusReport | null> {
  try {
    const response = await fetch(siteConfig.STATUS_FUNCTION_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
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
