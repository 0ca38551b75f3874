import type { Language } from "@ikey/contracts/languages";
import { formTitle, inSentence, type TitledForm } from "../outbox/form-titles";
import { labelled, leadWho, namedContact } from "../outbox/lead-naming";
import { contentLanguage } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";

export interface HandOff {
  readonly leadId: number;
  /** The lead's name and centre as its form gave them. */
  readonly contact: { readonly name: string; readonly company: string };
  /** The form it came by: the e-mail names it in the reader's language. */
  readonly form: TitledForm;
  /** The member who handed it on: a reply reaches them. */
  readonly fromEmail: string;
  /** The new assignee: the e-mail's recipient, in the language of their profile. */
  readonly toEmail: string;
  readonly toLanguage: Language;
  readonly note: string | null;
  readonly consoleUrl: string;
}

interface HandOffWords {
  subject(who: string, from: string): string;
  numbered(leadId: number): string;
  handed(from: string, form: string): string;
  note: string;
  name: string;
  centre: string;
  lead: string;
  reply: string;
}

/** Typed per language, so a missing translation fails the type check (docs/decisions/0039-staff-profile.md). */
const handOffWords: Record<Language, HandOffWords> = {
  en: {
    subject: (who, from) => `${who}: lead handed to you by ${from}`,
    numbered: (leadId) => `Lead ${leadId}`,
    handed: (from, form) => `${from} has handed you a ${form.toLowerCase()}. It is yours now.`,
    note: "Their note:",
    name: "Name:",
    centre: "Centre:",
    lead: "The lead:",
    reply: "Reply to this e-mail to reach them.",
  },
  ms: {
    subject: (who, from) => `${who}: prospek diserahkan kepada anda oleh ${from}`,
    numbered: (leadId) => `Prospek ${leadId}`,
    handed: (from, form) =>
      `${from} telah menyerahkan ${inSentence(form)} ini kepada anda. Prospek ini kini di bawah tanggungjawab anda.`,
    note: "Nota beliau:",
    name: "Nama:",
    centre: "Pusat:",
    lead: "Pautan prospek:",
    reply: "Balas e-mel ini untuk menghubungi beliau.",
  },
  zh: {
    subject: (who, from) => `${who}：${from} 已将潜在客户转交给您`,
    numbered: (leadId) => `潜在客户 ${leadId}`,
    handed: (from, form) => `${from} 已将一份“${form}”转交给您，现由您负责。`,
    note: "对方的备注：",
    name: "姓名：",
    centre: "中心：",
    lead: "潜在客户页面：",
    reply: "回复此电邮即可联系对方。",
  },
};

/**
 * Tells a member that a colleague handed them a lead, in the language of their profile: whose it
 * is (centre and name), the colleague's note as written, and the link to the lead's page.
 */
export function handOffNotice(handOff: HandOff): OutboxMessage {
  const words = handOffWords[handOff.toLanguage];
  const leadUrl = new URL(`/staff/leads/${handOff.leadId}`, handOff.consoleUrl).href;
  const { name, centre } = namedContact(handOff.contact);
  const who = leadWho({ name, centre }, words.numbered(handOff.leadId), handOff.toLanguage);
  return {
    to: handOff.toEmail,
    replyTo: handOff.fromEmail,
    subject: words.subject(who, handOff.fromEmail),
    text: [
      words.handed(handOff.fromEmail, formTitle(handOff.form, handOff.toLanguage)),
      ...(handOff.note ? ["", words.note, handOff.note] : []),
      "",
      ...(name ? [labelled(words.name, name)] : []),
      ...(centre ? [labelled(words.centre, centre)] : []),
      labelled(words.lead, leadUrl),
      "",
      words.reply,
    ].join("\n"),
    headers: contentLanguage(handOff.toLanguage),
  };
}
