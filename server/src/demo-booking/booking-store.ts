import {
  CONFIRM_WITHIN_MINUTES,
  DEFAULT_DAILY_MAXIMUM,
  DEFAULT_DEMO_SETTINGS,
  DEFAULT_WEEKLY_HOURS,
  type DemoSettings,
  FUTURE_DEMOS_PER_EMAIL,
  type WeeklyHours,
} from "@ikey/contracts/demo-booking";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { isPublicHoliday } from "../calendar/malaysia-calendar";
import { mailboxKey } from "../credentials/normalise-email";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { DAY_MS, malaysiaDayStart, weekdayOf } from "../time";
import { type DayRules, type MemberDay, memberFreeAt } from "./slot-rules";

/** The admins' rules as saved, or the defaults until they save any. */
export async function readDemoSettings(db: Kysely<Database>): Promise<DemoSettings> {
  const row = await db.selectFrom("demo_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return DEFAULT_DEMO_SETTINGS;
  return {
    lengthMinutes: row.length_minutes,
    bufferMinutes: row.buffer_minutes,
    startEveryMinutes: Number(row.start_every_minutes),
    noticeMinutes: row.notice_minutes,
    horizonDays: row.horizon_days,
    confirmByEmail: Number(row.confirm_by_email) === 1,
  };
}

export interface DemoMember {
  readonly staffId: number;
  readonly weeklyHours: WeeklyHours;
  readonly dailyMaximum: number;
}

/**
 * The active sales members who take demos: one without an availability row takes them in the
 * default hours, from the moment they join.
 */
export async function demoMembers(db: Kysely<Database>): Promise<DemoMember[]> {
  const rows = await salesWithAvailability(db).orderBy("staff.id").execute();
  return rows
    .map((row) => ({ staffId: Number(row.id), ...availabilityOf(row) }))
    .filter((member) => member.takesDemos)
    .map(({ staffId, weeklyHours, dailyMaximum }) => ({ staffId, weeklyHours, dailyMaximum }));
}

/** The active sales members with their availability row's columns, null where they have none. */
export function salesWithAvailability(db: Kysely<Database>) {
  return db
    .selectFrom("staff")
    .leftJoin("demo_availability", "demo_availability.staff_id", "staff.id")
    .select([
      "staff.id",
      "staff.email",
      "demo_availability.takes_demos",
      "demo_availability.weekly_hours",
      "demo_availability.daily_maximum",
    ])
    .where("staff.role", "=", "sales")
    .where("staff.status", "=", "active");
}

/** A member's availability from those columns: the defaults while they have no row. */
export function availabilityOf(row: {
  readonly takes_demos: number | null;
  readonly weekly_hours: string | null;
  readonly daily_maximum: number | null;
}) {
  return {
    takesDemos: row.takes_demos === null || Number(row.takes_demos) !== 0,
    weeklyHours: row.weekly_hours ? (JSON.parse(row.weekly_hours) as WeeklyHours) : DEFAULT_WEEKLY_HOURS,
    dailyMaximum: row.daily_maximum ?? DEFAULT_DAILY_MAXIMUM,
  };
}

/**
 * The demos a member gives or has given: confirmed, then held or a no-show. A cancelled one, one
 * still waiting for its visitor's confirmation and one that lapsed unconfirmed are no member's demo:
 * the calendar, the feed and the digest leave them out.
 */
export const BOOKED_STATUSES = ["confirmed", "held", "no-show"] as const;

/**
 * The bookings that hold their slot at `now`: confirmed ones, and tentative ones still within the
 * time their visitor has to confirm them. One that lapsed frees its slot at that moment, whether or
 * not the pass that records it (lapsed-bookings.ts) has run yet.
 */
export function holdsSlot(now: number) {
  return (eb: ExpressionBuilder<Database, "demo_bookings">) =>
    eb.or([
      eb("demo_bookings.status", "=", "confirmed"),
      eb.and([eb("demo_bookings.status", "=", "tentative"), eb("demo_bookings.confirm_by", ">", now)]),
    ]);
}

/**
 * Each demo member's day: hours, day off and the demos that hold a slot on it at `now` (but
 * `exceptBooking`, one being moved). `members`, when the caller has read them for several days.
 */
export async function memberDays(
  db: Kysely<Database>,
  day: string,
  {
    members,
    exceptBooking,
    now,
  }: { readonly members?: readonly DemoMember[]; readonly exceptBooking?: number; readonly now: number },
): Promise<MemberDay[]> {
  const demoers = members ?? (await demoMembers(db));
  if (demoers.length === 0) return [];
  const midnight = malaysiaDayStart(day);
  const [offs, booked] = await Promise.all([
    db.selectFrom("demo_days_off").select("staff_id").where("day", "=", day).execute(),
    db
      .selectFrom("demo_bookings")
      .select(["staff_id", "starts_at", "ends_at"])
      .where(holdsSlot(now))
      .where("starts_at", ">=", midnight)
      .where("starts_at", "<", midnight + DAY_MS)
      .$if(exceptBooking !== undefined, (query) => query.where("id", "!=", exceptBooking ?? 0))
      .execute(),
  ]);
  const off = new Set(offs.map((row) => Number(row.staff_id)));
  const weekday = weekdayOf(day);
  return demoers.map((member) => ({
    staffId: member.staffId,
    hours: member.weeklyHours[weekday] ?? [],
    dayOff: off.has(member.staffId),
    dailyMaximum: member.dailyMaximum,
    booked: booked
      .filter((row) => Number(row.staff_id) === member.staffId)
      .map((row) => ({ startsAt: Number(row.starts_at), endsAt: Number(row.ends_at) })),
  }));
}

/** The rules for one day, as of `now`. */
async function dayRules(db: Kysely<Database>, day: string, now: number): Promise<DayRules> {
  return { day, settings: await readDemoSettings(db), holiday: isPublicHoliday(day), now };
}

export interface DemoRequest {
  readonly leadId: number;
  readonly day: string;
  readonly startsAt: number;
  /** As the visitor typed it: kept lower-cased, and counted by its mailbox. */
  readonly email: string;
  /**
   * The keyed hash of the client address the lead came from (leads.client_hash), and how many
   * demos booked in the last 24 hours it holds (DEMOS_PER_CLIENT_DAY, scaled as limits/limits.ts says).
   */
  readonly client: { readonly hash: string; readonly demosPerDay: number };
  readonly tokenHash: string;
  readonly now: number;
}

/** Why a time asked for was kept as a request: not free, or a cap of the mailbox's or the client's. */
export type RequestReason = "not-free" | "mailbox" | "client";

export type BookingResult =
  | {
      /** "tentative" while the admins require the visitor's confirmation from their e-mail. */
      readonly status: "confirmed" | "tentative";
      readonly bookingId: number;
      readonly staffId: number;
      readonly endsAt: number;
      /** When a tentative booking stops holding its slot unless confirmed; null when confirmed. */
      readonly confirmBy: number | null;
    }
  | { readonly status: "requested"; readonly reason: RequestReason };

/** One key for every booking: on PostgreSQL, bookings on all instances take their turn. */
export const BOOKING_LOCK = 26_0001;
/**
 * How long a new lead's booking waits for its turn on PostgreSQL before it gives up and the lead is
 * kept as a request: the booking is optional around the lead, and a burst of demo requests must
 * not hold the pool's connections past the request's budget (a refused lead is a lost lead).
 */
export const LEAD_BOOKING_TURN_MS = 2_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * Books the demo for one free sales member, inside the caller's transaction (the lead's), or
 * answers "requested" when the time is not free for anyone or a cap holds it back: a mailbox holds
 * at most FUTURE_DEMOS_PER_EMAIL demos to come, and a client address at most `client.demosPerDay`
 * of those it booked in the last 24 hours. Bookings take their turn: SQLite's transactions hold the
 * write lock from their start (db/sqlite-immediate.ts), and on PostgreSQL each takes a
 * transaction-scoped advisory lock first, so two can never both see a member free or a cap unused.
 * Of the free members, the one with the fewest demos in the coming week gets it, then the one
 * booked least recently. While the admins require it, the booking is tentative: it holds its slot
 * for CONFIRM_WITHIN_MINUTES, waiting for the visitor's confirmation from their e-mail.
 */
