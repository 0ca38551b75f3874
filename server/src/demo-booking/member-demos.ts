import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DAY_MS, malaysiaDayStart } from "../time";
import { BOOKED_STATUSES } from "./booking-store";

/** A demo in a member's day, as their morning digest lists it. */
export interface MemberDemo {
  readonly leadId: number;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly name: string;
  readonly centre: string;
}

/** A member's demos on the Malaysian day "YYYY-MM-DD", by start; cancelled ones (and any not confirmed) are left out. */
export async function memberDemosOn(db: Kysely<Database>, staffId: number, day: string): Promise<MemberDemo[]> {
  const rows = await db
    .selectFrom("demo_bookings")
    .innerJoin("leads", "leads.id", "demo_bookings.lead_id")
    .select(["demo_bookings.lead_id", "demo_bookings.starts_at", "demo_bookings.ends_at", "leads.payload"])
    .where("demo_bookings.staff_id", "=", staffId)
    .where("demo_bookings.status", "in", BOOKED_STATUSES)
    .where("demo_bookings.starts_at", ">=", malaysiaDayStart(day))
    .where("demo_bookings.starts_at", "<", malaysiaDayStart(day) + DAY_MS)
    .orderBy("demo_bookings.starts_at")
    .orderBy("demo_bookings.id")
    .execute();
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    return {
      leadId: Number(row.lead_id),
      startsAt: Number(row.starts_at),
      endsAt: Number(row.ends_at),
      name: String(payload.name ?? ""),
      centre: String(payload.companyName ?? ""),
    };
  });
}
