import type { ResponseTarget, WaitingLeads } from "@ikey/contracts/console-api-schemas";
import { businessDuration } from "@ikey/contracts/first-response";
import { consoleApi } from "../../lib/console/console-api";
import { outcomeOf } from "../../lib/console/console-outcome";

/** The leads still waiting for a first contact, per member, and the target (docs/decisions/0029). */
export const loadWaitingLeads = () => consoleApi<WaitingLeads>("GET", "/first-response");

/** An admin's new response target, in business minutes, as the inbox's form sends it. */
export type ResponseTargetAction = { readonly intent: "response-target"; readonly targetMinutes: number | null };

/** Saves the target (an admin's; the server refuses anyone else, and anything out of bounds). */
export const changeResponseTarget = (action: ResponseTargetAction) =>
  outcomeOf(
    action.intent,
    () => consoleApi<ResponseTarget>("POST", "/first-response/target", { targetMinutes: action.targetMinutes }),
    (saved) => `Response target saved: ${businessDuration(saved.targetMinutes)} of business time.`,
  );
