import type { Language } from "@ikey/contracts/languages";
import type { LeadKind } from "@ikey/contracts/lead-kind";

/** A form as a member's e-mail names it: its kind's name, and its English title (the console's). */
export type TitledForm = Pick<LeadKind, "name" | "title">;

/**
 * Each form's title in Malay and Chinese, as the automatic reply's subjects already call them
 * ("permintaan demo", "演示申请"): a Malay or Chinese e-mail that named the form in English read as
 * half translated (issue 49). A kind's name is any string to the type checker, so a test checks that
 * every kind (contracts/leads.ts) has its titles; one without would fall back to English.
 */
const titles: Record<Exclude<Language, "en">, Readonly<Record<string, string>>> = {
  ms: {
    "request-demo": "Permintaan demo",
    "centre-sign-up": "Permohonan pendaftaran pusat",
    "campaign-application": "Permohonan kempen RHB",
  },
  zh: {
    "request-demo": "演示申请",
    "centre-sign-up": "中心注册申请",
    "campaign-application": "RHB 活动申请",
  },
};

/** The form's title in the reader's language; English is the kind's own title. */
export function formTitle(form: TitledForm, language: Language): string {
  if (language === "en") return form.title;
  return titles[language][form.name] ?? form.title;
}

/** A Malay title inside a sentence: its first letter small ("permintaan demo baharu"), acronyms kept. */
export function inSentence(title: string): string {
  return title.charAt(0).toLocaleLowerCase("ms") + title.slice(1);
}
