/* A wall-clock time ("HH:MM"), as demo booking reads and writes it; days are calendar-day.ts's. */

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}
