import type { FirstContactKind } from "@ikey/contracts/first-response";
import type { Kysely } from "kysely";
import { businessTimeBetween } from "../calendar/business-hours";
import type { Database } from "../db/schema";

/**
 * Stops a lead's first-response clock (docs/decisions/0029-first-response.md): records that a
 * member first contacted lead `leadId` at `at`, by `kind` (a status change away from New, a reply
 * sent from the console, a logged call), with the business time it had waited. Only the first
 * contact counts: the update is conditional on none being recorded, so two members, or two
 * instances, contacting a lead at once record one. Run it inside the contact's own transaction.
 * Answers whether this call was the first contact (false when one was already recorded, or the
 * lead is gone).
 */
export async function recordFirstContact(
  trx: Kysely<Database>,
  leadId: number,
  kind: FirstContactKind,
  at: number,
): Promise<boolean> {
  const lead = await trx
    .selectFrom("leads")
    .select(["submitted_at", "first_contacted_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead || lead.first_contacted_at !== null) return false;
  const { numUpdatedRows } = await trx
    .updateTable("leads")
    .set({
      first_contacted_at: at,
      first_contact_kind: kind,
      first_response_ms: businessTimeBetween(Number(lead.submitted_at), at),
    })
    .where("id", "=", leadId)
    .where("first_contacted_at", "is", null)
    .executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}
