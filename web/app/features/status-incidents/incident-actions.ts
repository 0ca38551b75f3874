import type {
  ConsoleIncident,
  IncidentOpening,
  IncidentSuggestion,
  IncidentUpdateInput,
} from "@ikey/contracts/console-api-schemas";
import { consoleApi } from "../../lib/console/console-api";
import { outcomeOf, type ScreenOutcome } from "../../lib/console/console-outcome";
import { groupTitles } from "./incident-wording";

/** The incident desk's actions, as its forms send them to the route's clientAction. */
export type IncidentAction =
  | ({ intent: "open" } & IncidentOpening)
  | ({ intent: "update"; id: number } & IncidentUpdateInput)
  | { intent: "dismiss"; id: number; groups: IncidentSuggestion["groups"] };

/** What opening an incident answers: the incident, whose heading then takes the keyboard. */
export type IncidentOpened = { readonly incident: ConsoleIncident };

/**
 * The incident desk's actions, as its route's clientAction runs them. A refusal is an outcome
 * too, not an error: the desk is read again after it either way, so an incident someone else
 * resolved meanwhile (409) shows resolved beside the sentence saying so.
 */
export function changeIncidentDesk(action: IncidentAction): Promise<ScreenOutcome> {
  switch (action.intent) {
    case "open": {
      const { intent, ...opening } = action;
      return outcomeOf(
        intent,
        () => consoleApi<IncidentOpened>("POST", "/incidents", opening),
        `Incident opened: ${opening.title.trim()}.`,
      );
    }
    case "update": {
      const { intent, id, status, message } = action;
      const update: IncidentUpdateInput = { status, message };
      return outcomeOf(
        intent,
        () => consoleApi("POST", `/incidents/${id}/updates`, update),
        status === "resolved" ? "Incident resolved." : "Update posted.",
      );
    }
    case "dismiss":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/incident-suggestions/${action.id}/dismiss`),
        `Suggestion for ${groupTitles(action.groups)} dismissed.`,
      );
  }
}
