import { type LeadKind, leadColumns } from "@ikey/contracts/lead-kind";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listLeads, type StoredLead } from "./lead-store";

/** One CSV cell, quoted where CSV needs it and defused where a spreadsheet would see a formula. */
export function csvCell(value: unknown): string {
  const text = String(value ?? "");
  // Quote what CSV needs quoted; prefix what a spreadsheet would run as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function leadsCsv(
  db: Kysely<Database>,
  options: { kind: LeadKind; since?: number; includeSpam: boolean },
): Promise<string> {
  const leads = await listLeads(db, { ...options, type: options.kind.name });
  return storedLeadsCsv(leads, { kinds: [options.kind], includeSpam: options.includeSpam });
}

/**
 * The export format of `npm run leads` and the console's inbox: id, time received, the kinds'
 * payload fields in their contracts' order, the user agent, and a spam column when spam is
 * included. Leads of several kinds get a form column after the time and every kind's fields.
 */
export function storedLeadsCsv(
  leads: readonly (StoredLead & { readonly type?: string })[],
  { kinds, includeSpam }: { readonly kinds: readonly LeadKind[]; readonly includeSpam: boolean },
): string {
  const mixed = kinds.length > 1;
  const fields = [...new Set(kinds.flatMap(leadColumns))];
  const header = ["id", "submitted_at", ...(mixed ? ["form"] : []), ...fields, "user_agent"];
  const rows = leads.map((lead) => [
    lead.id,
    new Date(lead.submittedAt).toISOString(),
    ...(mixed ? [lead.type] : []),
    ...fields.map((field) => lead.payload[field]),
    lead.userAgent,
    ...(includeSpam ? [lead.spam ? "yes" : "no"] : []),
  ]);
  return csvOf(includeSpam ? [...header, "spam"] : header, rows);
}

/** A CSV document: the header, then each row, CRLF-terminated as RFC 4180 has it. */
export function csvOf(header: readonly unknown[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
