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
 * the two the form gave, or `numbered` when it gave neither.
 */
export function leadWho(contact: { readonly name: string; readonly centre: string }, numbered: string): string {
  const { name, centre } = contact;
  return centre && name ? `${centre} (${name})` : centre || name || numbered;
}

/** "Name: value", or in Chinese "姓名：value": a full-width colon takes no space after it. */
export function labelled(label: string, value: string): string {
  return label.endsWith("：") ? `${label}${value}` : `${label} ${value}`;
}