export async function bookDemo(trx: Kysely<Database>, request: DemoRequest): Promise<BookingResult> {
  await takeBookingTurn(trx, { waitMs: LEAD_BOOKING_TURN_MS });
  const emailKey = mailboxKey(request.email);
  if ((await mailboxDemos(trx, emailKey, request.now)) >= FUTURE_DEMOS_PER_EMAIL) {
    return { status: "requested", reason: "mailbox" };
  }
  if ((await clientDemos(trx, request.client.hash, request.now)) >= request.client.demosPerDay) {
    return { status: "requested", reason: "client" };
  }

  const free = await freeMembersAt(trx, request);
  if (free.members.length === 0) return { status: "requested", reason: "not-free" };
  const staffId = await nextInTurn(trx, free.members, request.now);
  const confirmBy = free.confirmByEmail ? request.now + CONFIRM_WITHIN_MINUTES * 60_000 : null;
  const booked = await insertBooking(trx, { ...request, staffId, lengthMinutes: free.lengthMinutes, confirmBy });
  return { status: booked.status, bookingId: booked.bookingId, staffId, endsAt: booked.endsAt, confirmBy };
}

/**
 * Writes a booking for a member found free in the bookings' turn (bookDemo, and a member's booking
 * from the lead's page, console-booking.ts): confirmed, or tentative until `confirmBy`.
 */
