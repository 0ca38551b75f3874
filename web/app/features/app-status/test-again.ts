import { STATUS_DAY_OFFSET_MS } from "@ikey/contracts/status-history";
import { dateFields } from "../../lib/locale-format";
import { formatSiteDate } from "../../lib/site-format";
import * as m from "../../paraglide/messages.js";
import type { CheckRun } from "./run-checks";

/*
 * What the board needs only after its first run: Test Again's minimum "Checking" time and the
 * "Last checked at" line. Loaded when the first run ends (app-status-board.tsx), so the page's
 * scripts before hydration stay within their budget (web/test/page-scripts.test.ts).
 */

/**
 * How long each row shows "Checking" after Test Again, at least: one turn of the spinner (0.8 s,
 * app-status.css). Checks that answer in a few milliseconds otherwise flip the rows back within a
 * frame or two, and the press looks as if it did nothing. 0.8 s is long enough to see and read the
 * word, and shorter than the second after which a wait starts to feel slow. A visitor who prefers
 * reduced motion gets a spinner that does not turn (base.css) but the same time with the word.
 */
export const MIN_CHECKING_MS = 800;

/** The same checks, each answering no earlier than `ms` after now (none is delayed or started later). */
export function heldRun(run: CheckRun, ms: number = MIN_CHECKING_MS): CheckRun {
  const shown = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const hold = <T>(answer: Promise<T>): Promise<T> => Promise.all([answer, shown]).then(([value]) => value);
  return {
    startedAt: run.startedAt,
    device: {
      api: hold(run.device.api),
      center: hold(run.device.center),
      server1: hold(run.device.server1),
      server2: hold(run.device.server2),
    },
    checker: hold(run.checker),
    callable: hold(run.callable),
  };
}

const MALAYSIA_OFFSET_MINUTES = -STATUS_DAY_OFFSET_MS / 60_000;

/** "14:05" on the clock `offsetMinutes` behind UTC (as Date's getTimezoneOffset counts). */
function clockAt(time: number, offsetMinutes: number): string {
  return formatSiteDate("clock", dateFields(new Date(time - offsetMinutes * 60_000)));
}

/**
 * "Last checked at 14:05 (Malaysia time)"; for a visitor whose device keeps another zone, their own
 * time first and Malaysia's beside it, as the demo booking does: "… at 07:05 your time (14:05 …)".
 */
export function lastCheckedText(time: number, offsetMinutes: number = new Date(time).getTimezoneOffset()): string {
  const malaysia = clockAt(time, MALAYSIA_OFFSET_MINUTES);
  return offsetMinutes === MALAYSIA_OFFSET_MINUTES
    ? m.status_last_checked({ time: malaysia })
    : m.status_last_checked_local({ local: clockAt(time, offsetMinutes), time: malaysia });
}
