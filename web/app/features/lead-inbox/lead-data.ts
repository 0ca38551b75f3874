import type { Conversation, InboxOptions, LeadDetail } from "@ikey/contracts/console-api-schemas";
import { redirect } from "react-router";
import { consoleApi } from "../../lib/console/console-api";
import { outcomeOf } from "../../lib/console/console-outcome";
import { screenData } from "../../lib/console/screen-data";

/** A lead's page's data: the lead, the forms and members its workflow offers, and its conversation. */
export const loadLead = (id: string) =>
  screenData(async () => {
    const [lead, options, conversation] = await Promise.all([
      consoleApi<LeadDetail>("GET", `/leads/${id}`),
      consoleApi<InboxOptions>("GET", "/leads/options"),
      consoleApi<Conversation>("GET", `/leads/${id}/conversation`),
    ]);
    return { lead, options, conversation };
  });

export type LeadAction =
  | { intent: "status"; status: string }
  | { intent: "assignee"; assigneeId: number | null; note?: string }
  | { intent: "note"; text: string }
  | { intent: "reply"; subject: string; body: string }
  | { intent: "outcome"; channel: string; outcome: string; note: string }
  | { intent: "erase" };

/** A lead page's actions, as its route's clientAction runs them: an erased lead leaves for the inbox. */
export async function changeLead(id: string, action: LeadAction) {
  switch (action.intent) {
    case "status":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/leads/${id}/status`, { status: action.status }),
        "Status saved.",
      );
    case "assignee":
      return outcomeOf(
        action.intent,
        () =>
          consoleApi("POST", `/leads/${id}/assignee`, {
            assigneeId: action.assigneeId,
            ...(action.note ? { note: action.note } : {}),
          }),
        "Assignee saved.",
      );
    case "note":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/leads/${id}/notes`, { text: action.text }),
        "Note added.",
      );
    case "reply":
      return outcomeOf(
        action.intent,
        () => consoleApi("POST", `/leads/${id}/replies`, { subject: action.subject, body: action.body }),
        "E-mail queued to send.",
      );
    case "outcome":
      return outcomeOf(
        action.intent,
        () =>
          consoleApi("POST", `/leads/${id}/contact-outcomes`, {
            channel: action.channel,
            outcome: action.outcome,
            ...(action.note.trim() ? { note: action.note } : {}),
          }),
        "Logged.",
      );
    case "erase": {
      const erased = await outcomeOf(action.intent, () => consoleApi("DELETE", `/leads/${id}`), "Erased.");
      if (erased.ok) throw redirect("/staff/leads");
      return erased;
    }
  }
}
