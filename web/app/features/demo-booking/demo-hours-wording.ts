// A calendar day is formatted at its midnight in UTC: the day it names, whatever the browser's zone.
const dayFormat = new Intl.DateTimeFormat("en-MY", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "YYYY-MM-DD" as a person reads it: "Thu, 24 Dec 2026". */
export function dayLabel(day: string): string {
  return dayFormat.format(Date.parse(`${day}T00:00:00Z`));
}

/** A number of minutes in words: "30 minutes", "2 hours", "1 day". */
export function minutesInWords(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (minutes > 0 && minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), "day");
  if (minutes > 0 && minutes % 60 === 0) return plural(minutes / 60, "hour");
  return plural(minutes, "minute");
}
