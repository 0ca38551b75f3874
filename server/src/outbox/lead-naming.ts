import type { Language } from "@ikey/contracts/languages";

/** One line of the form's words: control characters (a line break in a name) never reach a header. */
export function oneLine(text: string): string {
  return text.replace(/\p{Cc}+/gu, " ").trim();
}

/** A lead's name and centre, each on one line, as its form gave them. */
export function namedContact(contact: { readonly name: string; readonly company: string }) {
  return { name: oneLine(contact.name), centre: oneLine(contact.company) };
}

/**
 * How a member's e-mail names a lead, as the morning digest does: "Centre (Name)", or whichever of
 * the two the form gave, or `numbered` when it gave neither. Chinese text takes full-width
 * brackets, with no space before them: "明德中心（黄伟明）".
 */
export function leadWho(
  contact: { readonly name: string; readonly centre: string },
  numbered: string,
  language: Language = "en",
): string {
  const { name, centre } = contact;
  if (!(centre && name)) return centre || name || numbered;
  return language === "zh" ? `${centre}（${name}）` : `${centre} (${name})`;
}

/** "Name: value", or in Chinese "姓名：value": a full-width colon takes no space after it. */
export function labelled(label: string, value: string): string {
  return label.endsWith("：") ? `${label}${value}` : `${label} ${value}`;
}
