import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import { HOUR_MS } from "../time";
import { type DemoVisitor, type ReminderLead, reminderMail } from "./booking-mail";

const BEFORE: Record<ReminderLead, number> = { day: 24 * HOUR_MS, hour: HOUR_MS };

export interface RemindedDemo {
  readonly bookingId: number;
  readonly leadId: number;
  readonly startsAt: number;
  readonly memberEmail: string;
  /** The visitor's link: each reminder carries it. */
  readonly visitorLink: string;
}

/**
 * Queues the visitor's reminders, due a day and an hour before the demo, in the outbox: its
 * workers claim each due row once across every instance and after restarts. A reminder whose
 * moment has already passed (a demo booked less than that ahead) is not queued.
 */
export async function queueReminders(
  trx: Kysely<Database>,
  demo: RemindedDemo,
  visitor: DemoVisitor,
  now: number,
): Promise<void> {
  for (const [lead, before] of Object.entries(BEFORE) as [ReminderLead, number][]) {
    const dueAt = demo.startsAt - before;
    if (dueAt <= now) continue;
    const mail = reminderMail(visitor, demo, lead);
    await enqueue(trx, { leadId: demo.leadId, demoBookingId: demo.bookingId }, mail, now, dueAt);
  }
}

/** Drops a demo's reminders not yet sent: it moved (new ones follow) or was cancelled. */
export async function dropReminders(trx: Kysely<Database>, bookingId: number): Promise<void> {
  await trx.deleteFrom("outbox").where("demo_booking_id", "=", bookingId).where("status", "=", "pending").execute();
}
