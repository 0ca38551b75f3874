import { z } from "zod";
import { type Calendar, dayNumberOf, dayWindows, LONGEST_HORIZON_DAYS } from "./calendar-day";
import { calendarDay } from "./calendar-day-schema";
import { minutesOf, TIME_PATTERN } from "./day-time";

// No compiled fast path, as in fields.ts: the console's Content-Security-Policy allows no eval.
z.config({ jitless: true });

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
export const DAYS_OFF_PER_CHANGE_MAX = 60;

/** The weekdays in the order the console shows them and the checks read them: Monday first, as Malaysia's week. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0].map((index) => ({
  index,
  name: WEEKDAY_NAMES[index] ?? "",
}));

/** A check across fields runs only once each field passed its own: its message would be noise. */
function checkedSoFar(payload: { readonly issues: readonly unknown[] }): boolean {
  return payload.issues.length === 0;
}

type Stretch = { readonly start: string; readonly end: string };
type WeekProblem = { readonly path: (string | number)[]; readonly message: string };

/** What is wrong with one time of a stretch, if anything: not a time, or off the grid. */
function timeProblem(time: string, weekday: string, part: "start" | "end"): string | undefined {
  if (!TIME_PATTERN.test(time))
    return `${weekday}: give each ${part} as a time such as ${part === "start" ? "09:00" : "19:00"}`;
  if (minutesOf(time) % HOURS_STEP_MINUTES !== 0) {
    return `${weekday}: use times on ${HOURS_STEP_MINUTES}-minute steps, such as 09:05`;
  }
  return undefined;
}

/** One weekday's problems: too many stretches, each stretch's times and order, then overlaps. */
function dayProblems(stretches: readonly Stretch[], weekday: number): WeekProblem[] {
  const name = WEEKDAY_NAMES[weekday] ?? "";
  if (stretches.length > STRETCHES_PER_DAY_MAX) {
    return [{ path: [weekday], message: `${name}: set at most ${STRETCHES_PER_DAY_MAX} stretches` }];
  }
  const problems: WeekProblem[] = [];
  stretches.forEach((range, index) => {
    const start = timeProblem(range.start, name, "start");
    const end = timeProblem(range.end, name, "end");
    if (start) problems.push({ path: [weekday, index, "start"], message: start });
    if (end) problems.push({ path: [weekday, index, "end"], message: end });
    if (!start && !end && minutesOf(range.start) >= minutesOf(range.end)) {
      problems.push({ path: [weekday, index, "end"], message: `${name}: each stretch must end after it starts` });
    }
  });
  if (problems.length > 0) return problems;
  // In the order of their starts, each stretch against the one that reaches latest before it.
  const byStart = stretches
    .map((range, index) => ({ range, index }))
    .sort((a, b) => minutesOf(a.range.start) - minutesOf(b.range.start) || a.index - b.index);
  let reaching: (typeof byStart)[number] | undefined;
  for (const stretch of byStart) {
    if (reaching && minutesOf(stretch.range.start) < minutesOf(reaching.range.end)) {
      const { start, end } = stretch.range;
      problems.push({
        path: [weekday, stretch.index, "start"],
        message: `${name}: ${start}–${end} overlaps ${reaching.range.start}–${reaching.range.end}`,
      });
    }
    if (!reaching || minutesOf(stretch.range.end) > minutesOf(reaching.range.end)) reaching = stretch;
  }
  return problems;
}

const stretchSchema = z.object({
  start: z.string("Give each start as a time such as 09:00"),
  end: z.string("Give each end as a time such as 19:00"),
});
const WEEK_MESSAGE = "Give the weekly hours as seven days, Sunday first";

/**
 * For each weekday, Sunday (0) to Saturday (6), the stretches [start, end) a member takes demos in,
 * Malaysia time: on the 5-minute grid, each ending after it starts, none overlapping. The problems
 * come in the order the console shows the days (Monday first), each naming its day.
 */
export const weeklyHoursSchema = z.array(z.array(stretchSchema, WEEK_MESSAGE), WEEK_MESSAGE).superRefine(
  (week, context) => {
    if (week.length !== WEEKDAY_NAMES.length) {
      context.addIssue({ code: "custom", message: WEEK_MESSAGE });
      return;
    }
    for (const { index } of WEEKDAYS_MONDAY_FIRST) {
      for (const problem of dayProblems(week[index] ?? [], index)) context.addIssue({ code: "custom", ...problem });
    }
  },
  { when: checkedSoFar },
);