export async function insertBooking(
  trx: Kysely<Database>,
  booking: Pick<DemoRequest, "leadId" | "startsAt" | "email" | "tokenHash" | "now"> & {
    readonly staffId: number;
    readonly lengthMinutes: number;
    readonly confirmBy: number | null;
  },
): Promise<{ bookingId: number; endsAt: number; status: "confirmed" | "tentative" }> {
  const endsAt = booking.startsAt + booking.lengthMinutes * 60_000;
  const status = booking.confirmBy === null ? "confirmed" : "tentative";
  const { id } = await trx
    .insertInto("demo_bookings")
    .values({
      lead_id: booking.leadId,
      staff_id: booking.staffId,
      starts_at: booking.startsAt,
      ends_at: endsAt,
      status,
      email: booking.email.toLowerCase(),
      email_key: mailboxKey(booking.email),
      token_hash: booking.tokenHash,
      confirm_by: booking.confirmBy,
      created_at: booking.now,
      updated_at: booking.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { bookingId: Number(id), endsAt, status };
}

const countOf = (row: { readonly count: number | string | bigint }) => Number(row.count);

/** The mailbox's demos to come that hold their slot (a tentative one until it lapses). */
async function mailboxDemos(trx: Kysely<Database>, emailKey: string, now: number): Promise<number> {
  const row = await trx
    .selectFrom("demo_bookings")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("email_key", "=", emailKey)
    .where("starts_at", ">=", now)
    .where(holdsSlot(now))
    .executeTakeFirstOrThrow();
  return countOf(row);
}

/**
 * The demos booked from the client address in the last 24 hours that count against it: confirmed
 * ones to come, and every tentative one, lapsed or not, so that a client cannot keep three slots
 * held around the clock by booking again each time one lapses. Read through the leads' index of
 * client and time.
 */
async function clientDemos(trx: Kysely<Database>, clientHash: string, now: number): Promise<number> {
  const row = await trx
    .selectFrom("demo_bookings")
    .innerJoin("leads", "leads.id", "demo_bookings.lead_id")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("leads.client_hash", "=", clientHash)
    .where("leads.submitted_at", ">", now - DAY_MS)
    .where((eb) =>
      eb.or([
        eb.and([eb("demo_bookings.status", "=", "confirmed"), eb("demo_bookings.starts_at", ">=", now)]),
        eb("demo_bookings.status", "in", ["tentative", "lapsed"]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return countOf(row);
}

/**
 * Waits for the bookings' turn, inside the caller's transaction (see bookDemo); with `waitMs`, at
 * most that long on PostgreSQL, then fails with lock_not_available (55P03). The bound is local to
 * the wait: it is lifted again once the turn is taken, and a rollback to a savepoint lifts it too.
 */
export async function takeBookingTurn(trx: Kysely<Database>, { waitMs }: { waitMs?: number } = {}): Promise<void> {
  if (!isPostgres(trx)) return;
  if (waitMs !== undefined) await sql`select set_config('lock_timeout', ${`${waitMs}ms`}, true)`.execute(trx);
  await sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`.execute(trx);
  if (waitMs !== undefined) await sql`select set_config('lock_timeout', '0', true)`.execute(trx);
}

/**
 * The members free to give a demo starting at `startsAt` on `day`, not counting `exceptBooking`.
 * `anyStart`: a start off the day's grid counts when it fits in a member's hours (slot-rules.ts).
 */
export async function freeMembersAt(
  trx: Kysely<Database>,
  slot: {
    readonly day: string;
    readonly startsAt: number;
    readonly now: number;
    readonly exceptBooking?: number;
    readonly anyStart?: boolean;
  },
): Promise<{ members: number[]; lengthMinutes: number; confirmByEmail: boolean }> {
  const rules = await dayRules(trx, slot.day, slot.now);
  const days = await memberDays(trx, slot.day, { exceptBooking: slot.exceptBooking, now: slot.now });
  const members = days
    .filter((member) => memberFreeAt(member, slot.startsAt, rules, { anyStart: slot.anyStart }))
    .map((member) => member.staffId);
  return { members, lengthMinutes: rules.settings.lengthMinutes, confirmByEmail: rules.settings.confirmByEmail };
}

/** Round robin: fewest demos in the coming week, then booked least recently, then joined first. */
export async function nextInTurn(trx: Kysely<Database>, candidates: readonly number[], now: number): Promise<number> {
  const rows = await trx
    .selectFrom("demo_bookings")
    .select((eb) => [
      "staff_id",
      eb.fn
        .sum<number | string | bigint>(
          eb
            .case()
            .when(
              eb.and([eb("status", "=", "confirmed"), eb("starts_at", ">=", now), eb("starts_at", "<", now + WEEK_MS)]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as("coming"),
      eb.fn.max("created_at").as("last_booked"),
    ])
    .where("staff_id", "in", candidates)
    .groupBy("staff_id")
    .execute();
  const load = new Map(
    rows.map((row) => [Number(row.staff_id), { coming: Number(row.coming), last: Number(row.last_booked) }]),
  );
  const ranked = [...candidates].sort((a, b) => {
    const left = load.get(a) ?? { coming: 0, last: 0 };
    const right = load.get(b) ?? { coming: 0, last: 0 };
    return left.coming - right.coming || left.last - right.last || a - b;
  });
  const first = ranked[0];
  if (first === undefined) throw new Error("no candidate to book");
  return first;
}
