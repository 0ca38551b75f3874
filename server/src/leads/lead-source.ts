import { sql } from "kysely";

/**
 * A lead's source, as the inbox shows it (lead-summary.ts): its campaign's source, else the site
 * that referred it, so a lead from a search engine with no campaign tags has that source. The
 * inbox filter, its list of sources and the reports all read this one expression, written exactly
 * as migration 0033 indexes it: SQLite uses an index on an expression only for the same text.
 */
export const LEAD_SOURCE = sql<string | null>`coalesce(leads.utm_source, leads.referrer_host)`;
