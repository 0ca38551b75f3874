// The /status-updates page's call, with zod for the token's check: loaded once the page has read a
// link's token (subscriber-link.tsx). It holds none of the page's words, so it shares no module with a page.
import { STATUS_SUBSCRIPTIONS_PATH, subscriberTokenSchema } from "@ikey/contracts/status-updates";
import { languageHeader } from "../../lib/site-language";
import { serverMessage } from "./server-message";

export type SubscriberAction = "confirm" | "unsubscribe";

/**
 * Done; refused for good (a link that is not valid, or has expired); or failed, worth another try.
 * `message` is the server's own words, null when it gave none in the page's language (the page then
 * says it in its own words).
 */
export type ActionOutcome =
  | { readonly kind: "done" }
  | { readonly kind: "refused" | "failed"; readonly message: string | null };

/**
 * POST /status/subscriptions/confirm or /unsubscribe with the link's token. A token that cannot be
 * one is refused here, without a request. 400 and 410 mean the link will never work; anything else
 * (too many tries, a server or network failure) may work on another try.
 */
export async function sendSubscriberAction(action: SubscriberAction, token: string): Promise<ActionOutcome> {
  const checked = subscriberTokenSchema.safeParse({ token });
  if (!checked.success) return { kind: "refused", message: null };
  try {
    const response = await fetch(`${STATUS_SUBSCRIPTIONS_PATH}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...languageHeader },
      body: JSON.stringify(checked.data),
      cache: "no-store",
    });
    if (response.ok) return { kind: "done" };
    const refused = response.status === 400 || response.status === 410;
    return { kind: refused ? "refused" : "failed", message: await serverMessage(response) };
  } catch {
    return { kind: "failed", message: null };
  }
}
