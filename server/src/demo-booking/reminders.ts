import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import { HOUR_MS, MINUTE_MS, malaysiaDay, malaysiaDayStart } from "../time";
import { type DemoVisitor, type ReminderLead, reminderMail } from "./booking-mail";

const BEFORE: Record<ReminderLead, number> = { day: 24 * HOUR_MS, hour: HOUR_MS };

/**
 * From when each reminder's words are no longer true, so that it is dropped rather than sent late
 * (outbox-store.ts dropStale): "tomorrow" once the demo's own Malaysian day has begun; "in an
 * hour" a quarter of an hour after its moment, well before the demo begins.
 */
const STALE: Record<ReminderLead, (startsAt: number, dueAt: number) => number> = {
  day: (startsAt) => malaysiaDayStart(malaysiaDay(startsAt)),
  hour: (_startsAt, dueAt) => dueAt + 15 * MINUTE_MS,
};

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
 * moment has already passed (a demo booked less than that ahead) is not queued, and one not sent
 * before its words stop being true (the server was down) is dropped, never sent late.
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
    const owner = { leadId: demo.leadId, demoBookingId: demo.bookingId };
    await enqueue(trx, owner, mail, now, dueAt, STALE[lead](demo.startsAt, dueAt));
  }
}

/** Drops a demo's reminders not yet sent: it moved (new ones follow) or was cancelled. */
export async function dropReminders(trx: Kysely<Database>, bookingId: number): Promise<void> {
  await trx.deleteFrom("outbox").where("demo_booking_id", "=", bookingId).where("status", "=", "pending").execute();
}
