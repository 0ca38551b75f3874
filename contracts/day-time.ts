/* A calendar day ("YYYY-MM-DD") and a wall-clock time ("HH:MM"), as demo booking reads and writes them. */

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Days are read by the contracts' one parser of calendar days. */
export { isCalendarDay } from "./calendar-day";

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}
