import { cleanLine } from "@ikey/contracts/fields";
import { type Language, languageInfo } from "@ikey/contracts/languages";
import type { LeadKind } from "@ikey/contracts/lead-kind";
import { memberDisplayName } from "@ikey/contracts/lead-replies";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { formTitle } from "../outbox/form-titles";
import { contentLanguage, type LetterBlock, renderLetter } from "../outbox/letter";
import { enqueue, type OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime } from "../time";
import { leadNotificationWords } from "./lead-notification-words";
import { sentCopy } from "./sent-copy";

/** A member as the notification names them. */
interface NamedMember {
  readonly email: string;
  readonly name: string | null;
}

export interface NotifiedLead {
  readonly id: number;
  readonly kind: LeadKind;
  readonly payload: Record<string, unknown>;
  readonly submittedAt: number;
  /** The language of the page the form was on: the one to answer the visitor in. */
  readonly language: Language;
  /** The booked demo, if the lead has one that holds its slot. */
  readonly booking?: { readonly startsAt: number; readonly host: NamedMember; readonly tentative: boolean };
  readonly assignee?: NamedMember & { readonly language: Language };
  /** Where it came from: the campaign's source and name, else the referring site (docs/decisions/0027). */
  readonly source: {
    readonly utmSource: string | null;
    readonly utmCampaign: string | null;
    readonly referrerHost: string | null;
  };
  readonly page: string | null;
}

export interface NotificationLinks {
  /** The sales team's address. */
  readonly to: string;
  readonly consoleUrl: string;
  /** Where a reply to the notification is kept in the lead's history, beside the visitor (conversations). */
  readonly historyAddress?: string;
}

/** The demo as the notification says it: the booking, or the time the visitor typed. */
function bookingLine(lead: NotifiedLead, language: Language): string | undefined {
  const words = leadNotificationWords[language];
  if (lead.booking) {
    const when = formatMalaysiaTime(lead.booking.startsAt, language);
    const host = memberDisplayName(lead.booking.host) || lead.booking.host.email;
    return lead.booking.tentative ? words.tentative(when, host) : words.booked(when, host);
  }
  const date = cleanLine(String(lead.payload.appointmentDate ?? "")).trim();
  const time = cleanLine(String(lead.payload.appointmentTime ?? "")).trim();
  return date || time ? words.requested(date, time) : undefined;
}

function sourceText(lead: NotifiedLead, language: Language): string {
  const { utmSource, utmCampaign, referrerHost } = lead.source;
  const campaign = [utmSource, utmCampaign].filter(Boolean).join(" / ");
  return campaign || referrerHost || leadNotificationWords[language].direct;
}

/**
 * The sales team's e-mail about a new lead, a person can act on: in the language of the member it
 * is assigned to (English while nobody has it), every field under its label, Malaysia time, the
 * booked demo or the typed request, the assignee, the source and a link to the lead's page.
 * Replying answers the visitor; with the conversations' address beside them, the reply is kept in
 * the lead's history too (docs/decisions/0041-conversations.md).
 */
export function leadNotification(lead: NotifiedLead, links: NotificationLinks): OutboxMessage {
  const language = lead.assignee?.language ?? "en";
  const words = leadNotificationWords[language];
  const leadUrl = new URL(`/staff/leads/${lead.id}`, links.consoleUrl).href;
  const info = languageInfo[lead.language];
  const booking = bookingLine(lead, language);
  const assignee = lead.assignee ? memberDisplayName(lead.assignee) || lead.assignee.email : words.nobody;
  const about: [string, string][] = [
    [words.received, formatMalaysiaTime(lead.submittedAt, language)],
    // Which language to answer the visitor in: the language of the page the form was on.
    [words.answerIn, `${info.nativeName}${lead.language === "en" ? "" : ` (${info.hreflang})`}`],
    ...(booking ? [[words.booking, booking] as [string, string]] : []),
    [words.assignee, assignee],
    [words.source, sourceText(lead, language)],
    ...(lead.page ? [[words.page, lead.page] as [string, string]] : []),
  ];
  const who = String(lead.payload[lead.kind.subjectField] ?? "");
  const form = formTitle(lead.kind, language);
  const subject = cleanLine(words.subject(form, who)).slice(0, 200);
  const blocks: LetterBlock[] = [
    { paragraph: [words.arrived(form)] },
    // In the plain text a link shows its address: the words before it say what it opens.
    { paragraph: [words.open, { text: leadUrl, href: leadUrl }] },
    { ...sentCopy(lead.kind, lead.payload, language), heading: words.sent },
    { heading: words.about, rows: about },
    { paragraph: [words.replyHint] },
  ];
  const { text, html } = renderLetter({ htmlLang: languageInfo[language].htmlLang, title: subject, blocks });
  const visitor = String(lead.payload.email ?? "");
  return {
    to: links.to,
    replyTo: visitor,
    ...(links.historyAddress && visitor ? { alsoReplyTo: links.historyAddress } : {}),
    subject,
    text,
    html,
    headers: contentLanguage(language),
  };
}

/**
 * Queues the notification in the lead's transaction, after its booking and assignment, so it
 * names both as they committed.
 */
export async function queueLeadNotification(
  trx: Kysely<Database>,
  lead: Omit<NotifiedLead, "booking" | "assignee" | "source" | "page">,
  links: NotificationLinks,
): Promise<void> {
  const row = await trx
    .selectFrom("leads")
    .leftJoin("staff", "staff.id", "leads.assignee_id")
    .select([
      "leads.page",
      "leads.utm_source",
      "leads.utm_campaign",
      "leads.referrer_host",
      "staff.email",
      "staff.name",
      "staff.language as member_language",
    ])
    .where("leads.id", "=", lead.id)
    .executeTakeFirstOrThrow();
  const demo = await trx
    .selectFrom("demo_bookings")
    .innerJoin("staff", "staff.id", "demo_bookings.staff_id")
    .select(["demo_bookings.starts_at", "demo_bookings.status", "staff.email", "staff.name"])
    .where("demo_bookings.lead_id", "=", lead.id)
    .where("demo_bookings.status", "in", ["confirmed", "tentative"])
    .orderBy("demo_bookings.id", "desc")
    .executeTakeFirst();
  const notified: NotifiedLead = {
    ...lead,
    page: row.page,
    source: { utmSource: row.utm_source, utmCampaign: row.utm_campaign, referrerHost: row.referrer_host },
    ...(row.email && row.member_language
      ? { assignee: { email: row.email, name: row.name, language: row.member_language } }
      : {}),
    ...(demo
      ? {
          booking: {
            startsAt: Number(demo.starts_at),
            host: { email: demo.email, name: demo.name },
            tentative: demo.status === "tentative",
          },
        }
      : {}),
  };
  await enqueue(trx, { leadId: lead.id }, leadNotification(notified, links), lead.submittedAt);
}
