import type { Kysely } from "kysely";
import { closingOf, isWorkingDay, openingOf } from "../calendar/business-hours";
import type { Database } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import { HOUR_MS, malaysiaDay } from "../time";
import { type DigestContents, digestMail } from "./digest-mail";

/** A member's digest lists this many of their longest-waiting leads, and links to the rest. */
export const LISTED_LEADS = 50;

/**
 * How long after the office's opening a morning digest is still the morning's: later, the member
 * has long seen the inbox, and a digest would tell them what was true at nine.
 */
export const DIGEST_WINDOW_MS = 2 * HOUR_MS;

/** The Malaysian day whose digest is due at `now`, if any, and whether its moment has passed. */
export interface DigestDay {
  readonly day: string;
  /** When the day's digest is no longer sent: the job started after it (the server was down). */
  readonly staleAt: number;
}

/**
 * The Malaysian working day (calendar/business-hours.ts) whose digest is due or missed at `now`:
 * from the office's opening until its closing. A digest is sent within DIGEST_WINDOW_MS of the
 * opening; a job that starts later (the server was down) drops the day's instead of sending it late.
 */
export function digestDayAt(now: number): DigestDay | undefined {
  const day = malaysiaDay(now);
  if (!isWorkingDay(day)) return undefined;
  const opening = openingOf(day);
  if (now < opening || now >= closingOf(day)) return undefined;
  return { day, staleAt: Math.min(opening + DIGEST_WINDOW_MS, closingOf(day)) };
}

/**
 * Takes the member's digest for the day, in the transaction that queues it: true when nobody had.
 * One insert that does nothing on the (member, day) key: on PostgreSQL a second transaction
 * inserting the same key waits for the first and, once it commits, inserts nothing and gets no
 * row back (had the first rolled back, the second inserts); SQLite runs one writer at a time.
 */
export async function claimMorningDigest(
  trx: Kysely<Database>,
  staffId: number,
  day: string,
  now: number,
): Promise<boolean> {
  const claimed = await trx
    .insertInto("morning_digests")
    .values({ staff_id: staffId, day, claimed_at: now })
    .onConflict((conflict) => conflict.columns(["staff_id", "day"]).doNothing())
    .returning("staff_id")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Reads what a member's digest holds, in the claim's transaction. */
export type DigestReader = (
  trx: Kysely<Database>,
  staffId: number,
  day: string,
  now: number,
) => Promise<DigestContents>;

export interface MorningDigestOptions {
  readonly consoleUrl: string;
  readonly contentsOf: DigestReader;
}

/** What one run did: digests queued, and members' digests dropped because their moment had passed. */
export interface DigestRun {
  readonly queued: number;
  readonly dropped: number;
}

/**
 * Queues the day's digest of every active sales member who has not had it, if one is due at
 * `now`: each member in a transaction of their own, which claims the (member, day) and queues the
 * e-mail, so a failure leaves that member to the next run and the others done. A member with
 * nothing waiting and no demo gets no e-mail, but their day is claimed all the same: the digest
 * is the morning's, and what arrives later is told by the lead's own notification. Past the
 * morning's window the day is claimed with no e-mail (dropped), and a queued digest not sent by
 * then is dropped by the outbox. The contents are read after the assignments' turn, so a digest
 * lists every hand-off and re-offer committed before it, never one half done on another instance.
 */
export async function sendMorningDigests(
  db: Kysely<Database>,
  now: number,
  { consoleUrl, contentsOf }: MorningDigestOptions,
): Promise<DigestRun> {
  const due = digestDayAt(now);
  if (due === undefined) return { queued: 0, dropped: 0 };
  const { day, staleAt } = due;
  const members = await db
    .selectFrom("staff")
    .leftJoin("morning_digests", (join) =>
      join.onRef("morning_digests.staff_id", "=", "staff.id").on("morning_digests.day", "=", day),
    )
    .select(["staff.id", "staff.email", "staff.language"])
    .where("staff.role", "=", "sales")
    .where("staff.status", "=", "active")
    .where("morning_digests.staff_id", "is", null)
    .orderBy("staff.id")
    .execute();
  let queued = 0;
  let dropped = 0;
  for (const member of members) {
    const memberId = Number(member.id);
    const sent = await db.transaction().execute(async (trx) => {
      if (!(await claimMorningDigest(trx, memberId, day, now))) return false;
      if (now >= staleAt) {
        dropped++;
        return false;
      }
      const contents = await contentsOf(trx, memberId, day, now);
      if (contents.waitingTotal === 0 && contents.demos.length === 0) return false;
      const mail = digestMail(contents, {
        memberId,
        memberEmail: member.email,
        memberLanguage: member.language,
        day,
        consoleUrl,
      });
      await enqueue(trx, { staffId: memberId }, mail, now, now, staleAt);
      return true;
    });
    if (sent) queued++;
  }
  return { queued, dropped };
}

/** Drops the claims of days before `olderThan`: they keep nothing from happening again. */
export async function deleteDigestClaimsBefore(db: Kysely<Database>, olderThan: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("morning_digests")
    .where("claimed_at", "<", olderThan)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