/** A whole number from `min` to `max` (and on `step`), each failure with its own sentence. */
function wholeNumber(
  { min, max, step = 1 }: { readonly min: number; readonly max: number; readonly step?: number },
  messages: { readonly notWhole: string; readonly range: string; readonly step?: string },
) {
  return z
    .number(messages.notWhole)
    .refine(Number.isInteger, { message: messages.notWhole, abort: true })
    .refine((value) => value >= min && value <= max, { message: messages.range, abort: true })
    .refine((value) => value % step === 0, messages.step ?? messages.notWhole);
}

export const dailyMaximumSchema = wholeNumber(DAILY_MAXIMUM_RANGE, {
  notWhole: "The daily maximum must be a whole number",
  range: `The daily maximum must be from ${DAILY_MAXIMUM_RANGE.min} to ${DAILY_MAXIMUM_RANGE.max}`,
});

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

function dayOff(calendar: Calendar, which: string) {
  return calendarDay(calendar, dayWindows.dayOff, {
    form: `Give the ${which} day off as YYYY-MM-DD`,
    notADay: `The ${which} day off is not a day of the calendar`,
    outside: (earliest, latest) => `Give the ${which} day off from ${earliest} to ${latest}`,
  });
}

/** The days a range takes, both included: the range's checks read numbers, never the days themselves. */
const lengthOf = (range: { readonly from: string; readonly to?: string }) =>
  (dayNumberOf(range.to ?? range.from) ?? 0) - (dayNumberOf(range.from) ?? 0) + 1;

/**
 * Days off to add: one day, or `from` to `to`, both included, each from today to a year ahead and
 * at most DAYS_OFF_PER_CHANGE_MAX of them.
 */
export function daysOffAdditionSchema(calendar: Calendar) {
  return z
    .object({ from: dayOff(calendar, "first"), to: dayOff(calendar, "last").optional() })
    .refine((range) => lengthOf(range) >= 1, {
      message: "The last day off must be on or after the first",
      path: ["to"],
      when: checkedSoFar,
    })
    .refine((range) => lengthOf(range) <= DAYS_OFF_PER_CHANGE_MAX, {
      message: `Add at most ${DAYS_OFF_PER_CHANGE_MAX} days off at a time`,
      path: ["to"],
      when: checkedSoFar,
    });
}
export type DaysOffAddition = z.infer<ReturnType<typeof daysOffAdditionSchema>>;

function minutesRule(name: string, bounds: { readonly min: number; readonly max: number }) {
  return wholeNumber(
    { ...bounds, step: HOURS_STEP_MINUTES },
    {
      notWhole: `${name} must be a whole number of minutes`,
      range: `${name} must be from ${bounds.min} to ${bounds.max} minutes`,
      step: `${name} must be in steps of ${HOURS_STEP_MINUTES} minutes`,
    },
  );
}

/** The bounds of the admins' rules. */
export const DEMO_RULE_BOUNDS = {
  lengthMinutes: { min: 15, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  startEveryMinutes: { min: 5, max: 120 },
  noticeMinutes: { min: 0, max: 7 * 24 * 60 },
  horizonDays: { min: 1, max: LONGEST_HORIZON_DAYS },
} as const;

export const demoRulesSchema = z.object({
  lengthMinutes: minutesRule("The demo's length", DEMO_RULE_BOUNDS.lengthMinutes),
  bufferMinutes: minutesRule("The buffer between demos", DEMO_RULE_BOUNDS.bufferMinutes),
  startEveryMinutes: minutesRule("The time between start times", DEMO_RULE_BOUNDS.startEveryMinutes),
  noticeMinutes: minutesRule("The minimum notice", DEMO_RULE_BOUNDS.noticeMinutes),
  horizonDays: wholeNumber(DEMO_RULE_BOUNDS.horizonDays, {
    notWhole: "How far ahead must be a whole number of days",
    range: `How far ahead must be from ${DEMO_RULE_BOUNDS.horizonDays.min} to ${DEMO_RULE_BOUNDS.horizonDays.max} days`,
  }),
  confirmByEmail: z.boolean("Say whether visitors must confirm a booking from their e-mail"),
});
