import type { LeadAssignment } from "@ikey/contracts/console-api-schemas";
import type { LeadAssignmentMode } from "@ikey/contracts/lead-assignment";
import { consoleApi } from "../../lib/console/console-api";
import { outcomeOf } from "../../lib/console/console-outcome";

/** How new leads are assigned (docs/decisions/0032-lead-assignment.md). */
export const loadLeadAssignment = () => consoleApi<LeadAssignment>("GET", "/lead-assignment");

/** An admin's choice of how new leads are assigned, as the inbox's form sends it. */
export type LeadAssignmentAction = { readonly intent: "lead-assignment"; readonly mode: LeadAssignmentMode };

/** Saves the switch (an admin's; the server refuses anyone else). */
export const changeLeadAssignment = (action: LeadAssignmentAction) =>
  outcomeOf(
    action.intent,
    () => consoleApi<LeadAssignment>("POST", "/lead-assignment", { mode: action.mode }),
    (saved) =>
      saved.mode === "automatic"
        ? "New leads are assigned automatically again."
        : "New leads are now assigned by hand only.",
  );
