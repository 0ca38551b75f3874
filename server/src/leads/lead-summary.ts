import type { LeadSummary } from "@ikey/contracts/console-api-schemas";
import type { LeadStatus } from "@ikey/contracts/lead-inbox";
import { leadContact } from "@ikey/contracts/lead-kind";
import { leadKind } from "./lead-store";

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
}

/**
 * A lead as the inbox lists it: its form, status, time, contact, assignee, whether anyone has
 * opened it, and how many of the same person's other leads it is linked to.
 */
export function leadSummaryOf(row: SummaryRow, payload: Record<string, unknown>): LeadSummary {
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
  };
}
