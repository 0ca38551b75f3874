import { DEMO_TIME_ZONE } from "@ikey/contracts/demo-booking";

/** A slot's instant: its Malaysian date and "HH:MM" (Malaysia keeps UTC+8 all year). */
export function slotInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

function offsetMinutes(instant: Date, timeZone: string): number {
  // The zone's wall-clock time read back as if it were UTC, against the instant itself.
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - instant.getTime()) / 60_000);
}

/**
 * The slot in the visitor's own zone, as their language writes a time (with the day, when it is
 * another day there), or null when their clock reads the same as Malaysia's at that instant.
 */
export function localTimeOf(date: string, time: string, timeZone: string, locale: string): string | null {
  const instant = slotInstant(date, time);
  if (offsetMinutes(instant, timeZone) === offsetMinutes(instant, DEMO_TIME_ZONE)) return null;
  const sameDay =
    new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(instant) ===
    new Intl.DateTimeFormat("en-CA", { timeZone: DEMO_TIME_ZONE, dateStyle: "short" }).format(instant);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(sameDay ? {} : { weekday: "short", day: "numeric", month: "short" }),
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
}

/** The visitor's device's zone, as the browser reports it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEMO_TIME_ZONE;
}
