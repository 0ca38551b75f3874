import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../time";
import { RefusedMail, type SendMail } from "./mailer";
import { claimDue, dropStale, markFailed, markSent, renewLease } from "./outbox-store";

export interface OutboxWorker {
  /** Look for work now, e.g. right after a lead or an account change queued an e-mail. */
  readonly kick: () => void;
  /** Runs one pass and resolves with the number of messages sent. */
  readonly runOnce: () => Promise<number>;
  readonly stop: () => Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;

/** Replaces anything shaped like an e-mail address, so a log line cannot carry one. */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, "[address]");
}

const BATCH = 20;

/**
 * Delivers queued e-mails. Each message is marked sent in the step right after
 * the SMTP server accepts it. If the process dies between the two, the lease
 * expires and the message goes again: delivery is at least once, and a duplicate
 * can happen only in that window, or if one message's send outlasts the lease
 * (docs/decisions/0004-lead-storage-and-outbox.md).
 */
export function startOutboxWorker({
  db,
  send,
  clock,
  pollMs,
  leaseMs = DEFAULT_LEASE_MS,
  log,
}: {
  db: Kysely<Database>;
  send: SendMail;
  clock: Clock;
  pollMs: number;
  leaseMs?: number;
  log: FastifyBaseLogger;
}): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let kickedWhileRunning = false;

  const runOnce = async (): Promise<number> => {
    let sent = 0;
    const dropped = await dropStale(db, clock());
    // The ids only, as for a failure: what was dropped is in the outbox row, not the log.
    if (dropped.length > 0)
      log.warn({ outboxIds: dropped }, "stale e-mail dropped: its moment passed before it was sent");
    const claimed = await claimDue(db, clock(), leaseMs, BATCH);
    for (const claim of claimed) {
      // Each message gets a whole lease for its own send; one whose lease ran out
      // while earlier ones were sent, and that another worker took, is left to it.
      const item = await renewLease(db, claim, clock(), leaseMs);
      if (!item) continue;
      try {
        const smtpId = await send(item.message, item.id);
        await markSent(db, item.id, smtpId, clock());
        sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The outbox id only: the message holds personal data. SMTP errors can quote the
        // recipient, a parent's address for account e-mails, so addresses are masked too.
        log.warn({ outboxId: item.id, attempt: item.attempts + 1 }, `e-mail not sent: ${withoutAddresses(reason)}`);
        // A message the mailer refuses would be refused at every try: it fails at once.
        await markFailed(db, item, reason, clock(), { permanent: error instanceof RefusedMail });
      }
    }
    return sent;
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      kickedWhileRunning = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        log.error({ err: error }, "outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        schedule(kickedWhileRunning ? 0 : pollMs);
        kickedWhileRunning = false;
      });
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };

  schedule(0);
  return {
    kick: () => schedule(0),
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
