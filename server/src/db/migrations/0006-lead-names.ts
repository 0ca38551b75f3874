import type { Kysely } from "kysely";

/**
 * Leads are stored under their kind's one name (contracts/leads.ts), the name of
 * its web feature, contract and configuration, instead of the short types used before.
 */
const renames = [
  ["demo", "request-demo"],
  ["signup", "centre-sign-up"],
  ["campaign", "campaign-application"],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  for (const [before, after] of renames) {
    await db.updateTable("leads").set({ type: after }).where("type", "=", before).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const [before, after] of renames) {
    await db.updateTable("leads").set({ type: before }).where("type", "=", after).execute();
  }
}
