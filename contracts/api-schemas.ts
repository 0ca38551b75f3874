import { z } from "zod";
import { statusResultKeys } from "./app-status";
import { ATTESTATION_HEADER, POW_ALGORITHM } from "./attestation";
import { type Calendar, dayWindows } from "./calendar-day";
import { calendarDay } from "./calendar-day-schema";
import { CMS_SLUG_MAX, CMS_SLUG_PATTERN } from "./cms";
import { DEMO_TIME_ZONE, DEMO_TOKEN_PATTERN, TIME_PATTERN } from "./demo-booking";
import { text } from "./fields";
import { HELP_COMMENT_MAX } from "./help-votes";
import { ATTRIBUTION_FIELD } from "./lead-attribution";
import { STATUS_GROUP_IDS } from "./status-history";
import { INCIDENT_STATUSES } from "./status-incidents";
import { HONEYPOT_FIELD } from "./validation";

/*
 * What the server's routes take and answer, as zod schemas: each route declares its
 * parts with these (fastify-type-provider-zod validates requests and serializes
 * answers with them). The server imports this file and the pages never do: a schema
 * built at a module's top level would put zod into every page that imports the module.
 */

/** A 4xx or 5xx answer: a stable name, a sentence, and the field at fault when there is one. */
export const problemSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

export const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.string() });

// Leads (contracts/leads.ts): the access code, the optional idempotency key and the attestation token.
export const leadQuerySchema = z.object({ code: z.string().max(256).optional() });
export const leadHeadersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\w-]+$/)
    .optional(),
  [ATTESTATION_HEADER.toLowerCase()]: z.string().max(512).optional(),
});
/**
 * A lead call's body: the kind's payload, checked in its order, the honeypot, kept to flag spam, and
 * where the lead came from, taken as it is: the route checks it on its own, so nothing in it can
 * refuse the lead (contracts/lead-attribution-schema.ts).
 */
export function leadBodySchema(payload: z.ZodObject) {
  return payload.extend({ [HONEYPOT_FIELD]: z.unknown().optional(), [ATTRIBUTION_FIELD]: z.unknown().optional() });
}
export const leadAcceptedSchema = z.object({
  status: z.enum(["received", "already received"]),
  /** Request a Demo only: whether the time asked for was booked, or kept for sales to confirm (contracts/demo-booking.ts). */
  booking: z.object({ status: z.enum(["confirmed", "tentative", "requested"]) }).optional(),
});

// Demo booking (contracts/demo-booking.ts): a day's free start times.
/** A demo's day: today to the longest booking horizon (the route applies the admins' own). */
export function demoDaySchema(calendar: Calendar) {
  return calendarDay(calendar, dayWindows.demo, {
    form: "Give the day as date=YYYY-MM-DD.",
    notADay: "The date is not a day of the calendar.",
    outside: (earliest, latest) => `Choose a day from ${earliest} to ${latest}.`,
  });
}
export function demoSlotsQuerySchema(calendar: Calendar) {
  return z.object({ date: demoDaySchema(calendar) });
}

const demoToken = z.string("The link's token is missing.").regex(DEMO_TOKEN_PATTERN, "The link's token is not one.");
export const demoLinkSchema = z.object({ token: demoToken });
const demoTime = z.string("Give the time as HH:MM.").regex(TIME_PATTERN, "Give the time as HH:MM.");
/** Where a demo moves to: a day and a start time, Malaysia time. */
export function demoMoveSchema(calendar: Calendar) {
  return z.object({ token: demoToken, date: demoDaySchema(calendar), time: demoTime });
}
/** The demo a link names, in Malaysia time. */
export const demoLinkAnswerSchema = z.object({
  /** "tentative": holding its time until `confirmBy` (epoch ms) for the visitor to confirm it. */
  status: z.enum(["confirmed", "tentative", "cancelled"]),
  date: z.string(),
  time: z.string(),
  minutes: z.number(),
  confirmBy: z.number().optional(),
});

export const demoSlotsSchema = z.object({
  timeZone: z.literal(DEMO_TIME_ZONE),
  date: z.string(),
  slots: z.array(z.object({ time: z.string() })),
  /** When the day has no free start: the next day that has one, within the booking horizon, or null. */
  nextDate: z.string().nullable(),
  /** How many days ahead one can book (the admins' horizon), and the last day that is. */
  horizonDays: z.number(),
  lastDate: z.string(),
});

