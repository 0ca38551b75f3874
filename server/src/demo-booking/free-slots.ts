import { dayNumberOf, dayTextOf, malaysiaDayNumber } from "@ikey/contracts/calendar-day";
import type { Kysely } from "kysely";
import { isPublicHoliday } from "../calendar/malaysia-calendar";
import type { Database } from "../db/schema";
import { malaysiaTime } from "../time";
import { demoMembers, memberDays, readDemoSettings } from "./booking-store";
import { freeStarts, gridStarts, memberFreeAt } from "./slot-rules";

export interface DaySlots {
  readonly slots: string[];
  readonly nextDate: string | null;
  /** How many days ahead one can book, and the last day that is: a later day says so, not only "no time". */
  readonly horizonDays: number;
  readonly lastDate: string;
}

/**
 * A day's free start times, "HH:MM" in Malaysia time, earliest first; and when it has none, the
 * first later day within the horizon that has one (null when none has). The rules and the members
 * are read once for every day tried, and the days are counted as numbers, so the search ends at the
 * horizon whatever day it is asked (at most DEMO_RULE_BOUNDS.horizonDays tries). `exceptBooking`: a
 * demo being moved, whose own time is free to it.
 */
export async function freeSlots(
  db: Kysely<Database>,
  day: string,
  now: number,
  {
    exceptBooking,
    signal,
  }: {
    readonly exceptBooking?: number;
    /** The request's: aborted once its answer is past its time budget, when the search stops. */
    readonly signal?: AbortSignal;
  } = {},
): Promise<DaySlots> {
  const [settings, members] = await Promise.all([readDemoSettings(db), demoMembers(db)]);
  const today = malaysiaDayNumber(now);
  const last = today + settings.horizonDays;
  const asked = dayNumberOf(day);
  if (asked === null) throw new RangeError(`${JSON.stringify(day)} is not a calendar day`);
  const slotsOn = async (candidate: number) => {
    if (members.length === 0 || candidate < today || candidate > last) return [];
    const text = dayTextOf(candidate);
    const holiday = isPublicHoliday(text);
    if (holiday) return [];
    const rules = { day: text, settings, holiday, now };
    return freeStarts(await memberDays(db, text, { members, exceptBooking, now }), rules).map(malaysiaTime);
  };
  const horizon = { horizonDays: settings.horizonDays, lastDate: dayTextOf(last) };
  const slots = await slotsOn(asked);
  if (slots.length > 0 || members.length === 0) return { slots, nextDate: null, ...horizon };
  for (let next = Math.max(today, asked + 1); next <= last; next++) {
    signal?.throwIfAborted();
    if ((await slotsOn(next)).length > 0) return { slots, nextDate: dayTextOf(next), ...horizon };
  }
  return { slots, nextDate: null, ...horizon };
}

/** A free start and the members free to give a demo then, in the demo members' order. */
export interface MemberSlot {
  readonly time: string;
  readonly staffIds: readonly number[];
}

/**
 * A day's free starts with who is free at each (the console's booking and moving, which say with
 * whom): each member's own grid, as the public slots, but kept apart. `only`: that member's alone.
 * None on a holiday or outside the horizon, as freeSlots.
 */
export async function memberSlots(
  db: Kysely<Database>,
  day: string,
  now: number,
  { exceptBooking, only }: { readonly exceptBooking?: number; readonly only?: number } = {},
): Promise<MemberSlot[]> {
  const [settings, all] = await Promise.all([readDemoSettings(db), demoMembers(db)]);
  const members = only === undefined ? all : all.filter((member) => member.staffId === only);
  const number = dayNumberOf(day);
  const today = malaysiaDayNumber(now);
  if (members.length === 0 || number === null || number < today || number > today + settings.horizonDays) return [];
  const holiday = isPublicHoliday(day);
  if (holiday) return [];
  const rules = { day, settings, holiday, now };
  const byStart = new Map<number, number[]>();
  for (const member of await memberDays(db, day, { members, exceptBooking, now })) {
    for (const start of gridStarts(day, member.hours, settings)) {
      if (!memberFreeAt(member, start, rules)) continue;
      byStart.set(start, [...(byStart.get(start) ?? []), member.staffId]);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, staffIds]) => ({ time: malaysiaTime(start), staffIds }));
}

/** The members who give demos (active sales members who take them), with their e-mail and name, in the members' order. */
export async function demoMemberList(
  db: Kysely<Database>,
): Promise<{ id: number; email: string; name: string | null }[]> {
  const [members, staff] = await Promise.all([
    demoMembers(db),
    db.selectFrom("staff").select(["id", "email", "name"]).where("role", "=", "sales").execute(),
  ]);
  const byId = new Map(staff.map((row) => [Number(row.id), { id: Number(row.id), email: row.email, name: row.name }]));
  return members.flatMap((member) => byId.get(member.staffId) ?? []);
}
