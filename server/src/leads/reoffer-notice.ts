import { businessDuration } from "@ikey/contracts/first-response";
import type { Language } from "@ikey/contracts/languages";
import { formTitle, type TitledForm } from "../outbox/form-titles";
import { labelled, leadWho, namedContact } from "../outbox/lead-naming";
import { contentLanguage } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime, hoursAndMinutes } from "../time";

export interface Reoffer {
  readonly leadId: number;
  /** The lead's name and centre as its form gave them: the e-mail names whose lead it was. */
  readonly contact: { readonly name: string; readonly company: string };
  /** The form it came by: the e-mail names it in the reader's language. */
  readonly form: TitledForm;
  readonly receivedAt: number;
  readonly targetMinutes: number;
  /** The member it was offered to, whom a reply reaches. */
  readonly toEmail: string;
  /** The member it was taken from: the e-mail's recipient, in the language of their profile. */
  readonly fromEmail: string;
  readonly fromLanguage: Language;
  readonly consoleUrl: string;
}

interface ReofferWords {
  subject(who: string, to: string): string;
  /** A lead that gave neither a name nor a centre. */
  numbered(leadId: number): string;
  name: string;
  centre: string;
  waited(form: string, received: string, target: string): string;
  reassigned(to: string): string;
  lead: string;
  /** The response target in business time, in the reader's units. */
  target(minutes: number): string;
}

/** Typed per language, so a missing translation fails the type check (docs/decisions/0039-staff-profile.md). */
const reofferWords: Record<Language, ReofferWords> = {
  en: {
    subject: (who, to) => `${who}: lead offered to ${to}`,
    numbered: (leadId) => `Lead ${leadId}`,
    name: "Name:",
    centre: "Centre:",
    waited: (form, received, target) =>
      `The ${form.toLowerCase()} received ${received} waited past the response target of ${target} of business time without a first contact.`,
    reassigned: (to) => `It is now assigned to ${to}, who was next on duty. Reply to this e-mail to reach them.`,
    lead: "The lead:",
    target: businessDuration,
  },
  ms: {
    subject: (who, to) => `${who}: prospek ditawarkan semula kepada ${to}`,
    numbered: (leadId) => `Prospek ${leadId}`,
    name: "Nama:",
    centre: "Pusat:",
    waited: (form, received, target) =>
      `${form} yang diterima pada ${received} belum dihubungi dalam tempoh sasaran respons, iaitu ${target} waktu bekerja.`,
    reassigned: (to) =>
      `Prospek ini kini diserahkan kepada ${to}, yang bertugas seterusnya. Balas e-mel ini untuk menghubungi beliau.`,
    lead: "Pautan prospek:",
    target: (minutes) => hoursAndMinutes(minutes, "jam", "minit"),
  },
  zh: {
    subject: (who, to) => `${who}：潜在客户已重新分配给 ${to}`,
    numbered: (leadId) => `潜在客户 ${leadId}`,
    name: "姓名：",
    centre: "中心：",
    waited: (form, received, target) =>
      `于 ${received} 收到的“${form}”，在 ${target}（按营业时间计）的回复目标内仍未获首次联系。`,
    reassigned: (to) => `现已分配给下一位值班同事 ${to}。回复此电邮即可联系对方。`,
    lead: "潜在客户页面：",
    target: (minutes) => hoursAndMinutes(minutes, "小时", "分钟"),
  },
};

/**
 * Tells the member a lead was taken from that it went to the next member on duty, in the language
 * of their profile, naming the lead (its centre and name, as the morning digest does) so that they
 * know whose it was without opening it, and linking to its page in the console.
 */
export function reofferNotice(reoffer: Reoffer): OutboxMessage {
  const words = reofferWords[reoffer.fromLanguage];
  const leadUrl = new URL(`/staff/leads/${reoffer.leadId}`, reoffer.consoleUrl).href;
  const received = formatMalaysiaTime(reoffer.receivedAt, reoffer.fromLanguage);
  const { name, centre } = namedContact(reoffer.contact);
  const who = leadWho({ name, centre }, words.numbered(reoffer.leadId), reoffer.fromLanguage);
  return {
    to: reoffer.fromEmail,
    replyTo: reoffer.toEmail,
    subject: words.subject(who, reoffer.toEmail),
    text: [
      words.waited(formTitle(reoffer.form, reoffer.fromLanguage), received, words.target(reoffer.targetMinutes)),
      "",
      ...(name ? [labelled(words.name, name)] : []),
      ...(centre ? [labelled(words.centre, centre)] : []),
      labelled(words.lead, leadUrl),
      "",
      words.reassigned(reoffer.toEmail),
    ].join("\n"),
    headers: contentLanguage(reoffer.fromLanguage),
  };
}
