import { minutesOf } from "@ikey/contracts/demo-booking";
import type { Kysely } from "kysely";
import { isPublicHoliday } from "../calendar/malaysia-calendar";
import type { Database } from "../db/schema";
import { addDays, MINUTE_MS, malaysiaDay, malaysiaDayStart } from "../time";
import { demoMembers, memberDays } from "./booking-store";

/** How far ahead a lead received while nobody is on duty looks for the next opening. */
const LOOK_AHEAD_DAYS = 14;

export interface OnDuty {
  /** The instant they are on duty: `now`, or the next opening when nobody is at `now`. */
  readonly at: number;
  /** Their staff ids, lowest first. */
  readonly members: number[];
}

/**
 * Who is on duty by the demo booking's rules (docs/decisions/0026-demo-booking.md), so that a demo
 * and a lead land with the same people: active sales members who take demos, within one of the
 * stretches of their weekly hours, on a day that is neither a day off of theirs nor a public
 * holiday. When nobody is at `now`, the members on duty at the next opening (the earliest start
 * of anyone's stretch) within two weeks; null when there is none.
 */
export async function onDutyFrom(db: Kysely<Database>, now: number): Promise<OnDuty | null> {
  const members = await demoMembers(db);
  if (members.length === 0) return null;
  const today = malaysiaDay(now);
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (isPublicHoliday(day)) continue;
    const midnight = malaysiaDayStart(day);
    const stretches = (await memberDays(db, day, { members, now }))
      .filter((member) => !member.dayOff)
      .flatMap((member) =>
        member.hours.map((range) => ({
          staffId: member.staffId,
          start: midnight + minutesOf(range.start) * MINUTE_MS,
          end: midnight + minutesOf(range.end) * MINUTE_MS,
        })),
      )
      .filter((stretch) => stretch.end > now);
    if (stretches.length === 0) continue;
    const at = Math.max(now, Math.min(...stretches.map((stretch) => stretch.start)));
    const on = stretches.filter((stretch) => stretch.start <= at && at < stretch.end).map((stretch) => stretch.staffId);
    return { at, members: [...new Set(on)].sort((a, b) => a - b) };
  }
  return null;
}
