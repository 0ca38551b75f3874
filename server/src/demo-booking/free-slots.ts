import type { Kysely } from "kysely";
import { isPublicHoliday } from "../calendar/malaysia-calendar";
import type { Database } from "../db/schema";
import { addDays, malaysiaDay, malaysiaTime } from "../time";
import { demoMembers, memberDays, readDemoSettings } from "./booking-store";
import { freeStarts } from "./slot-rules";

/**
 * A day's free start times, "HH:MM" in Malaysia time, earliest first; and when it has none, the
 * first later day within the horizon that has one (null when none has). The rules and the members
 * are read once for every day tried. `exceptBooking`: a demo being moved, whose own time is free to it.
 */
export async function freeSlots(
  db: Kysely<Database>,
  day: string,
  now: number,
  { exceptBooking }: { readonly exceptBooking?: number } = {},
): Promise<{ slots: string[]; nextDate: string | null }> {
  const [settings, members] = await Promise.all([readDemoSettings(db), demoMembers(db)]);
  const today = malaysiaDay(now);
  const last = addDays(today, settings.horizonDays);
  const slotsOn = async (candidate: string) => {
    const holiday = isPublicHoliday(candidate);
    if (holiday || members.length === 0 || candidate < today || candidate > last) return [];
    const rules = { day: candidate, settings, holiday, now };
    return freeStarts(await memberDays(db, candidate, { members, exceptBooking, now }), rules).map(malaysiaTime);
  };
  const slots = await slotsOn(day);
  if (slots.length > 0 || members.length === 0) return { slots, nextDate: null };
  for (let next = day < today ? today : addDays(day, 1); next <= last; next = addDays(next, 1)) {
    if ((await slotsOn(next)).length > 0) return { slots, nextDate: next };
  }
  return { slots, nextDate: null };
}
