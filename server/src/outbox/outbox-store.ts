import type { ExpressionBuilder, Kysely } from "kysely";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { HOUR_MS } from "../time";

export interface OutboxMessage {
  /**
   * The name the site's address goes out under, instead of MAIL_FROM's: a member's, on a reply from
   * the console (docs/decisions/0031-lead-replies.md). The address is always the site's own.
   */
  readonly fromName?: string;
  readonly to: string;
  readonly replyTo: string;
  /**
   * A second Reply-To address beside `replyTo`: the lead's conversation address, so that answering
   * the sales notification reaches the visitor and keeps the answer in the lead's history.
   */
  readonly alsoReplyTo?: string;
  /** The Message-ID, when the conversation it belongs to threads by it; otherwise the outbox row's. */
  readonly messageId?: string;
  readonly subject: string;
  readonly text: string;
  /** The same words as HTML, sent beside the text as its alternative (outbox/letter.ts). */
  readonly html?: string;
  /** Extra headers, such as List-Unsubscribe on the status updates (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
  /** A calendar invitation (iCalendar text and its iTIP method), sent as the message's text/calendar part. */
  readonly calendar?: { readonly method: "REQUEST" | "CANCEL"; readonly content: string };
}

export interface ClaimedMessage {
  readonly id: number;
  readonly attempts: number;
  readonly message: OutboxMessage;
  /** The lease this worker holds: the row's `claimed_until` as this worker last set it. */
  readonly heldUntil: number;
}

export const MAX_ATTEMPTS = 12;

/** Whose e-mail this is: a lead's notification to sales, or a message to an account holder. */
export type OutboxOwner =
  | { readonly leadId: number; readonly demoBookingId?: number }
  | { readonly accountId: number }
  | { readonly staffId: number }
  | { readonly subscriberId: number };

/**
 * Queues one e-mail, due at once or at `dueAt` (a reminder). Call it inside the transaction that
 * makes the change the e-mail reports, so both commit or neither does. From `staleAt`, if given,
 * the e-mail says something no longer true: a worker drops it instead of sending it late.
 */
export async function enqueue(
  db: Kysely<Database>,
  owner: OutboxOwner,
  message: OutboxMessage,
  now: number,
  dueAt: number = now,
  staleAt?: number,
) {
  await db
    .insertInto("outbox")
    .values({
      lead_id: "leadId" in owner ? owner.leadId : null,
      account_id: "accountId" in owner ? owner.accountId : null,
      staff_id: "staffId" in owner ? owner.staffId : null,
      subscriber_id: "subscriberId" in owner ? owner.subscriberId : null,
      demo_booking_id: "demoBookingId" in owner ? (owner.demoBookingId ?? null) : null,
      message: JSON.stringify(message),
      status: "pending",
      next_attempt_at: dueAt,
      created_at: now,
      stale_at: staleAt ?? null,
    })
    .execute();
}

function notStale(now: number) {
  return (eb: ExpressionBuilder<Database, "outbox">) => eb.or([eb("stale_at", "is", null), eb("stale_at", ">", now)]);
}

/**
 * Marks "dropped" every pending e-mail whose moment has passed (the server was down, or SMTP
 * refused it until then): a reminder after its demo began is worse than none. A row a worker holds
 * is dropped too: its lease renewal, which checks the same, fails before the send. Answers the
 * dropped rows' ids, what the log may say of them.
 */
export async function dropStale(db: Kysely<Database>, now: number): Promise<number[]> {
  const rows = await db
    .updateTable("outbox")
    .set({ status: "dropped", claimed_until: null, last_error: "stale: its moment passed before it could be sent" })
    .where("status", "=", "pending")
    .where("stale_at", "<=", now)
    .returning("id")
    .execute();
  return rows.map((row) => Number(row.id));
}

/** 30 s, 1 min, 2 min, … doubling, at most an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), HOUR_MS);
}

/**
 * Takes up to `limit` due messages for `leaseMs`. On PostgreSQL the rows are
 * picked with FOR UPDATE SKIP LOCKED, so workers on several instances never
 * take the same row; SQLite has one writer at a time, which gives the same.
 */
export async function claimDue(
  db: Kysely<Database>,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMessage[]> {
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where(notStale(now))
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
    .orderBy("id")
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable("outbox")
    .set({ claimed_until: now + leaseMs })
    .where("id", "in", due)
    .returning(["id", "attempts", "message"])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    message: JSON.parse(row.message) as OutboxMessage,
    heldUntil: now + leaseMs,
  }));
}

/**
 * Renews one claimed message's lease right before it is sent, if this worker
 * still holds it: nobody has changed `claimed_until` since this worker set it.
 * A batch is sent one message at a time, and if the batch outlasts its lease,
 * another worker may take the rest; the one that lost a message must not send
 * it too. Null when the lease is lost. Another worker's claim always moves
 * `claimed_until` later (it claims only after the lease ran out), so an equal
 * value can only be this worker's own.
 */
export async function renewLease(
  db: Kysely<Database>,
  claimed: ClaimedMessage,
  now: number,
  leaseMs: number,
): Promise<ClaimedMessage | null> {
  const heldUntil = now + leaseMs;
  const { numUpdatedRows } = await db
    .updateTable("outbox")
    .set({ claimed_until: heldUntil })
    .where("id", "=", claimed.id)
    .where("status", "=", "pending")
    .where(notStale(now))
    .where("claimed_until", "=", claimed.heldUntil)
    .executeTakeFirst();
  return numUpdatedRows > 0n ? { ...claimed, heldUntil } : null;
}

/** Recorded the moment the SMTP server accepts the message. */
export async function markSent(db: Kysely<Database>, id: number, smtpMessageId: string, now: number) {
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now, smtp_message_id: smtpMessageId, claimed_until: null })
    .where("id", "=", id)
    .execute();
}

/**
 * A try that did not send: due again after a growing wait, or failed for good after MAX_ATTEMPTS, or
 * at once when `permanent` (a message the mailer refuses, such as a bad address, never goes out).
 */
export async function markFailed(
  db: Kysely<Database>,
  claimed: ClaimedMessage,
  error: string,
  now: number,
  { permanent = false }: { readonly permanent?: boolean } = {},
) {
  const attempts = claimed.attempts + 1;
  await db
    .updateTable("outbox")
    .set({
      attempts,
      status: permanent || attempts >= MAX_ATTEMPTS ? "failed" : "pending",
      next_attempt_at: now + retryDelayMs(attempts),
      claimed_until: null,
      last_error: error.slice(0, 500),
    })
    .where("id", "=", claimed.id)
    .execute();
}
