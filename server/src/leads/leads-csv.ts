import { type LeadKind, leadColumns } from "@ikey/contracts/lead-kind";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listLeads } from "./lead-store";

function cell(value: unknown): string {
  const text = String(value ?? "");
  // Quote what CSV needs quoted; prefix what a spreadsheet would run as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function leadsCsv(
  db: Kysely<Database>,
  options: { kind: LeadKind; since?: number; includeSpam: boolean },
): Promise<string> {
  const fields = leadColumns(options.kind);
  const header = ["id", "submitted_at", ...fields, "user_agent", ...(options.includeSpam ? ["spam"] : [])];
  const rows = (await listLeads(db, { ...options, type: options.kind.name })).map((lead) => [
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
