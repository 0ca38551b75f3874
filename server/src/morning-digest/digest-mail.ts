import { business } from "@ikey/contracts/business";
import { type Language, languageInfo } from "@ikey/contracts/languages";
import { formTitle, type TitledForm } from "../outbox/form-titles";
import { leadWho } from "../outbox/lead-naming";
import { contentLanguage, type Inline, type LetterBlock, renderLetter } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime, malaysiaDayStart, malaysiaTime } from "../time";
import { digestWords } from "./digest-words";

/** An unanswered lead of the member's, as the digest lists it. */
export interface DigestLead {
  readonly id: number;
  /** The form it came by: the digest names it in the member's language. */
  readonly form: TitledForm;
  readonly name: string;
  readonly company: string;
  readonly receivedAt: number;
  /** Business minutes waited so far. */
  readonly waitingMinutes: number;
}

/** One of the member's demos today. */
export interface DigestDemo {
  readonly leadId: number;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly name: string;
  readonly centre: string;
}

/** What a member's digest holds: the leads listed (the longest waiting), how many wait in all, and today's demos. */
export interface DigestContents {
  readonly leads: readonly DigestLead[];
  readonly waitingTotal: number;
  /** The admins' first-response target, in business minutes: a lead that has waited it is flagged. */
  readonly targetMinutes: number;
  readonly demos: readonly DigestDemo[];
}

export interface DigestAddressing {
  readonly memberId: number;
  readonly memberEmail: string;
  /** The language of the member's profile: the digest is written in it. */
  readonly memberLanguage: Language;
  /** The Malaysian day, "YYYY-MM-DD". */
  readonly day: string;
  /** Where the staff console is served; each lead's page is under it. */
  readonly consoleUrl: string;
}

/** The day as the member's language writes it: "Monday, 30 November 2026", "Isnin, 30 November 2026". */
function dayName(at: number, language: Language): string {
  const locale = language === "en" ? "en-GB" : languageInfo[language].htmlLang;
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: "Asia/Kuala_Lumpur",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return format.format(at);
}

function leadLink(consoleUrl: string, leadId: number): Inline {
  const href = new URL(`/staff/leads/${leadId}`, consoleUrl).href;
  return { text: href, href };
}

/**
 * A member's morning digest (docs/decisions/0034-morning-digest.md), in the language of their
 * profile: their leads still waiting for a first answer, longest first, each with its business-time
 * wait and a link to its page, and their demos today with the time and a link to the lead. Plain
 * text and HTML from one letter.
 */
export function digestMail(contents: DigestContents, to: DigestAddressing): OutboxMessage {
  const language = to.memberLanguage;
  const words = digestWords[language];
  const subject = words.subject(contents.waitingTotal, contents.demos.length);
  const blocks: LetterBlock[] = [
    { paragraph: [words.greeting(dayName(malaysiaDayStart(to.day), language))] },
    { section: words.waitingSection(contents.waitingTotal) },
  ];
  if (contents.leads.length === 0) blocks.push({ paragraph: [words.noneWaiting] });
  for (const lead of contents.leads) {
    const since = formatMalaysiaTime(lead.receivedAt, language);
    const pastTarget = lead.waitingMinutes >= contents.targetMinutes;
    blocks.push({
      paragraph: [
        `${words.listed(leadWho({ name: lead.name, centre: lead.company }, words.noName, language), formTitle(lead.form, language))}\n`,
        `${words.waited(words.duration(lead.waitingMinutes), since, pastTarget)}\n`,
        leadLink(to.consoleUrl, lead.id),
      ],
    });
  }
  const waitingView = new URL(`/staff/leads?assignee=${to.memberId}&sort=waiting`, to.consoleUrl).href;
  if (contents.waitingTotal > contents.leads.length) {
    blocks.push({
      paragraph: [
        `${words.andMore(contents.waitingTotal - contents.leads.length)}\n`,
        { text: waitingView, href: waitingView },
      ],
    });
  }
  blocks.push({ section: words.demosSection(contents.demos.length) });
  if (contents.demos.length === 0) blocks.push({ paragraph: [words.noDemos] });
  for (const demo of contents.demos) {
    const who = leadWho({ name: demo.name, centre: demo.centre }, words.noName, language);
    blocks.push({
      paragraph: [
        `${words.demo(malaysiaTime(demo.startsAt), malaysiaTime(demo.endsAt), who)}\n`,
        leadLink(to.consoleUrl, demo.leadId),
      ],
    });
  }
  blocks.push({ paragraph: [words.footer] });
  const { text, html } = renderLetter({ htmlLang: languageInfo[language].htmlLang, title: subject, blocks });
  return {
    to: to.memberEmail,
    replyTo: business.supportEmail,
    subject,
    text,
    html,
    headers: contentLanguage(language),
  };
}
