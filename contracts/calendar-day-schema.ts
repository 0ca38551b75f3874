import { z } from "zod";
import { type Calendar, dayNumberOf, dayTextOf, type WindowOfDays } from "./calendar-day";

// No compiled fast path, as in fields.ts: the console's Content-Security-Policy allows no eval.
z.config({ jitless: true });

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

export interface CalendarDayMessages {
  /** Not written as YYYY-MM-DD. */
  readonly form: string;
  /** Written so, but not a day of the calendar (2026-02-30). */
  readonly notADay: string;
  /** A real day outside the field's window, which the message names. */
  readonly outside: (earliest: string, latest: string) => string;
}

/**
 * A day field: "YYYY-MM-DD", a real day, within `window` of the calendar's today; each failure with
 * its own sentence, the window's days named in the last. Its value stays the text it was.
 */
export function calendarDay(calendar: Calendar, window: WindowOfDays, messages: CalendarDayMessages) {
  return z.string(messages.form).superRefine((text, context) => {
    if (!DAY_TEXT.test(text)) {
      context.addIssue({ code: "custom", message: messages.form });
      return;
    }
    const day = dayNumberOf(text);
    if (day === null) {
      context.addIssue({ code: "custom", message: messages.notADay });
      return;
    }
    const { earliest, latest } = window(calendar.today());
    if (day < earliest || day > latest) {
      context.addIssue({ code: "custom", message: messages.outside(dayTextOf(earliest), dayTextOf(latest)) });
    }
  });
}
