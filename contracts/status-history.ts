/*
 * Check App Status's history (docs/decisions/0016): the server probes the four keepalive
 * targets in the background, keeps each result for a week and hourly and daily rollups for 400
 * days, and answers GET /status/history for the page's five groups. No zod here, so the page stays
 * light; the answer's schema is statusHistorySchema in contracts/api-schemas.ts.
 */
import type { StatusResultKey } from "./app-status";

export const STATUS_HISTORY_PATH = "/status/history";
/**
 * An incident's change reaches every reader within this many seconds (docs/decisions/0016): no
 * browser or cache keeps the answer without asking again, and an open page asks again this often.
 */
export const STATUS_REFRESH_SECONDS = 5;

/** The keepalive targets, by the name the probes store (the page's Client device row probes the same four). */
export const STATUS_TARGETS = ["api", "center", "server1", "server2"] as const;
export type StatusTarget = (typeof STATUS_TARGETS)[number];

export const STATUS_GROUP_IDS = ["server1", "server2", "center", "parent-app", "educator-app"] as const;
export type StatusGroupId = (typeof STATUS_GROUP_IDS)[number];

export interface StatusGroup {
  readonly id: StatusGroupId;
  /** The keepalive target the group's checks probe. */
  readonly target: StatusTarget;
  /** The key of the cloud checkers' answer that belongs to this group. */
  readonly resultKey: StatusResultKey;
}

/**
 * The page's five groups, in order (requirements: Check App Status). Parent and Educator share
 * the one api target, so their histories are the same figures under two titles.
 */
export const statusGroups: readonly StatusGroup[] = [
  { id: "server1", target: "server1", resultKey: "server_result_with_dns_server" },
  { id: "server2", target: "server2", resultKey: "server_result_without_dns_service" },
  { id: "center", target: "center", resultKey: "center_result" },
  { id: "parent-app", target: "api", resultKey: "api_result" },
  { id: "educator-app", target: "api", resultKey: "api_result" },
];

/**
 * The groups' English titles (requirements: Check App Status), which the feed, the e-mails and the
 * console use. Apart from the groups, so the Malay and Chinese pages, which title them from their
 * catalogues (web/app/lib/status-group-titles.ts), do not carry these too.
 */
export const englishGroupTitles: Record<StatusGroupId, string> = {
  server1: "Server (with Cloudflare)",
  server2: "Server (direct access)",
  center: "Center",
  "parent-app": "App (Parent)",
  "educator-app": "App (Educator)",
};

/**
 * Each target's key in the cloud checkers' answer, so the background probes reuse the checker's
 * targets: read from the groups, which name both (every target has a group).
 */
export const targetResultKeys = Object.fromEntries(
  statusGroups.map((group) => [group.target, group.resultKey]),
) as Record<StatusTarget, StatusResultKey>;

/**
 * Some groups' titles in the page's order, as one list in `locale`: "App (Parent) and App (Educator)".
 * The pages pass their language's titles; the feed, the e-mails and the console use `groupTitles`.
 */
export function listGroupTitles(
  groups: readonly StatusGroupId[],
  locale: string,
  title: (group: StatusGroup) => string,
): string {
  // Made here rather than at the top, so a page that imports the groups and not this builds nothing.
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(
    statusGroups.filter((group) => groups.includes(group.id)).map(title),
  );
}

/** The groups' titles in English (`englishGroupTitles`), as one list. */
export function groupTitles(groups: readonly StatusGroupId[]): string {
  return listGroupTitles(groups, "en", (group) => englishGroupTitles[group.id]);
}

export function groupsOfTarget(target: StatusTarget): StatusGroupId[] {
  return statusGroups.filter((group) => group.target === target).map((group) => group.id);
}

/** Days are Malaysian days (UTC+8 all year, no daylight saving): a day's bar is the day its readers lived. */
export const STATUS_DAY_OFFSET_MS = 8 * 3_600_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** The page's bars and its longest uptime figure. */
export const HISTORY_DAYS = 90;
/** The uptime figures the page shows, by their window (the page words each in its language). */
export const UPTIME_WINDOWS = [
  { key: "day", ms: DAY_MS },
  { key: "week", ms: 7 * DAY_MS },
  { key: "month", ms: 30 * DAY_MS },
  { key: "quarter", ms: 90 * DAY_MS },
] as const;
export type UptimeWindow = (typeof UPTIME_WINDOWS)[number]["key"];

/** The start of the Malaysian day that holds `time`. */
export function dayStart(time: number): number {
  return Math.floor((time + STATUS_DAY_OFFSET_MS) / DAY_MS) * DAY_MS - STATUS_DAY_OFFSET_MS;
}

export function hourStart(time: number): number {
  return Math.floor(time / HOUR_MS) * HOUR_MS;
}

/** A day's colour band: no data, 100 %, at least 99 %, at least 95 %, or below. */
export type UptimeBand = "none" | "full" | "high" | "fair" | "low";

export function uptimeBand(uptime: number | null): UptimeBand {
  if (uptime === null) return "none";
  if (uptime >= 100) return "full";
  if (uptime >= 99) return "high";
  if (uptime >= 95) return "fair";
  return "low";
}

/** Uptime as a percentage of checks, or null without checks. Rounded down to 0.01 %, so 99.999 % never reads 100 %. */
export function uptimePercent(checks: number, failures: number): number | null {
  if (checks === 0) return null;
  return Math.floor(((checks - failures) / checks) * 10_000) / 100;
}

/** The kinds of failure a probe stores. */
export const PROBE_FAILURES = ["timeout", "network", "status", "content"] as const;
export type ProbeFailure = (typeof PROBE_FAILURES)[number];
