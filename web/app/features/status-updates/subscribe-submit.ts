// The subscription form's check and call, with zod: loaded when the form is first focused or
// sent (subscribe-form.tsx). Of the page's words it holds only the checks' alerts.
import { STATUS_SUBSCRIPTIONS_PATH, statusSubscriptionSchemaWith } from "@ikey/contracts/status-updates";
import { firstError } from "@ikey/contracts/validation";
import { fieldAlerts } from "../../forms/field-alerts";
import { honeypotOf } from "../../forms/honeypot";
import type { FormValues } from "../../forms/read-form";
import type { SendOutcome } from "../../forms/use-form-submit";
import { languageHeader } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";
import { serverMessage } from "./server-message";

/** The contract's checks, alerting in the page's language. */
const schema = statusSubscriptionSchemaWith(
  { email: m.status_subscribe_email_required(), emailInvalid: m.status_subscribe_email_invalid() },
  fieldAlerts(),
);

/** "Please enter email", then "Please enter valid email" (the contract's order). */
export const check = (values: FormValues) => firstError(schema, values);

/**
 * POST /status/subscriptions. The server answers 202 for any valid address (whether or not it is
 * already subscribed, and it sends the confirmation e-mail), else `{error, message}`: a refused
 * address (400) or too many tries (429) alerts the server's own words when it wrote them in the
 * page's language (server-message.ts); for anything else the form alerts its own failure.
 */
export async function send(values: FormValues): Promise<SendOutcome> {
  const body = { ...schema.parse(values), ...honeypotOf(values) };
  try {
    const response = await fetch(STATUS_SUBSCRIPTIONS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...languageHeader },
      body: JSON.stringify(body),
      cache: "no-store",
    });
    if (response.ok) return { sent: true };
    return { sent: false, alert: await serverMessage(response) };
  } catch {
    return { sent: false };
  }
}
