/*
 * Fair assignment of new leads (docs/decisions/0032-lead-assignment.md). No zod here, so the
 * console's pages can import it; the API's schema is in console-api-schemas.ts.
 */

/**
 * "automatic": each new lead goes, round robin, to a sales member on duty (and a lead left
 * unanswered past the response target is offered to the next one); "manual-only": the server
 * assigns nothing, and members hand leads out from the inbox.
 */
export const LEAD_ASSIGNMENT_MODES = ["automatic", "manual-only"] as const;
export type LeadAssignmentMode = (typeof LEAD_ASSIGNMENT_MODES)[number];

/** Until an admin changes it. */
export const DEFAULT_LEAD_ASSIGNMENT_MODE: LeadAssignmentMode = "automatic";

/** The days the round robin looks back: the member with the fewest leads handed out in them is next. */
export const FAIRNESS_WINDOW_DAYS = 7;

export const leadAssignmentModeLabels: Record<LeadAssignmentMode, string> = {
  automatic: "Automatic: round robin among the sales members on duty",
  "manual-only": "Manual only: members assign leads from the inbox",
};
