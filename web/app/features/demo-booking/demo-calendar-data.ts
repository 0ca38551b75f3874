import type { ConsoleDemoChange, DemoCalendar, DemoFeedCreated } from "@ikey/contracts/console-api-schemas";
import type { DemoOutcome } from "@ikey/contracts/demo-booking";
import { consoleApi } from "../../lib/console/console-api";
import { outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { filtersOf } from "../../lib/console/filter-form";
import { screenData } from "../../lib/console/screen-data";

/** The address's parameters the demo calendar shows: the view (day or week) and a day in it. */
export const CALENDAR_PARAMETERS = ["view", "date"] as const;

/** The member's calendar feed: when its address was made, or null. */
export interface DemoFeedState {
  readonly createdAt: number | null;
}

/** The demo calendar's data, as its route loads it for the address's view and day: the demos and the member's feed. */
export const loadDemoCalendar = (search: string) =>
  screenData(async () => {
    const { query } = filtersOf(search, CALENDAR_PARAMETERS);
    const [calendar, feed] = await Promise.all([
      consoleApi<DemoCalendar>("GET", `/demos${query}`),
      consoleApi<DemoFeedState>("GET", "/demo-feed"),
    ]);
    return { calendar, feed };
  });

export type DemoCalendarAction =
  | { intent: "outcome"; id: number; outcome: DemoOutcome }
  | { intent: "move"; id: number; date: string; time: string; memberId?: number }
  | { intent: "cancel"; id: number }
  | { intent: "feed" };

/** The demo calendar's actions, as its route's clientAction runs them; each says what it did, or why not. */
export function changeDemoCalendar(action: DemoCalendarAction): Promise<ScreenOutcome> {
  switch (action.intent) {
    case "outcome":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/demos/${action.id}/outcome`, { outcome: action.outcome }),
        action.outcome === "held" ? "Demo marked held." : "Demo marked a no-show.",
      );
    case "move":
      return outcomeOf(
        action.intent,
        () =>
          consoleApi<ConsoleDemoChange>("POST", `/demos/${action.id}/move`, {
            date: action.date,
            time: action.time,
            ...(action.memberId === undefined ? {} : { memberId: action.memberId }),
          }),
        (moved) =>
          `Demo moved to ${moved.date} at ${moved.time} (Malaysia time), with ${moved.member}. Both sides have been e-mailed the new invitation.`,
      );
    case "cancel":
      return outcomeOf(
        action.intent,
        () => consoleApi<ConsoleDemoChange>("POST", `/demos/${action.id}/cancel`),
        "Demo cancelled. Both sides have been e-mailed, and the time is free again.",
      );
    case "feed":
      return outcomeOf(
        action.intent,
        () => consoleApi<DemoFeedCreated>("POST", "/demo-feed"),
        "Your calendar feed has a new address. Copy it now: it is shown only this once.",
      );
  }
}
