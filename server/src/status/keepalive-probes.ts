import type { Server } from "node:http";
import {
  type ProbeOutcome,
  probeOutcome,
  resultOf,
  type StatusReport,
  type StatusResultKey,
  statusResultKeys,
  unanswered,
} from "@ikey/contracts/app-status";
import type { SiteConfig } from "@ikey/contracts/site-config";
import type { Clock } from "../time";

/** How long a check waits for a target by default (limits/limits.ts: statusTimeoutMs). */
export const PROBE_TIMEOUT_MS = 10_000;

/**
 * The checker probes from this server. Targets given as paths are this server's
 * own keepalive paths, reached over loopback at the port it listens on, never
 * at a host named by the request (which anyone could set).
 */
export function targetsOf(site: SiteConfig, ownBase: () => string): Record<StatusResultKey, string> {
  const absolute = (target: string) => (target.startsWith("/") ? `${ownBase()}${target}` : target);
  return {
    api_result: absolute(site.STATUS_API_URL),
    center_result: absolute(site.STATUS_CENTER_URL),
    // With the DNS service in front (Cloudflare) is server1; direct access is server2.
    server_result_with_dns_server: absolute(site.STATUS_SERVER1_URL),
    server_result_without_dns_service: absolute(site.STATUS_SERVER2_URL),
  };
}

/** This server's own address over loopback, at the port it listens on (0 before it listens). */
export function loopbackBase(server: Server): string {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** All four at once: the answer takes as long as the slowest target, not the sum. */
export async function probeAll(
  targets: Record<StatusResultKey, string>,
  clock: Clock,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Record<StatusResultKey, ProbeOutcome>> {
  const entries = await Promise.all(
    statusResultKeys.map(async (key) => [key, await probeOutcome(targets[key], timeoutMs, clock)] as const),
  );
  return Object.fromEntries(entries) as Record<StatusResultKey, ProbeOutcome>;
}

/** The checkers' report: a check that got no answer is not working, with an empty duration. */
export async function checkAll(
  targets: Record<StatusResultKey, string>,
  clock: Clock,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<StatusReport> {
  const outcomes = await probeAll(targets, clock, timeoutMs);
  const report = statusResultKeys.map((key) => {
    const outcome = outcomes[key];
    const result = resultOf(outcome);
    return [key, unanswered(outcome) ? { ...result, duration: "" } : result] as const;
  });
  return Object.fromEntries(report) as StatusReport;
}
