import type { DemoHours, DemoHoursChanged } from "@ikey/contracts/console-api-schemas";
import type { DemoSettings } from "@ikey/contracts/demo-booking";
import type { DaysOffAddition, DemoAvailabilityChange } from "@ikey/contracts/demo-booking-hours";
import { consoleApi } from "../../lib/console/console-api";
import { outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { screenData } from "../../lib/console/screen-data";
import { dayLabel } from "./demo-hours-wording";

/** The demo hours screen's data (the rules, and the member's own hours or, for an admin, every sales member's). */
export const loadDemoHours = () => screenData(() => consoleApi<DemoHours>("GET", "/demo-hours"));

/** The demo hours screen's actions, as its forms send them to the route's clientAction. */
export type DemoHoursAction =
  | ({ intent: "hours"; id: number; email: string } & DemoAvailabilityChange)
  | ({ intent: "add-days-off"; id: number; email: string } & DaysOffAddition)
  | { intent: "remove-day-off"; id: number; email: string; day: string }
  | ({ intent: "rules" } & DemoSettings);

/**
 * Booked demos a change leaves outside the member's availability (`where`) stay booked: the
 * outcome says how many, so the member moves or cancels them.
 */
function withDemosOutside(done: string, where: string) {
  return ({ demosOutside }: DemoHoursChanged) => {
    if (demosOutside === 0) return done;
    if (demosOutside === 1) {
      return `${done} 1 demo already booked is ${where} and stays booked: move or cancel it from its lead.`;
    }
    return `${done} ${demosOutside} demos already booked are ${where} and stay booked: move or cancel them from their leads.`;
  };
}

/** Runs one of the screen's actions in its route's clientAction, saying what it did or why not. */
export function changeDemoHours(action: DemoHoursAction): Promise<ScreenOutcome<DemoHoursChanged | DemoSettings>> {
  switch (action.intent) {
    case "hours": {
      const { intent, id, email, ...change } = action;
      return outcomeOf(
        intent,
        () => consoleApi<DemoHoursChanged>("POST", `/demo-hours/${id}`, change),
        withDemosOutside(`Demo hours saved for ${email}.`, "outside these hours"),
      );
    }
    case "add-days-off": {
      const { intent, id, email, from, to } = action;
      const days = to && to !== from ? `${dayLabel(from)} to ${dayLabel(to)}` : dayLabel(from);
      return outcomeOf(
        intent,
        () => consoleApi<DemoHoursChanged>("POST", `/demo-hours/${id}/days-off`, to ? { from, to } : { from }),
        withDemosOutside(`Days off added for ${email}: ${days}.`, "on these days"),
      );
    }
    case "remove-day-off":
      return outcomeOf(
        action.intent,
        () => consoleApi<DemoHoursChanged>("DELETE", `/demo-hours/${action.id}/days-off/${action.day}`),
        `${dayLabel(action.day)} is no longer a day off for ${action.email}.`,
      );
    case "rules": {
      const { intent, ...rules } = action;
      return outcomeOf(intent, () => consoleApi<DemoSettings>("POST", "/demo-rules", rules), "Booking rules saved.");
    }
  }
}
