// A GET /status/history answer for the tests: 23 Nov 2026, 14:05 in Malaysia.
import type { PublicIncident, StatusHistory } from "@ikey/contracts/api-schemas";
import { DAY_MS, dayStart, HISTORY_DAYS, HOUR_MS, hourStart, statusGroups } from "@ikey/contracts/status-history";

export const NOW = Date.UTC(2026, 10, 23, 6, 5);
const TODAY = dayStart(NOW);

type Day = StatusHistory["groups"][number]["days"][number];

/** 90 days, oldest first: ten without probes, then full days, with three worse ones near the end. */
export function fixtureDays(): Day[] {
  return Array.from({ length: HISTORY_DAYS }, (_, index) => {
    const start = TODAY - (HISTORY_DAYS - 1 - index) * DAY_MS;
    if (index < 10) return { start, checks: 0, failures: 0, uptime: null };
    const failures = { 86: 288, 87: 36, 88: 0, 89: 1 }[index] ?? 0;
    const checks = 1440;
    return { start, checks, failures, uptime: Math.floor(((checks - failures) / checks) * 10_000) / 100 };
  });
}

function fixtureHours(): StatusHistory["groups"][number]["hours"] {
  return Array.from({ length: 24 }, (_, index) => ({
    start: hourStart(NOW) - (23 - index) * HOUR_MS,
    p50: index === 5 ? null : 100 + index,
    p95: index === 5 ? null : 300 + index * 10,
  }));
}

export const openIncident: PublicIncident = {
  id: 7,
  title: "Parent app sign-in fails",
  groups: ["parent-app", "educator-app"],
  status: "identified",
  startedAt: NOW - 2 * HOUR_MS,
  resolvedAt: null,
  updates: [
    { status: "identified", message: "A certificate expired; we are renewing it.", at: NOW - HOUR_MS },
    { status: "investigating", message: "We are looking into it.", at: NOW - 2 * HOUR_MS },
  ],
};

export const pastIncident: PublicIncident = {
  id: 5,
  title: "Centre pages were slow",
  groups: ["center"],
  status: "resolved",
  startedAt: NOW - 3 * DAY_MS,
  resolvedAt: NOW - 3 * DAY_MS + 2 * HOUR_MS,
  updates: [
    { status: "resolved", message: "Back to normal.", at: NOW - 3 * DAY_MS + 2 * HOUR_MS },
    { status: "investigating", message: "Centre pages take\nlonger to load.", at: NOW - 3 * DAY_MS },
  ],
};

export function fixtureHistory(incidents: PublicIncident[] = [openIncident, pastIncident]): StatusHistory {
  return {
    generatedAt: NOW,
    groups: statusGroups.map((group) => ({
      id: group.id,
      days: fixtureDays(),
      uptime: { day: 100, week: 99.99, month: 99.93, quarter: null },
      hours: fixtureHours(),
      // Measured for longer than the bars show: all 90 days are drawn.
      since: TODAY - 120 * DAY_MS,
    })),
    incidents,
  };
}

/**
 * A new deployment's answer: probed since `measuredDays - 1` days before today, so the bars have that
 * many measured days and 90 - `measuredDays` before them that nothing measured; one hour of response
 * times, the current one.
 */
export function freshHistory(measuredDays: number): StatusHistory {
  const since = TODAY - (measuredDays - 1) * DAY_MS;
  return {
    generatedAt: NOW,
    groups: statusGroups.map((group) => ({
      id: group.id,
      days: fixtureDays().map((day) =>
        day.start < since ? { ...day, checks: 0, failures: 0, uptime: null } : { ...day, failures: 0, uptime: 100 },
      ),
      uptime: { day: 100, week: 100, month: 100, quarter: 100 },
      hours: fixtureHours().map((hour, index) => (index === 23 ? hour : { ...hour, p50: null, p95: null })),
      since,
    })),
    incidents: [],
  };
}
