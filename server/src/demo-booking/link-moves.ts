import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { malaysiaDay } from "../time";

/**
 * How often a demo has been moved through its visitor's link on a Malaysian day (migration 0027):
 * each move sends the visitor and the member an e-mail, so the link may move a demo only so many
 * times a day (limits.ts `demoMoves`). A member's moves in the console are neither counted nor
 * limited (docs/decisions/0026-demo-booking.md, "Moves a day").
 */

/** The link's moves of the demo on the Malaysian day that holds `now`; read inside the move's transaction. */
export async function linkMovesToday(trx: Kysely<Database>, bookingId: number, now: number): Promise<number> {
  const row = await trx
    .selectFrom("demo_bookings")
    .select(["link_moves_day", "link_moves"])
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  return row.link_moves_day === malaysiaDay(now) ? Number(row.link_moves) : 0;
}

/** Counts one more move through the link today, after `before` (linkMovesToday's answer in the same transaction). */
export async function countLinkMove(trx: Kysely<Database>, bookingId: number, now: number, before: number) {
  await trx
    .updateTable("demo_bookings")
    .set({ link_moves_day: malaysiaDay(now), link_moves: before + 1 })
    .where("id", "=", bookingId)
    .execute();
}
