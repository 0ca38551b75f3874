import type { Language } from "./languages";

/*
 * Answering a lead from the staff console (docs/decisions/0031-lead-replies.md): an e-mail written
 * on the lead's page, and its phone and e-mail as links whose use is recorded in the lead's history.
 * No zod here, so the console's pages stay light; the API's schemas are in console-api-schemas.ts.
 */

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;
export const CONTACT_NOTE_MAX = 2_000;

/** The ways a member reaches a lead: each link on the lead's page is one. */
export const CONTACT_CHANNELS = ["phone", "whatsapp", "email"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** What a call or a chat came to, logged with one click. */
export const CONTACT_OUTCOMES = ["reached", "no-answer", "left-message"] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
export const contactOutcomeLabels: Record<ContactOutcome, string> = {
  reached: "Reached",
  "no-answer": "No answer",
  "left-message": "Left a message",
};
/** The channels whose outcome is logged: a call or a chat (an e-mail's is its answer). */
export const OUTCOME_CHANNELS = ["phone", "whatsapp"] as const;

/**
 * How a reply or a WhatsApp message to a lead opens, in the lead's language (that of the page it
 * was sent from): typed per language, so a missing one does not compile.
 */
export const leadGreetings: Record<Language, (name: string) => string> = {
  en: (name) => (name ? `Hello ${name}, this is iKEY.` : "Hello, this is iKEY."),
  ms: (name) => (name ? `Hai ${name}, saya dari iKEY.` : "Hai, saya dari iKEY."),
  zh: (name) => (name ? `${name}，您好！这里是 iKEY。` : "您好！这里是 iKEY。"),
};

/**
 * A phone number as WhatsApp's `wa.me` wants it: digits only, with the country code. The forms
 * take Malaysian numbers as people write them ("012-345 6789", "+60 12 345 6789", "60123456789",
 * "12 345 6789"): a leading 0 is the trunk prefix and becomes 60, a number without either gets 60,
 * and one written with + or 00 keeps its own country code. Null when too few digits remain to be
 * a number (ITU-T E.164: at most 15).
 */
export function internationalDigits(phone: string): string | null {
  const written = phone.trim();
  let digits = written.replace(/\D/g, "");
  if (written.startsWith("+")) {
    // As written: its own country code.
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.startsWith("60")) {
    // Already Malaysian with its country code.
  } else if (digits.startsWith("0")) {
    digits = `6${digits}`;
  } else {
    digits = `60${digits}`;
  }
  return digits.length >= 9 && digits.length <= 15 ? digits : null;
}

/** The links on a lead's page: a call, a WhatsApp chat with the greeting typed, an e-mail. */
export function leadContactLinks(
  lead: { readonly name: string; readonly phone: string; readonly language: Language },
  replyAddress: string | null,
): Partial<Record<ContactChannel, string>> {
  const digits = internationalDigits(lead.phone);
  const greeting = leadGreetings[lead.language](lead.name);
  return {
    ...(digits ? { phone: `tel:+${digits}` } : {}),
    ...(digits ? { whatsapp: `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}` } : {}),
    ...(replyAddress ? { email: `mailto:${replyAddress}` } : {}),
  };
}

/**
 * The name a member's replies go out under, before the site's address: the name they gave in their
 * profile (contracts/staff-profile.ts allows nothing a header could read as syntax), or else the
 * words of their address's local part ("mei.ling_tan@…" is "Mei Ling Tan"), letters and digits only;
 * empty when the local part has none.
 */
export function memberDisplayName(member: { readonly email: string; readonly name: string | null }): string {
  if (member.name) return member.name;
  const { email } = member;
  const local = email.slice(0, Math.max(email.lastIndexOf("@"), 0));
  return (local.match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((word) => word.charAt(0).toLocaleUpperCase("en") + word.slice(1))
    .join(" ")
    .slice(0, 64)
    .trim();
}
