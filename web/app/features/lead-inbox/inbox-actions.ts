import { changeResponseTarget, type ResponseTargetAction } from "./first-response-data";
import { changeLeadAssignment, type LeadAssignmentAction } from "./lead-assignment-data";

/** The inbox's actions, both an admin's on the waiting panel: the response target and the assignment switch. */
export type InboxAction = ResponseTargetAction | LeadAssignmentAction;

export const inboxAction = (action: InboxAction) =>
  action.intent === "lead-assignment" ? changeLeadAssignment(action) : changeResponseTarget(action);