// Check App Status (contracts/app-status.ts).
const statusResultSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  is_working: z.boolean(),
  duration: z.string(),
});
export const statusReportSchema = z.object(
  Object.fromEntries(statusResultKeys.map((key) => [key, statusResultSchema])) as Record<
    (typeof statusResultKeys)[number],
    typeof statusResultSchema
  >,
);
/** The callable function protocol's request: { data }, any JSON (the status check takes none). */
export const callableRequestSchema = z.object({ data: z.json() });
/** The callable function protocol's answers: { result } or { error: { status, message } }. */
export const callableResultSchema = z.object({ result: statusReportSchema });
export const callableErrorSchema = z.object({ error: z.object({ status: z.string(), message: z.string() }) });

// Attestation (contracts/attestation.ts): exactly what our challenges hold, so the library never sees another shape.
const hex = (length: number) => z.string().regex(new RegExp(`^[0-9a-f]{${length}}$`));
const hexKey = z
  .string()
  .max(128)
  .regex(/^[0-9a-f]{2,128}$/);
export const attestationChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.literal(POW_ALGORITHM),
    nonce: hex(32),
    salt: hex(32),
    cost: z.int().min(1).max(10_000_000),
    keyLength: z.int().min(1).max(64),
    keyPrefix: hexKey,
    keySignature: hex(64),
    expiresAt: z.int().min(1),
  }),
  signature: hex(64),
});
export const attestationExchangeSchema = z.strictObject({
  challenge: attestationChallengeSchema,
  solution: z.strictObject({ counter: z.int().min(0).max(0xffffffff), derivedKey: hexKey }),
});
export const attestationTokenSchema = z.object({ token: z.string(), ttl: z.string() });

// Check App Status's history and incidents (contracts/status-history.ts, contracts/status-incidents.ts).
export const publicIncidentUpdateSchema = z.object({
  status: z.enum(INCIDENT_STATUSES),
  message: z.string(),
  /** Milliseconds since the epoch. */
  at: z.number(),
});
export const publicIncidentSchema = z.object({
  id: z.number(),
  title: z.string(),
  groups: z.array(z.enum(STATUS_GROUP_IDS)),
  status: z.enum(INCIDENT_STATUSES),
  startedAt: z.number(),
  resolvedAt: z.number().nullable(),
  /** Newest first. */
  updates: z.array(publicIncidentUpdateSchema),
});
export type PublicIncident = z.infer<typeof publicIncidentSchema>;
const percent = z.number().min(0).max(100).nullable();
export const statusHistorySchema = z.object({
  /** When the answer was made; the page says how old its history is. */
  generatedAt: z.number(),
  groups: z.array(
    z.object({
      id: z.enum(STATUS_GROUP_IDS),
      /** HISTORY_DAYS Malaysian days, oldest first; uptime is null on a day without probes. */
      days: z.array(z.object({ start: z.number(), checks: z.number(), failures: z.number(), uptime: percent })),
      /**
       * The start of the first Malaysian day the group's target was probed (its oldest daily rollup,
       * kept 400 days), or null before the first probe: a new deployment's bars start there.
       */
      since: z.number().nullable(),
      uptime: z.object({ day: percent, week: percent, month: percent, quarter: percent }),
      /** The last 24 whole and current hours, oldest first: p50 and p95 of the working probes' times, in ms. */
      hours: z.array(z.object({ start: z.number(), p50: z.number().nullable(), p95: z.number().nullable() })),
    }),
  ),
  /** Open incidents, then those resolved in the last RECENT_INCIDENT_DAYS days, newest first. */
  incidents: z.array(publicIncidentSchema),
});
export type StatusHistory = z.infer<typeof statusHistorySchema>;

// "Was this helpful?" on a help article (contracts/help-votes.ts).
export const helpVoteSchema = z.object({
  /**
   * The article's slug: one of the repository's (helpArticleSlugs) or a console article's in the
   * page's language, which only the server knows (server/src/routes/help-votes.ts).
   */
  article: z.string().max(CMS_SLUG_MAX, "Unknown article.").regex(CMS_SLUG_PATTERN, "Unknown article."),
  helpful: z.boolean("Say whether the article helped: true or false."),
  comment: text({ lines: "several" })
    .max(HELP_COMMENT_MAX, `A comment has at most ${HELP_COMMENT_MAX} characters.`)
    .optional(),
  /** A random identifier the visitor's browser keeps; the server stores only its keyed hash. */
  visitor: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "The visitor identifier is not valid."),
  /** The honeypot: people leave it empty. */
  [HONEYPOT_FIELD]: z.unknown().optional(),
});
export type HelpVote = z.infer<typeof helpVoteSchema>;

/** A vote stored answers 201 with this; a visitor's second vote on an article answers 409, and the first stands. */
export const helpVoteAnswerSchema = z.object({ status: z.literal("counted") });
