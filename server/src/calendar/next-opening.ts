import { business } from "@ikey/contracts/business";
import { addDays, malaysiaDay, malaysiaTime } from "../time";
import { isWorkingDay, openingOf } from "./business-hours";

const { opens, closes } = business.businessHours;

/** A year of days is more than any run of weekends and holidays: past it the calendar is broken. */
const LONGEST_SEARCH_DAYS = 366;

/**
 * When someone at iKEY can next answer a lead sent at `at`: `at` itself within the business hours
 * (business-hours.ts: business.businessHours, Malaysia time, on a working day), else the next
 * opening. A lead sent on Friday night hears from us from Monday's opening, or Tuesday's when
 * Monday is a holiday.
 */
export function nextOpening(at: number): number {
  const today = malaysiaDay(at);
  const time = malaysiaTime(at);
  if (isWorkingDay(today) && time < closes) return time >= opens ? at : openingOf(today);
  for (let day = addDays(today, 1), count = 0; count < LONGEST_SEARCH_DAYS; day = addDays(day, 1), count++) {
    if (isWorkingDay(day)) return openingOf(day);
  }
  throw new Error("No working day in a year: the business hours name no weekday.");
}
