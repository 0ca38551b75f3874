import { z } from "zod";
import { type FieldMessages, fieldMessages, requiredEmail } from "./fields";
import { HONEYPOT_FIELD } from "./validation";

/*
 * E-mail updates on incidents (docs/decisions/0016): double opt-in subscriptions,
 * one-click unsubscribe, and the Atom feed. The form's schema is here; the page loads it when the
 * visitor first sends the form.
 */

export const STATUS_SUBSCRIPTIONS_PATH = "/status/subscriptions";
export const STATUS_FEED_PATH = "/status/feed.atom";
/** The page the e-mails link to: it confirms or unsubscribes with the token in its fragment. */
export const STATUS_UPDATES_PAGE = "/status-updates";
/** An unconfirmed address is forgotten after this many days. */
export const UNCONFIRMED_SUBSCRIBER_DAYS = 7;

/**
 * The subscription form's alerts, in the order it checks them. The server answers with these; a
 * translated form passes its own.
 */
export const statusSubscriptionMessages = {
  email: "Please enter email",
  emailInvalid: "Please enter valid email",
};

export type StatusSubscriptionMessages = { readonly [Key in keyof typeof statusSubscriptionMessages]: string };

export function statusSubscriptionSchemaWith(
  messages: StatusSubscriptionMessages,
  field: FieldMessages = fieldMessages,
) {
  return z.object({ email: requiredEmail(messages.email, messages.emailInvalid, field) });
}

export const statusSubscriptionSchema = statusSubscriptionSchemaWith(statusSubscriptionMessages);
export type StatusSubscription = z.infer<typeof statusSubscriptionSchema>;

export const statusSubscriptionBodySchema = statusSubscriptionSchema.extend({
  [HONEYPOT_FIELD]: z.unknown().optional(),
});

/** What the server answers a token it cannot read with; the page says it in its own words. */
export const subscriberTokenMessages = { invalid: "This link is not valid." };

/** A confirmation or unsubscribe token: the subscriber's id and a keyed hash (base64url, 22 characters). */
export const subscriberTokenSchema = z.object({
  token: z
    .string(subscriberTokenMessages.invalid)
    .max(200, subscriberTokenMessages.invalid)
    .regex(/^\d{1,15}\.[\w-]{22}$/, subscriberTokenMessages.invalid),
});
