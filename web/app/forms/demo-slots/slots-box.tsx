import type { ReactNode } from "react";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a date field holds a whole day (YYYY-MM-DD), the only value the free times are asked for. */
export function isDay(date: string): boolean {
  return DAY.test(date);
}

/**
 * The room a day's free times take, the same whether they are loading, listed or missing: it opens
 * as the visitor picks the date, and what arrives later fills it without moving the controls below,
 * so a tap on the submit button made meanwhile lands where it was aimed.
 */
export function SlotsBox({ children }: { readonly children?: ReactNode }) {
  return <div className="demo-slots-box">{children}</div>;
}
