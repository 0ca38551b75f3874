import type { ReactNode } from "react";
import { deviceTimeZone, localTimeOf } from "./slot-times";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a date field holds a whole day (YYYY-MM-DD), the only value the free times are asked for. */
export function isDay(date: string): boolean {
  return DAY.test(date);
}

/**
 * The room a day's free times take, the same whether they are loading, listed or missing: it opens
 * as the visitor picks the date, and what arrives later fills it without moving the controls below,
 * so a tap on the submit button made meanwhile lands where it was aimed. Each time is taller when it
 * also shows the visitor's own clock, which the device's zone tells before the times arrive: the
 * room kept is for that size (forms.css).
 */
export function SlotsBox({ date, children }: { readonly date: string; readonly children?: ReactNode }) {
  const zones = localTimeOf(date, "12:00", deviceTimeZone(), "en") === null ? "one" : "two";
  return (
    <div className="demo-slots-box" data-zones={zones}>
      {children}
    </div>
  );
}
