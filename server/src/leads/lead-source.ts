import { sql } from "kysely";

/**
 * A lead's source, as the inbox shows it (lead-summary.ts): its campaign's source, else the site
 * that referred it, so a lead from a search engine with no campaign tags has that source. The
 * inbox filter, its list of sources and the reports all read this one expression, written exactly
 * as migration 0033 indexes it: SQLite uses an index on an expression only for the same text.
 */
export const LEAD_SOURCE = sql<string | null>`coalesce(leads.utm_source, leads.referrer_host)`;

/**
 * LEAD_SOURCE for a row already read (the inbox's page, the export): the same rule, for the rows
 * that select both columns anyway, so a lead's source reads alike in the list, the CSV and the filter.
 */
export const leadSourceOf = (row: { readonly utm_source: string | null; readonly referrer_host: string | null }) =>
  row.utm_source ?? row.referrer_host;
