import { type DemoSettings, type HoursRange, minutesOf } from "@ikey/contracts/demo-booking";
import { addDays, MINUTE_MS, malaysiaDay, malaysiaDayStart } from "../time";

/**
 * Which start times a day offers, from the rules alone (docs/decisions/0026-demo-booking.md): each
 * member's demos start on a grid of the clock, every `startEveryMinutes`, within their hours; a start is free for a member when it is on their grid, clear of their
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

/**
 * The starts a member's day offers, earliest first: every `startEveryMinutes` on the clock (10:00,
 * 10:30, … from midnight) that lets the whole demo fit in one of their stretches. The step is the
 * admins' own rule, apart from the length and the buffer, which only keep demos apart
 * (memberFreeAt): stepping by length plus buffer from each stretch's start turned a 50-minute demo
 * into starts at 10:05 and 11:10 (issue 49).
 */
export function gridStarts(day: string, hours: readonly HoursRange[], settings: DemoSettings): number[] {
  const midnight = malaysiaDayStart(day);
  const length = settings.lengthMinutes * MINUTE_MS;
  const step = settings.startEveryMinutes * MINUTE_MS;
  const starts = new Set<number>();
  for (const range of hours) {
    const from = midnight + minutesOf(range.start) * MINUTE_MS;
    const end = midnight + minutesOf(range.end) * MINUTE_MS;
    for (let start = midnight + Math.ceil((from - midnight) / step) * step; start + length <= end; start += step) {
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** Whether a demo starting at `startsAt` fits wholly in one of the member's stretches of the day. */
export function withinStretch(day: string, hours: readonly HoursRange[], startsAt: number, length: number): boolean {
  const midnight = malaysiaDayStart(day);
  return hours.some(
    (range) =>
      midnight + minutesOf(range.start) * MINUTE_MS <= startsAt &&
      startsAt + length <= midnight + minutesOf(range.end) * MINUTE_MS,
  );
}

/** Whether `startsAt` may be booked at all: the notice ahead, and on a day within the horizon. */
export function withinNoticeAndHorizon(startsAt: number, settings: DemoSettings, now: number): boolean {
  if (startsAt < now + settings.noticeMinutes * MINUTE_MS) return false;
  return malaysiaDay(startsAt) <= addDays(malaysiaDay(now), settings.horizonDays);
}

/**
 * Whether the member can take a demo starting at `startsAt` on the rules' day. `anyStart`: a start
 * off the day's grid counts when the demo fits in the member's hours (a member booking the time a
 * caller asked for, such as 15:15, from the console); the public booking offers the grid only.
 */
export function memberFreeAt(
  member: MemberDay,
  startsAt: number,
  rules: DayRules,
  { anyStart = false }: { readonly anyStart?: boolean } = {},
): boolean {
  const { settings } = rules;
  if (rules.holiday || member.dayOff || member.booked.length >= member.dailyMaximum) return false;
  if (!withinNoticeAndHorizon(startsAt, settings, rules.now)) return false;
  const length = settings.lengthMinutes * MINUTE_MS;
  const placed = anyStart
    ? withinStretch(rules.day, member.hours, startsAt, length)
    : gridStarts(rules.day, member.hours, settings).includes(startsAt);
  if (!placed) return false;
  const buffer = settings.bufferMinutes * MINUTE_MS;
  const endsAt = startsAt + length;
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
