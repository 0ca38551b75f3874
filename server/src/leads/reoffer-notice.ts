import { businessDuration } from "@ikey/contracts/first-response";
import type { Language } from "@ikey/contracts/languages";
import type { OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime } from "../time";

export interface Reoffer {
  readonly leadId: number;
  readonly formTitle: string;
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
  subject(leadId: number, to: string): string;
  waited(form: string, received: string, target: string): string;
  reassigned(to: string): string;
  lead: string;
}

/** Typed per language, so a missing translation fails the type check (docs/decisions/0039-staff-profile.md). */
const reofferWords: Record<Language, ReofferWords> = {
  en: {
    subject: (leadId, to) => `Lead ${leadId} was offered to ${to}`,
    waited: (form, received, target) =>
      `The ${form.toLowerCase()} received ${received} waited past the response target of ${target} of business time without a first contact.`,
    reassigned: (to) => `It is now assigned to ${to}, who was next on duty. Reply to this e-mail to reach them.`,
    lead: "The lead:",
  },
  ms: {
    subject: (leadId, to) => `Prospek ${leadId} telah ditawarkan kepada ${to}`,
    waited: (form, received, target) =>
      `${form} yang diterima ${received} telah menunggu melebihi sasaran respons ${target} masa perniagaan tanpa hubungan pertama.`,
    reassigned: (to) =>
      `Ia kini diserahkan kepada ${to}, yang bertugas seterusnya. Balas e-mel ini untuk menghubungi mereka.`,
    lead: "Prospek itu:",
  },
  zh: {
    subject: (leadId, to) => `潜在客户 ${leadId} 已转给 ${to}`,
    waited: (form, received, target) =>
      `于 ${received} 收到的“${form}”已超过 ${target}（营业时间）的回复目标，仍未首次联系。`,
    reassigned: (to) => `它现已分配给下一位值班的 ${to}。回复此电邮即可联系对方。`,
    lead: "该潜在客户：",
  },
};

/**
 * Tells the member a lead was taken from that it went to the next member on duty, in the language
 * of their profile. No field of the lead's: the link opens it.
 */
export function reofferNotice(reoffer: Reoffer): OutboxMessage {
  const words = reofferWords[reoffer.fromLanguage];
  const leadUrl = new URL(`/staff/leads/${reoffer.leadId}`, reoffer.consoleUrl).href;
  const received = formatMalaysiaTime(reoffer.receivedAt, reoffer.fromLanguage);
  return {
    to: reoffer.fromEmail,
    replyTo: reoffer.toEmail,
    subject: words.subject(reoffer.leadId, reoffer.toEmail),
    text: [
      words.waited(reoffer.formTitle, received, businessDuration(reoffer.targetMinutes)),
      "",
      words.reassigned(reoffer.toEmail),
      "",
      `${words.lead} ${leadUrl}`,
    ].join("\n"),
  };
}
