import type { LeadSummary } from "@ikey/contracts/console-api-schemas";
import type { FirstContactKind } from "@ikey/contracts/first-response";
import type { LeadStatus } from "@ikey/contracts/lead-inbox";
import { leadContact } from "@ikey/contracts/lead-kind";
import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../db/schema";
import { DAY_MS, MINUTE_MS } from "../time";
import { leadSourceOf } from "./lead-source";
import { leadKind } from "./lead-store";
import { businessMinutesBetween } from "./unanswered-leads";

/** What the inbox's list and a lead's page both read from a row, joined with its assignee's e-mail. */
export interface SummaryRow {
  readonly id: number;
  readonly type: string;
  readonly status: LeadStatus;
  readonly submitted_at: number;
  readonly viewed_at: number | null;
  readonly assignee_id: number | null;
  readonly assignee_email: string | null;
  /** How many other leads are linked to it as the same person. */
  readonly same_person: number | string | null;
  /** Leads from its client within 24 hours of it, either side, itself included (sameClientNear). */
  readonly same_client: number | string | null;
  readonly first_contacted_at: number | null;
  readonly first_contact_kind: FirstContactKind | null;
  readonly first_response_ms: number | null;
  /** Where it came from (docs/decisions/0027-lead-attribution.md). */
  readonly utm_source: string | null;
  readonly utm_campaign: string | null;
  readonly referrer_host: string | null;
}

/**
 * Counts the leads from the client of `leads` (the outer query's row) within 24 hours of it, before
 * or after, itself included, from the leads' index of client and time (migration 0008).
 */
export function sameClientNear(eb: ExpressionBuilder<Database, "leads">) {
  return eb
    .selectFrom("leads as near")
    .select((inner) => inner.fn.countAll<number>().as("n"))
    .whereRef("near.client_hash", "=", "leads.client_hash")
    .where(sql<SqlBool>`near.submitted_at > leads.submitted_at - ${DAY_MS}`)
    .where(sql<SqlBool>`near.submitted_at < leads.submitted_at + ${DAY_MS}`)
    .as("same_client");
}

/** Where the first-response clock stands when a summary is made: now, and the target in business minutes. */
export interface ResponseClock {
  readonly now: number;
  readonly targetMinutes: number;
}

/**
 * A lead's first-response clock (docs/decisions/0029-first-response.md): its first contact, and
 * the business minutes it waited for it, or has waited so far while it is New and uncontacted.
 */
function waitingOf(row: SummaryRow, clock: ResponseClock) {
  if (row.first_contacted_at !== null && row.first_contact_kind !== null) {
    return {
      firstContact: { at: Number(row.first_contacted_at), kind: row.first_contact_kind },
      waitingMinutes: Math.floor(Number(row.first_response_ms ?? 0) / MINUTE_MS),
      overTarget: false,
    };
  }
  if (row.status !== "new") return { firstContact: null, waitingMinutes: null, overTarget: false };
  const waitingMinutes = businessMinutesBetween(Number(row.submitted_at), clock.now);
  return { firstContact: null, waitingMinutes, overTarget: waitingMinutes >= clock.targetMinutes };
}

/**
 * A lead as the inbox lists it: its form, status, time, contact, assignee, whether anyone has
 * opened it, its wait, how many of the same person's other leads it is linked to, and where it came
 * from: its campaign's source, else the site that referred it.
 */
export function leadSummaryOf(row: SummaryRow, payload: Record<string, unknown>, clock: ResponseClock): LeadSummary {
  return {
    id: Number(row.id),
    form: row.type,
    status: row.status,
    receivedAt: Number(row.submitted_at),
    ...leadContact(leadKind(row.type), payload),
    assignee:
      row.assignee_id === null || row.assignee_email === null
        ? null
        : { id: Number(row.assignee_id), email: row.assignee_email },
    unread: row.viewed_at === null,
    samePerson: Number(row.same_person ?? 0),
    sameClient: Number(row.same_client ?? 1),
    source: leadSourceOf(row),
    campaign: row.utm_campaign,
    ...waitingOf(row, clock),
  };
}
