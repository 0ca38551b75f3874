import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { addDays, malaysiaDay, malaysiaTime } from "../time";
import { dayRules, memberDays } from "./booking-store";
import { freeStarts } from "./slot-rules";

/** The free start times of a Malaysian day, "HH:MM" in Malaysia time, earliest first. */
export async function slotsOn(db: Kysely<Database>, day: string, now: number): Promise<string[]> {
  const rules = await dayRules(db, day, now);
  if (rules.holiday || day < malaysiaDay(now) || day > addDays(malaysiaDay(now), rules.settings.horizonDays)) return [];
  return freeStarts(await memberDays(db, day), rules).map(malaysiaTime);
}

/** The first day after `day`, within the horizon, that has a free start; null when none has. */
export async function nextDayWithSlots(db: Kysely<Database>, day: string, now: number): Promise<string | null> {
  const { settings } = await dayRules(db, day, now);
  const today = malaysiaDay(now);
  const last = addDays(today, settings.horizonDays);
  for (let next = addDays(day < today ? today : day, day < today ? 0 : 1); next <= last; next = addDays(next, 1)) {
    if ((await slotsOn(db, next, now)).length > 0) return next;
  }
  return null;
}
