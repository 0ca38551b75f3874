import { business } from "@ikey/contracts/business";
import { type Language, languageInfo } from "@ikey/contracts/languages";
import { type LeadKind, leadContact } from "@ikey/contracts/lead-kind";
import { isMailAddress } from "@ikey/contracts/validation";
import type { Kysely } from "kysely";
import { nextOpening } from "../calendar/next-opening";
import type { Database } from "../db/schema";
import { AUTOMATIC_HEADERS, contentLanguage, renderLetter } from "../outbox/letter";
import { enqueue, type OutboxMessage } from "../outbox/outbox-store";
import { claimAutoReply, recordAutoReply } from "./auto-reply-throttle";
import { type Asker, autoReplyWords, type RepliedKind } from "./auto-reply-words";
import { sentCopy } from "./sent-copy";

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function formatted(
  formats: Map<Language, Intl.DateTimeFormat>,
  language: Language,
  options: Intl.DateTimeFormatOptions,
) {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageInfo[language].htmlLang, { timeZone: "Asia/Kuala_Lumpur", ...options });
    formats.set(language, format);
  }
  return format;
}

/** The day and the time of a moment in Malaysia, as the language writes them: "Monday, 7 December 2026", "9:00 am". */
function malaysianDayAndTime(at: number, language: Language): { day: string; time: string } {
  return {
    day: formatted(dayFormats, language, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
      at,
    ),
    // Malay spells the day's part out ("9:00 pagi"), as time.ts does, not CLDR's "PG".
    time: formatted(timeFormats, language, {
      hour: "numeric",
      minute: "2-digit",
      ...(language === "ms" ? { dayPeriod: "long" } : {}),
    }).format(at),
  };
}

function isRepliedKind(name: string): name is RepliedKind {
  return name in autoReplyWords.en.subject;
}

/**
 * The automatic reply to a lead, in the language of the page it came from: thanks and what happens
 * next, when to expect us (now, or from the next opening of the business hours), a copy of what was
 * sent and the support e-mail and WhatsApp. Plain text and the same as HTML; it replies to support.
 * Null when the lead gives no address a mail header may hold (the forms refuse those already).
 */
export function autoReplyMail(
  kind: LeadKind,
  payload: Record<string, unknown>,
  { language, at }: { readonly language: Language; readonly at: number },
): OutboxMessage | null {
  const contact = leadContact(kind, payload);
  if (!isMailAddress(contact.email) || !isRepliedKind(kind.name)) return null;
  const words = autoReplyWords[language];
  const asker: Asker = {
    name: contact.name,
    company: contact.company,
    phone: contact.phone,
    asked: `${String(payload.appointmentDate ?? "")} ${String(payload.appointmentTime ?? "")}`.trim(),
  };
  const opening = nextOpening(at);
  const { day, time } = malaysianDayAndTime(opening, language);
  const subject = words.subject[kind.name];
  const letter = renderLetter({
    htmlLang: languageInfo[language].htmlLang,
    title: subject,
    blocks: [
      { paragraph: [words.greeting(asker)] },
      { paragraph: [words.nextSteps[kind.name](asker)] },
      { paragraph: [opening === at ? words.openNow : words.closedUntil(day, time)] },
      sentCopy(kind, payload, language),
      { paragraph: words.contacts },
      { paragraph: [words.signature] },
      { paragraph: [words.notYou] },
    ],
  });
  return {
    to: contact.email,
    replyTo: business.supportEmail,
    subject,
    ...letter,
    headers: { ...AUTOMATIC_HEADERS, ...contentLanguage(language) },
  };
}

export interface RepliedLead {
  readonly id: number;
  readonly kind: LeadKind;
  readonly payload: Record<string, unknown>;
  readonly language: Language;
  readonly submittedAt: number;
  /** The address's key for the hourly limit (auto-reply-throttle.ts). */
  readonly addressKey: string;
}

/**
 * In the lead's transaction: queues its automatic reply, unless its address had one in the last
 * hour. When the lead already sent the visitor an e-mail that carries what the reply says (a
 * booked demo's confirmation), that e-mail is the reply: only the hour is recorded, so one lead
 * makes one e-mail. Answers whether a reply goes: queued here, or the confirmation.
 */
export async function queueAutoReply(
  trx: Kysely<Database>,
  lead: RepliedLead,
  { answeredBy }: { readonly answeredBy?: "confirmation" } = {},
): Promise<boolean> {
  if (answeredBy === "confirmation") {
    await recordAutoReply(trx, lead.addressKey, lead.submittedAt);
    return true;
  }
  const mail = autoReplyMail(lead.kind, lead.payload, { language: lead.language, at: lead.submittedAt });
  if (!mail || !(await claimAutoReply(trx, lead.addressKey, lead.submittedAt))) return false;
  await enqueue(trx, { leadId: lead.id }, mail, lead.submittedAt);
  return true;
}
