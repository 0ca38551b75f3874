import { groupTitles } from "@ikey/contracts/status-history";
import { incidentStatusLabels } from "@ikey/contracts/status-incidents";
import { STATUS_UPDATES_PAGE } from "@ikey/contracts/status-updates";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import { formatMalaysiaTime } from "../time";
import type { IncidentUpdate, StoredIncident } from "./incident-store";
import type { SubscriberTokens } from "./subscriber-tokens";

export interface IncidentMailContext {
  /** The public site's address, for the page and unsubscribe links. */
  readonly siteUrl: string;
  readonly supportEmail: string;
  readonly tokens: SubscriberTokens;
}

/**
 * Queues the update to every confirmed subscriber, in the caller's transaction (so the update and
 * its e-mails commit together). Each message carries its own unsubscribe link and RFC 8058's
 * one-click headers. Call `tokens.ready()` before the transaction. Resolves with how many.
 */
export async function queueIncidentMail(
  db: Kysely<Database>,
  incident: StoredIncident,
  update: Pick<IncidentUpdate, "status" | "message" | "at">,
  context: IncidentMailContext,
  now: number,
): Promise<number> {
  const subscribers = await db
    .selectFrom("status_subscribers")
    .select(["id", "email"])
    .where("confirmed_at", "is not", null)
    .orderBy("id")
    .execute();
  const groups = groupTitles(incident.groups);
  const status = incidentStatusLabels[update.status];
  const pageUrl = new URL(`/check-app-status#incident-${incident.id}`, context.siteUrl).href;
  for (const subscriber of subscribers) {
    const id = Number(subscriber.id);
    const token = await context.tokens.sign("unsubscribe", id, subscriber.email);
    const unsubscribePage = new URL(`${STATUS_UPDATES_PAGE}#unsubscribe=${token}`, context.siteUrl).href;
    const oneClick = new URL(`/status/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, context.siteUrl)
      .href;
    await enqueue(
      db,
      { subscriberId: id },
      {
        to: subscriber.email,
        replyTo: context.supportEmail,
        subject: `[iKEY status] ${status}: ${incident.title}`,
        text: [
          `${status}: ${incident.title}`,
          `Affected: ${groups}`,
          formatMalaysiaTime(update.at),
          "",
          update.message,
          "",
          `Follow this incident: ${pageUrl}`,
          "",
          "You receive this because you subscribed to iKEY's status updates.",
          `Unsubscribe: ${unsubscribePage}`,
        ].join("\n"),
        headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      now,
    );
  }
  return subscribers.length;
}

/** The double opt-in's only e-mail: nothing else is sent before the address confirms. */
export async function queueConfirmationMail(
  db: Kysely<Database>,
  subscriber: { readonly id: number; readonly email: string },
  context: IncidentMailContext,
  now: number,
): Promise<void> {
  const token = await context.tokens.sign("confirm", subscriber.id, subscriber.email);
  const confirmPage = new URL(`${STATUS_UPDATES_PAGE}#confirm=${token}`, context.siteUrl).href;
  await enqueue(
    db,
    { subscriberId: subscriber.id },
    {
      to: subscriber.email,
      replyTo: context.supportEmail,
      subject: "Confirm your iKEY status updates",
      text: [
        "Someone, probably you, asked for e-mails about incidents on iKEY's services at this address.",
        "",
        `Confirm the subscription: ${confirmPage}`,
        "",
        "If it was not you, ignore this e-mail: nothing more will be sent, and the address is forgotten in a week.",
      ].join("\n"),
    },
    now,
  );
}
