import type { LeadFilter } from "@ikey/contracts/console-api-schemas";
import { type Expression, type ExpressionBuilder, expressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../db/schema";
import { DAY_MS, malaysiaDayStart } from "../time";
import { containsPattern } from "./lead-search";
import { LEAD_SOURCE } from "./lead-source";

/**
 * The inbox view's conditions, for the list, the counts and the export alike. `status` may be left
 * out (the counts per status ignore it); without a status in the filter the view is every lead
 * but spam, and the spam folder is the "spam" status.
 */
export function inboxConditions(
  eb: ExpressionBuilder<Database, "leads">,
  filter: LeadFilter,
  options: { readonly status?: boolean } = {},
): Expression<SqlBool> {
  return eb.and(inboxConditionList(eb, filter, options));
}

/** Whether the filter, its status apart, leaves out any lead: without, the counts are every lead's. */
export function narrowsLeads(filter: LeadFilter): boolean {
  return inboxConditionList(expressionBuilder<Database, "leads">(), filter, { status: false }).length > 0;
}

function inboxConditionList(
  eb: ExpressionBuilder<Database, "leads">,
  filter: LeadFilter,
  { status = true }: { readonly status?: boolean },
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (status) {
    conditions.push(filter.status ? eb("leads.status", "=", filter.status) : eb("leads.status", "!=", "spam"));
  }
  if (filter.form) conditions.push(eb("leads.type", "=", filter.form));
  if (filter.assignee === "none") conditions.push(eb("leads.assignee_id", "is", null));
  else if (filter.assignee !== undefined) conditions.push(eb("leads.assignee_id", "=", filter.assignee));
  if (filter.from) conditions.push(eb("leads.submitted_at", ">=", malaysiaDayStart(filter.from)));
  // "To" is inclusive: up to the end of that day.
  if (filter.to) conditions.push(eb("leads.submitted_at", "<", malaysiaDayStart(filter.to) + DAY_MS));
  if (filter.source) conditions.push(eb(LEAD_SOURCE, "=", filter.source));
  if (filter.campaign) conditions.push(eb("leads.utm_campaign", "=", filter.campaign));
  if (filter.q) conditions.push(sql<SqlBool>`leads.search_text like ${containsPattern(filter.q)} escape '\\'`);
  return conditions;
}
