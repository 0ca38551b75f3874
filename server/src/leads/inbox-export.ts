import type { LeadFilter } from "@ikey/contracts/console-api-schemas";
import { leadKinds } from "@ikey/contracts/leads";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { attributionColumnList } from "./attribution-columns";
import { inboxConditions } from "./inbox-filter";
import { leadKind, storedLeadOf } from "./lead-store";
import { storedLeadsCsv } from "./leads-csv";

/**
 * The inbox's current view as CSV, oldest first like `npm run leads`, in its format (one form's
 * view is exactly that command's export of the form). Answers the document and its row count.
 */
export async function inboxCsv(db: Kysely<Database>, filter: LeadFilter): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "type", "submitted_at", "user_agent", "is_spam", "payload", ...attributionColumnList])
    .where((eb) => inboxConditions(eb, filter))
    .orderBy("id")
    .execute();
  const leads = rows.map(storedLeadOf);
  const kinds = filter.form ? [leadKind(filter.form)] : leadKinds;
  return { csv: storedLeadsCsv(leads, { kinds, includeSpam: filter.status === "spam" }), rows: leads.length };
}
