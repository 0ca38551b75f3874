// The subscription form's check and call, with zod: loaded when the form is first focused or
// sent (subscribe-form.tsx). It holds none of the page's words, so it shares no module with a page.
import { STATUS_SUBSCRIPTIONS_PATH, statusSubscriptionSchema } from "@ikey/contracts/status-updates";
import { firstError } from "@ikey/contracts/validation";
import { honeypotOf } from "../../forms/honeypot";
import type { SendOutcome } from "../../forms/use-checked-submit";
import { serverMessage } from "./server-message";

type FormValues = Record<string, string | boolean>;

/** "Please enter email", then "Please enter valid email" (the contract's order). */
export const checkSubscription = (values: FormValues) => firstError(statusSubscriptionSchema, values);

/**
 * POST /status/subscriptions. The server answers 202 for any valid address (whether or not it is
 * already subscribed, and it sends the confirmation e-mail), else `{error, message}`: a refused
 * address (400) or too many tries (429) alerts the server's own words, anything else `failedAlert`.
 */
export async function sendSubscription(values: FormValues, failedAlert: string): Promise<SendOutcome> {
  const body = { ...statusSubscriptionSchema.parse(values), ...honeypotOf(values) };
  try {
    const response = await fetch(STATUS_SUBSCRIPTIONS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    });
    if (response.ok) return { sent: true };
    return { sent: false, alert: (await serverMessage(response)) ?? failedAlert };
  } catch {
    return { sent: false, alert: failedAlert };
  }
}
