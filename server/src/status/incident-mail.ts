import { type Language, languageInfo, pathInLanguage } from "@ikey/contracts/languages";
import { listGroupTitles } from "@ikey/contracts/status-history";
import { STATUS_UPDATES_PAGE } from "@ikey/contracts/status-updates";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { contentLanguage } from "../outbox/letter";
import { enqueue } from "../outbox/outbox-store";
import { formatMalaysiaTime } from "../time";
import type { IncidentUpdate, StoredIncident } from "./incident-store";
import { statusMailWords } from "./status-mail-words";
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
    .select(["id", "email", "language"])
    .where("confirmed_at", "is not", null)
    .orderBy("id")
    .execute();
  for (const subscriber of subscribers) {
    const id = Number(subscriber.id);
    const { language } = subscriber;
    const words = statusMailWords[language];
    const state = words.states[update.status];
    const page = (path: string) => new URL(pathInLanguage(path, language), context.siteUrl);
    const token = await context.tokens.sign("unsubscribe", id, subscriber.email);
    const pageUrl = `${page("/check-app-status").href}#incident-${incident.id}`;
    const unsubscribePage = `${page(STATUS_UPDATES_PAGE).href}#unsubscribe=${token}`;
    const oneClick = new URL(`/status/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, context.siteUrl)
      .href;
    await enqueue(
      db,
      { subscriberId: id },
      {
        to: subscriber.email,
        replyTo: context.supportEmail,
        subject: words.incidentSubject(state, incident.title),
        text: [
          `${state}: ${incident.title}`,
          words.affected(groupList(incident, language)),
          formatMalaysiaTime(update.at, language),
          "",
          update.message,
          "",
          words.follow(pageUrl),
          "",
          words.why,
          words.unsubscribe(unsubscribePage),
        ].join("\n"),
        headers: {
          "List-Unsubscribe": `<${oneClick}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          ...contentLanguage(language),
        },
      },
      now,
    );
  }
  return subscribers.length;
}

/** The incident's groups in the reader's language, as one list ("Pusat dan Aplikasi (Guru)"). */
function groupList(incident: Pick<StoredIncident, "groups">, language: Language): string {
  const { groups } = statusMailWords[language];
  return listGroupTitles(incident.groups, languageInfo[language].htmlLang, (group) => groups[group.id]);
}

/** The double opt-in's only e-mail: nothing else is sent before the address confirms. */
export async function queueConfirmationMail(
  db: Kysely<Database>,
  subscriber: { readonly id: number; readonly email: string; readonly language: Language },
  context: IncidentMailContext,
  now: number,
): Promise<void> {
  const words = statusMailWords[subscriber.language];
  const token = await context.tokens.sign("confirm", subscriber.id, subscriber.email);
  const page = new URL(pathInLanguage(STATUS_UPDATES_PAGE, subscriber.language), context.siteUrl).href;
  await enqueue(
    db,
    { subscriberId: subscriber.id },
    {
      to: subscriber.email,
      replyTo: context.supportEmail,
      subject: words.confirmSubject,
      text: [words.confirmAsked, "", words.confirm(`${page}#confirm=${token}`), "", words.notYou].join("\n"),
      headers: contentLanguage(subscriber.language),
    },
    now,
  );
}
