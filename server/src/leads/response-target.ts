import { DEFAULT_RESPONSE_TARGET_MINUTES } from "@ikey/contracts/first-response";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The business minutes a new lead may wait for its first contact: the admins' target, or the default until they set one. */
export async function readResponseTarget(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("first_response_settings")
    .select("target_minutes")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ? Number(row.target_minutes) : DEFAULT_RESPONSE_TARGET_MINUTES;
}

/** Saves the admins' target (the one row of first_response_settings). */
export async function saveResponseTarget(db: Kysely<Database>, targetMinutes: number, now: number): Promise<void> {
  const values = { target_minutes: targetMinutes, updated_at: now };
  await db
    .insertInto("first_response_settings")
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .execute();
}
