import { type DemoSettings, type HoursRange, minutesOf } from "@ikey/contracts/demo-booking";
import { addDays, MINUTE_MS, malaysiaDay, malaysiaDayStart } from "../time";

/**
 * Which start times a day offers, from the rules alone (docs/decisions/0026-demo-booking.md): each
 * member's demos sit on a grid that starts with each stretch of their hours and steps by the demo's
 * length and the buffer; a start is free for a member when it is on their grid, clear of their
 * demos by the buffer on both sides, under their daily maximum, not on a day off or a holiday, at
 * least the notice ahead and within the horizon.
 */

export interface BookedDemo {
  readonly startsAt: number;
  readonly endsAt: number;
}

/** One sales member's day: their hours for its weekday and the demos they hold on it. */
export interface MemberDay {
  readonly staffId: number;
  readonly hours: readonly HoursRange[];
  readonly dayOff: boolean;
  readonly dailyMaximum: number;
  readonly booked: readonly BookedDemo[];
}

export interface DayRules {
  /** The Malaysian calendar day, YYYY-MM-DD. */
  readonly day: string;
  readonly settings: DemoSettings;
  readonly holiday: boolean;
  readonly now: number;
}

/** The starts of a member's demo grid on the day, earliest first. */
export function gridStarts(day: string, hours: readonly HoursRange[], settings: DemoSettings): number[] {
  const midnight = malaysiaDayStart(day);
  const length = settings.lengthMinutes * MINUTE_MS;
  const step = (settings.lengthMinutes + settings.bufferMinutes) * MINUTE_MS;
  const starts: number[] = [];
  for (const range of hours) {
    const end = midnight + minutesOf(range.end) * MINUTE_MS;
    for (let start = midnight + minutesOf(range.start) * MINUTE_MS; start + length <= end; start += step) {
      starts.push(start);
    }
  }
  return starts.sort((a, b) => a - b);
}

/** Whether `startsAt` may be booked at all: the notice ahead, and on a day within the horizon. */
export function withinNoticeAndHorizon(startsAt: number, settings: DemoSettings, now: number): boolean {
  if (startsAt < now + settings.noticeMinutes * MINUTE_MS) return false;
  return malaysiaDay(startsAt) <= addDays(malaysiaDay(now), settings.horizonDays);
}

/** Whether the member can take a demo starting at `startsAt` on the rules' day. */
export function memberFreeAt(member: MemberDay, startsAt: number, rules: DayRules): boolean {
  const { settings } = rules;
  if (rules.holiday || member.dayOff || member.booked.length >= member.dailyMaximum) return false;
  if (!withinNoticeAndHorizon(startsAt, settings, rules.now)) return false;
  if (!gridStarts(rules.day, member.hours, settings).includes(startsAt)) return false;
  const buffer = settings.bufferMinutes * MINUTE_MS;
  const endsAt = startsAt + settings.lengthMinutes * MINUTE_MS;
  return member.booked.every((demo) => demo.endsAt + buffer <= startsAt || endsAt + buffer <= demo.startsAt);
}

/** The day's free starts, each free for at least one member, earliest first. */
export function freeStarts(members: readonly MemberDay[], rules: DayRules): number[] {
  if (rules.holiday) return [];
  const free = new Set<number>();
  for (const member of members) {
    for (const start of gridStarts(rules.day, member.hours, rules.settings)) {
      if (memberFreeAt(member, start, rules)) free.add(start);
    }
  }
  return [...free].sort((a, b) => a - b);
}
