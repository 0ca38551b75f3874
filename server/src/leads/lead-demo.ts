import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Whether the lead has a confirmed demo to come: only then may it read "Demo scheduled", which a
 * booking sets (demo-booking/console-booking.ts) and a member's hand alone never does (issue 49).
 */
export async function hasDemoToCome(db: Kysely<Database>, leadId: number, now: number): Promise<boolean> {
  const row = await db
    .selectFrom("demo_bookings")
    .select("id")
    .where("lead_id", "=", leadId)
    .where("status", "=", "confirmed")
    .where("starts_at", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}
