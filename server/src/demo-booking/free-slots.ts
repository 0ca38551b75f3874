import { dayNumberOf, dayTextOf, malaysiaDayNumber } from "@ikey/contracts/calendar-day";
import type { Kysely } from "kysely";
import { isPublicHoliday } from "../calendar/malaysia-calendar";
import type { Database } from "../db/schema";
import { malaysiaTime } from "../time";
import { demoMembers, memberDays, readDemoSettings } from "./booking-store";
import { freeStarts } from "./slot-rules";

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
): Promise<{ slots: string[]; nextDate: string | null }> {
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
  const slots = await slotsOn(asked);
  if (slots.length > 0 || members.length === 0) return { slots, nextDate: null };
  for (let next = Math.max(today, asked + 1); next <= last; next++) {
    signal?.throwIfAborted();
    if ((await slotsOn(next)).length > 0) return { slots, nextDate: dayTextOf(next) };
  }
  return { slots, nextDate: null };
}
