import type { Generated } from "kysely";

/**
 * The tables, as both engines see them. Times are epoch milliseconds (bigint)
 * and flags are 0/1 integers, so SQLite and PostgreSQL return the same values.
 */
export interface LeadsTable {
  id: Generated<number>;
  /** "demo" | "signup" | "campaign" */
  type: string;
  /** The validated payload as JSON: exactly the fields of the form's contract. */
  payload: string;
  submitted_at: number;
  user_agent: string;
  /** HMAC of the client address: enough to spot abuse, not to identify anyone. */
  client_hash: string;
  is_spam: number;
  idempotency_key: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  lead_id: number;
  /** The e-mail to send, as JSON: to, replyTo, subject, text. */
  message: string;
  /** "pending" | "sent" | "failed" */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** While a worker holds the row; another worker may take it after this. */
  claimed_until: number | null;
  last_error: string | null;
  smtp_message_id: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
}
