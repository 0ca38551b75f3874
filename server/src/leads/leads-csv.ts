import { LINE_BREAK } from "@ikey/contracts/fields";
import { ATTRIBUTION_KEYS } from "@ikey/contracts/lead-attribution";
import { type LeadKind, leadColumns } from "@ikey/contracts/lead-kind";
import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { malaysiaIso } from "../time";
import { ATTRIBUTION_COLUMNS } from "./attribution-columns";
import { listLeads, type StoredLead } from "./lead-store";

/**
 * Where a spreadsheet may start reading a formula inside a cell: at its start, or after a separator
 * it may split the line on (comma, semicolon, tab, and every line break a reader may take:
 * LINE_BREAK, contracts/fields.ts); past anything it may skip or not show (white space of every kind,
 * the no-break and other Unicode spaces among it, controls, format and other default-ignorable
 * characters: zero-width, byte order mark, directional marks, soft hyphen, Hangul fillers…, and the
 * blank braille pattern); a character that starts a formula (= + - @, tab or CR, and their
 * full-width forms, which some spreadsheets read as the same).
 */
const FORMULA_AFTER_SEPARATOR = new RegExp(
  `(^|[,;\\t]|${LINE_BREAK.source})([\\s\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800]*)(?=[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20])`,
  "gu",
);

/**
 * A cell no spreadsheet runs, however it splits the line and whatever it skips
 * (docs/decisions/0021-mail-addresses-and-csv.md): a formula character at the start of the cell or
 * of a piece after a separator, behind any blank or invisible characters, gets a `'` before it, as
 * csv-stringify's escape_formulas gives one to a cell that starts with one.
 */
function inert(text: string): string {
  return text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
}

export async function leadsCsv(
  db: Kysely<Database>,
  options: { kind: LeadKind; since?: number; includeSpam: boolean },
): Promise<string> {
  const leads = await listLeads(db, { ...options, type: options.kind.name });
  return storedLeadsCsv(leads, { kinds: [options.kind], includeSpam: options.includeSpam });
}

/**
 * The export format of `npm run leads`: id, time received (Malaysia time, with the offset), the kinds'
 * payload fields in their contracts' order, the user agent, where the lead came from (its columns'
 * names, docs/decisions/0027-lead-attribution.md), and a spam column when spam is included. Leads of several kinds get a form column after the time and every kind's fields.
 */
export function storedLeadsCsv(
  leads: readonly (StoredLead & { readonly type?: string })[],
  { kinds, includeSpam }: { readonly kinds: readonly LeadKind[]; readonly includeSpam: boolean },
): string {
  const mixed = kinds.length > 1;
  const fields = [...new Set(kinds.flatMap(leadColumns))];
  const header = [
    "id",
    "submitted_at",
    ...(mixed ? ["form"] : []),
    ...fields,
    "user_agent",
    ...ATTRIBUTION_KEYS.map((key) => ATTRIBUTION_COLUMNS[key]),
  ];
  const rows = leads.map((lead) => [
    lead.id,
    malaysiaIso(lead.submittedAt),
    ...(mixed ? [lead.type] : []),
    ...fields.map((field) => lead.payload[field]),
    lead.userAgent,
    ...ATTRIBUTION_KEYS.map((key) => lead.attribution[key]),
    ...(includeSpam ? [lead.spam ? "yes" : "no"] : []),
  ]);
  return csvOf(includeSpam ? [...header, "spam"] : header, rows);
}

/**
 * A CSV document: the header, then each row, every cell quoted and CRLF-terminated as RFC 4180 has
 * it, every cell inert in a spreadsheet; with `bom`, a UTF-8 byte-order mark first, without which
 * Excel reads the file in the computer's legacy code page and garbles Chinese and Malay names.
 */
export function csvOf(
  header: readonly unknown[],
  rows: readonly (readonly unknown[])[],
  { bom = false }: { readonly bom?: boolean } = {},
): string {
  const records = [header, ...rows].map((row) => row.map((value) => inert(String(value ?? ""))));
  return stringify(records, {
    bom,
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    record_delimiter: "windows",
  });
}
