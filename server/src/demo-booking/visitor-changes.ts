import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type ChangeRefusal, cancelDemoAs, findDemo, type ManagedDemo, moveDemoAs, refusalOf } from "./demo-changes";
import type { BookingLinks } from "./lead-booking";

export type { ChangeRefusal, ManagedDemo } from "./demo-changes";
/** Confirms a tentative demo the link names (tentative-bookings.ts says how). */
export { confirmDemo, type DemoTurnCounter } from "./tentative-bookings";

/** The visitor's own changes, through the link in their e-mail: the token names the demo. */
const VISITOR = { kind: "visitor" } as const;

/**
 * The demo a link names, while it can still be changed (confirmed, and not yet begun) or confirmed
 * (tentative, within the time its visitor has to confirm it).
 */
export async function demoByToken(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<ManagedDemo | ChangeRefusal> {
  const demo = await findDemo(db, { token });
  if (!demo) return "unknown";
  const refusal = refusalOf(demo, now);
  return refusal === null || refusal === "unconfirmed" ? demo : refusal;
}

/** Moves the demo the link names to another free start (demo-changes.ts says how). */
export function moveDemo(
  db: Kysely<Database>,
  token: string,
  to: { readonly date: string; readonly time: string },
  now: number,
  links: BookingLinks,
): Promise<ManagedDemo | ChangeRefusal> {
  return moveDemoAs(db, VISITOR, { token }, to, now, links);
}

/** Cancels the demo the link names: its slot is free again at once, and both calendars get the CANCEL. */
export function cancelDemo(
  db: Kysely<Database>,
  token: string,
  now: number,
  links: BookingLinks,
): Promise<ManagedDemo | ChangeRefusal> {
  return cancelDemoAs(db, VISITOR, { token }, now, links);
}
