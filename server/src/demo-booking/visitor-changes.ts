import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import {
  type ChangeRefusal,
  cancelDemoAs,
  changeDemo,
  findDemo,
  type ManagedDemo,
  moveInTurn,
  refusalOf,
} from "./demo-changes";
import type { BookingLinks } from "./lead-booking";
import { countLinkMove, linkMovesToday } from "./link-moves";

export type { ChangeRefusal, ManagedDemo } from "./demo-changes";
/** Confirms a tentative demo the link names (tentative-bookings.ts says how). */
export { confirmDemo, type DemoTurnCounter } from "./tentative-bookings";

/** Why the link changes nothing: the console's reasons, and a demo moved through it as often as a day allows. */
export type VisitorRefusal = ChangeRefusal | "moves-used";

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

/**
 * Moves the demo the link names to another free start (demo-changes.ts says how), at most
 * `movesPerDay` times on a Malaysian day (link-moves.ts). The count is read and written in the
 * move's transaction, in the bookings' turn, so two moves at once cannot both take the last one.
 */
export function moveDemo(
  db: Kysely<Database>,
  token: string,
  to: { readonly date: string; readonly time: string },
  now: number,
  links: BookingLinks,
  movesPerDay: number,
): Promise<ManagedDemo | VisitorRefusal> {
  const key = { token };
  return changeDemo(db, key, now, async (trx, demo): Promise<ManagedDemo | VisitorRefusal> => {
    const moves = await linkMovesToday(trx, demo.bookingId, now);
    if (moves >= movesPerDay) return "moves-used";
    const moved = await moveInTurn(trx, { actor: VISITOR, key, demo, to, now, links });
    if (typeof moved !== "string") await countLinkMove(trx, demo.bookingId, now, moves);
    return moved;
  });
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
