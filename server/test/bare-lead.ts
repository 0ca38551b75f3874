import type { LeadStatus } from "@ikey/contracts/lead-inbox";
import type { Kysely } from "kysely";
import { validRequestDemo } from "../../test-support/lead-samples";
import type { Database } from "../src/db/schema";

/**
 * A demo request written straight into `leads`, as tests of the database itself need it: of a
 * migration run over a table that already holds leads, or of what triggers keep. Without a status,
 * the row takes the column's default (and fits a table from before the statuses of migration 0008).
 */
export function insertBareLead(db: Kysely<Database>, { status, at = 1 }: { status?: LeadStatus; at?: number } = {}) {
  return db
    .insertInto("leads")
    .values({
      type: "request-demo",
      payload: JSON.stringify(validRequestDemo),
      submitted_at: at,
      user_agent: "Vitest",
      client_hash: "hash",
      is_spam: status === "spam" ? 1 : 0,
      idempotency_key: null,
      ...(status ? { status } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}
