import { campaignApplicationSchema } from "@ikey/contracts/campaign-application";
import { centreSignUpSchema } from "@ikey/contracts/centre-sign-up";
import { demoRequestSchema } from "@ikey/contracts/demo-request";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type LeadType, listLeads } from "./lead-store";

/** Each form's columns, in its contract's order. */
const fieldsOf: Record<LeadType, readonly string[]> = {
  demo: Object.keys(demoRequestSchema.shape),
  signup: Object.keys(centreSignUpSchema.shape),
  campaign: Object.keys(campaignApplicationSchema.shape),
};

function cell(value: unknown): string {
  const text = String(value ?? "");
  // Quote what CSV needs quoted; prefix what a spreadsheet would run as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function leadsCsv(
  db: Kysely<Database>,
  options: { type: LeadType; since?: number; includeSpam: boolean },
): Promise<string> {
  const fields = fieldsOf[options.type];
  const header = ["id", "submitted_at", ...fields, "user_agent", ...(options.includeSpam ? ["spam"] : [])];
  const rows = (await listLeads(db, options)).map((lead) => [
    lead.id,
    new Date(lead.submittedAt).toISOString(),
    ...fields.map((field) => lead.payload[field]),
    lead.userAgent,
    ...(options.includeSpam ? [lead.spam ? "yes" : "no"] : []),
  ]);
  return [header, ...rows]
    .map((row) => row.map(cell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
