import { type LeadKind, leadContact } from "@ikey/contracts/lead-kind";

/**
 * What the inbox searches a lead by: its contact's name, company, e-mail and phone, lower-cased,
 * one per line, and the phone's digits alone, so "012 345" and "012345" both find "+60 12-345".
 * Kept in a column (migration 0008) so a search reads no JSON.
 */
export function leadSearchText(kind: LeadKind, payload: Record<string, unknown>): string {
  const contact = leadContact(kind, payload);
  return [contact.name, contact.company, contact.email, contact.phone, contact.phone.replace(/\D/g, "")]
    .join("\n")
    .toLowerCase();
}

/** A LIKE pattern that finds `typed` anywhere, with LIKE's own wildcards taken literally (escape '\'). */
export function containsPattern(typed: string): string {
  return `%${typed.toLowerCase().replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;
}

/** The path of the page a form was sent from, from its Referer, when that is one of the site's origins. */
export function sourcePage(referer: string | undefined, siteOrigins: readonly string[]): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return siteOrigins.includes(url.origin) ? url.pathname.slice(0, 200) : null;
  } catch {
    return null;
  }
}
