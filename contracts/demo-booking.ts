import { business } from "./business";
import { type Language, pathInLanguage } from "./languages";
import type { LeadStatus } from "./lead-inbox";

/*
 * Demo booking (docs/decisions/0026-demo-booking.md): the Request a Demo dialog offers a day's free
 * start times, and a request that names one is booked for a sales member in the same transaction as
 * the lead. The constants both sides share; the zod schemas are the server's (api-schemas.ts,
 * console-api-schemas.ts), so the dialog carries no zod.
 */

export const DEMO_SLOTS_PATH = "/api/demo-slots";
/** The visitor's link: its page reads the demo, moves it or cancels it here, the token in the body. */
export const DEMO_LINK_PATH = "/api/demo-booking";
/** The page a visitor's link opens, in the visitor's language: it moves or cancels the demo. */
export const DEMO_LINK_PAGE = "/demo-booking";
/** A link's token: 32 random bytes, base64url. */
export const DEMO_TOKEN_PATTERN = /^[\w-]{43}$/;

/**
 * The visitor's link, without the site's origin: the page in their language, the token in the
 * fragment, which a browser never sends, so it reaches no server log and no Referer.
 */
export function demoLinkAddress(language: Language, token: string): string {
  return `${pathInLanguage(DEMO_LINK_PAGE, language)}#token=${token}`;
}

/** The token of a link's fragment (`token=…`, without the `#`), or null when it holds none. */
export function tokenOfFragment(fragment: string): string | null {
  const match = /^token=(.+)$/.exec(fragment);
  return match?.[1] ?? null;
}

/** Every time a person reads about a demo is in this zone: UTC+8 all year. */
export const DEMO_TIME_ZONE = "Asia/Kuala_Lumpur" as const;

/** A stretch of a day, [start, end), as "HH:MM" in Malaysia time. */
export interface HoursRange {
  readonly start: string;
  readonly end: string;
}

/** For each weekday, 0 (Sunday) to 6 (Saturday), the stretches a member takes demos in. */
export type WeeklyHours = readonly (readonly HoursRange[])[];

/** The business hours: what a sales member takes demos in until they set their own. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = Array.from({ length: 7 }, (_, weekday) =>
  (business.businessHours.weekdays as readonly number[]).includes(weekday)
    ? [{ start: business.businessHours.opens, end: business.businessHours.closes }]
    : [],
);

/** The admins' booking rules, and their defaults. */
export interface DemoSettings {
  readonly lengthMinutes: number;
  readonly bufferMinutes: number;
  /**
   * A day offers a start time every this many minutes on the clock (10:00, 10:30, …), apart from
   * the length and the buffer, which only keep demos apart.
   */
  readonly startEveryMinutes: number;
  /** How soon a demo may start after it is booked. */
  readonly noticeMinutes: number;
  /** How many days ahead one can book. */
  readonly horizonDays: number;
  /**
   * Whether a new booking waits for the visitor to confirm it from their e-mail: it holds its slot
   * for CONFIRM_WITHIN_MINUTES, and only a confirmed one stays booked.
   */
  readonly confirmByEmail: boolean;
}

export const DEFAULT_DEMO_SETTINGS: DemoSettings = {
  lengthMinutes: 30,
  bufferMinutes: 0,
  startEveryMinutes: 30,
  noticeMinutes: 120,
  horizonDays: 30,
  confirmByEmail: false,
};

/** With `confirmByEmail`, how long a booking holds its slot waiting for the visitor's confirmation. */
export const CONFIRM_WITHIN_MINUTES = 30;

/** A member's most demos in one day until an admin sets theirs. */
export const DEFAULT_DAILY_MAXIMUM = 8;
/** One mailbox (its addresses compared as server/src/credentials/normalise-email.ts says) holds at most this many demos to come. */
export const FUTURE_DEMOS_PER_EMAIL = 2;
/**
 * One client address holds at most this many demos to come among those it booked in the last 24
 * hours; the server scales it with PER_ADDRESS_LIMIT_FACTOR, as every per-address limit.
 */
export const DEMOS_PER_CLIENT_DAY = 3;

/**
 * What POST /api/RequestDemo did with the time asked for: booked it, held it until the visitor
 * confirms it from their e-mail (`tentative`), or kept it for sales to confirm.
 */
export type BookingStatus = "confirmed" | "tentative" | "requested";

// Days and times as the booking writes them: in a module of their own, without the business
// details, so the console's demo hours share them without sharing this module's other imports.
export { minutesOf, TIME_PATTERN } from "./day-time";

/** What a member marks a demo that has begun: it took place, or the visitor did not come. */
export const DEMO_OUTCOMES = ["held", "no-show"] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];

/**
 * Where marking a demo moves its lead from "Demo scheduled": a held demo to "Demo held", the step
 * before won or lost; a no-show back to "Contacted", where sales follow up to agree another time.
 */
export const demoOutcomeLeadStatus = {
  held: "demo-held",
  "no-show": "contacted",
} as const satisfies Record<DemoOutcome, LeadStatus>;

/** Each member's private calendar feed: `${DEMO_FEED_PATH}/<token>.ics`, the token a secret. */
export const DEMO_FEED_PATH = "/api/demo-calendar";
