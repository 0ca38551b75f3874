import { z } from "zod";
import { DAY_PATTERN, isCalendarDay, minutesOf, TIME_PATTERN } from "./demo-booking";
// Sets zod's jitless mode before any schema here is built: the console's CSP allows no eval.
import "./fields";

/*
 * What a sales member and the admins change about demo booking in the console (docs/decisions/
 * 0026-demo-booking.md): each member's weekly hours, days off, whether they take demos and their
 * daily maximum, and the booking rules. One set of checks, in the order they are read, that the
 * server's routes declare and the console's form runs before it sends.
 */

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Hours are set on this grid, so every demo starts at a time a person reads easily. */
export const HOURS_STEP_MINUTES = 5;
export const STRETCHES_PER_DAY_MAX = 8;
export const DAILY_MAXIMUM_RANGE = { min: 1, max: 48 } as const;
/** How many days one "days off" call may add: a long leave, not a decade by a typo. */
export const DAYS_OFF_PER_CHANGE_MAX = 366;

/** A check across fields runs only once each field passed its own: its message would be noise. */
function checkedSoFar(payload: { readonly issues: readonly unknown[] }): boolean {
  return payload.issues.length === 0;
}

function timeOf(weekday: string, part: "start" | "end") {
  const example = part === "start" ? "09:00" : "19:00";
  const message = `${weekday}: give each ${part} as a time such as ${example}`;
  return z
    .string(message)
    .regex(TIME_PATTERN, { message, abort: true })
    .refine(
      (time) => minutesOf(time) % HOURS_STEP_MINUTES === 0,
      `${weekday}: use times on ${HOURS_STEP_MINUTES}-minute steps, such as 09:05`,
    );
}

/** One weekday's stretches: each [start, end), on the grid, in order within the day and none overlapping. */
function dayOf(weekday: string) {
  const stretch = z
    .object({ start: timeOf(weekday, "start"), end: timeOf(weekday, "end") })
    .refine((range) => minutesOf(range.start) < minutesOf(range.end), {
      message: `${weekday}: each stretch must end after it starts`,
      path: ["end"],
      when: checkedSoFar,
    });
  return z
    .array(stretch, `${weekday}: give the stretches as a list`)
    .max(STRETCHES_PER_DAY_MAX, `${weekday}: set at most ${STRETCHES_PER_DAY_MAX} stretches`)
    .superRefine(
      (stretches, context) => {
        // In the order of their starts, each stretch against the one that reaches latest before it.
        const byStart = stretches
          .map((range, index) => ({ range, index }))
          .sort((a, b) => minutesOf(a.range.start) - minutesOf(b.range.start) || a.index - b.index);
        let reaching: (typeof byStart)[number] | undefined;
        for (const stretch of byStart) {
          if (reaching && minutesOf(stretch.range.start) < minutesOf(reaching.range.end)) {
            const { start, end } = stretch.range;
            context.addIssue({
              code: "custom",
              message: `${weekday}: ${start}–${end} overlaps ${reaching.range.start}–${reaching.range.end}`,
              path: [stretch.index, "start"],
            });
          }
          if (!reaching || minutesOf(stretch.range.end) > minutesOf(reaching.range.end)) reaching = stretch;
        }
      },
      { when: checkedSoFar },
    );
}

const [sunday, monday, tuesday, wednesday, thursday, friday, saturday] = WEEKDAY_NAMES.map(dayOf);

/** For each weekday, Sunday (0) to Saturday (6), the stretches a member takes demos in, Malaysia time. */
export const weeklyHoursSchema = z.tuple(
  [sunday, monday, tuesday, wednesday, thursday, friday, saturday] as [
    ReturnType<typeof dayOf>,
    ReturnType<typeof dayOf>,
    ReturnType<typeof dayOf>,
    ReturnType<typeof dayOf>,
    ReturnType<typeof dayOf>,
    ReturnType<typeof dayOf>,
    ReturnType<typeof dayOf>,
  ],
  "Give the weekly hours as seven days, Sunday first",
);

export const dailyMaximumSchema = z
  .int("The daily maximum must be a whole number")
  .min(DAILY_MAXIMUM_RANGE.min, `The daily maximum must be at least ${DAILY_MAXIMUM_RANGE.min}`)
  .max(DAILY_MAXIMUM_RANGE.max, `The daily maximum can be at most ${DAILY_MAXIMUM_RANGE.max}`);

/**
 * A member's availability as the form saves it. Without `dailyMaximum` the member's stays as it
 * is; a sales member may lower their own, only an admin may raise it.
 */
export const demoAvailabilityChangeSchema = z.object({
  takesDemos: z.boolean("Say whether demos can be booked with this member"),
  weeklyHours: weeklyHoursSchema,
  dailyMaximum: dailyMaximumSchema.optional(),
});
export type DemoAvailabilityChange = z.infer<typeof demoAvailabilityChangeSchema>;

function dayOff(which: string) {
  const message = `Give the ${which} day off as YYYY-MM-DD`;
  return z
    .string(message)
    .regex(DAY_PATTERN, { message, abort: true })
    .refine(isCalendarDay, `The ${which} day off is not a day of the calendar`);
}

/** Days off to add: one day, or `from` to `to`, both included. Not in the past (the server knows today). */
export const daysOffAdditionSchema = z
  .object({ from: dayOff("first"), to: dayOff("last").optional() })
  .refine((range) => range.to === undefined || range.to >= range.from, {
    message: "The last day off must be on or after the first",
    path: ["to"],
    when: checkedSoFar,
  });
export type DaysOffAddition = z.infer<typeof daysOffAdditionSchema>;

function minutesRule(name: string, min: number, max: number) {
  const range = `${name} must be from ${min} to ${max} minutes`;
  return z
    .int(`${name} must be a whole number of minutes`)
    .min(min, { message: range, abort: true })
    .max(max, { message: range, abort: true })
    .multipleOf(HOURS_STEP_MINUTES, `${name} must be in steps of ${HOURS_STEP_MINUTES} minutes`);
}

/** The bounds of the admins' rules. */
export const DEMO_RULE_BOUNDS = {
  lengthMinutes: { min: 15, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  noticeMinutes: { min: 0, max: 7 * 24 * 60 },
  horizonDays: { min: 1, max: 365 },
} as const;

export const demoRulesSchema = z.object({
  lengthMinutes: minutesRule(
    "The demo's length",
    DEMO_RULE_BOUNDS.lengthMinutes.min,
    DEMO_RULE_BOUNDS.lengthMinutes.max,
  ),
  bufferMinutes: minutesRule(
    "The buffer between demos",
    DEMO_RULE_BOUNDS.bufferMinutes.min,
    DEMO_RULE_BOUNDS.bufferMinutes.max,
  ),
  noticeMinutes: minutesRule(
    "The minimum notice",
    DEMO_RULE_BOUNDS.noticeMinutes.min,
    DEMO_RULE_BOUNDS.noticeMinutes.max,
  ),
  horizonDays: z
    .int("How far ahead must be a whole number of days")
    .min(
      DEMO_RULE_BOUNDS.horizonDays.min,
      `How far ahead must be from ${DEMO_RULE_BOUNDS.horizonDays.min} to ${DEMO_RULE_BOUNDS.horizonDays.max} days`,
    )
    .max(
      DEMO_RULE_BOUNDS.horizonDays.max,
      `How far ahead must be from ${DEMO_RULE_BOUNDS.horizonDays.min} to ${DEMO_RULE_BOUNDS.horizonDays.max} days`,
    ),
});
