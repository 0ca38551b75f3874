/**
 * A person's name as it is written (issue 49): a Chinese name, both parts in Han characters, is
 * family name first without a space (黄伟明), in every language's e-mail and in the console; any
 * other name keeps the order the form asked for, given name first, with a space. Chosen by the
 * name's script rather than the reader's language: "Jason Tan" reads the same on a Chinese page.
 */
const HAN_NAME = /^[\p{Script=Han}·]+$/u;

export function writtenName(given: string, family: string): string {
  const [first, last] = [given.trim(), family.trim()];
  if (!first || !last) return first || last;
  return HAN_NAME.test(first) && HAN_NAME.test(last) ? `${last}${first}` : `${first} ${last}`;
}

/**
 * How each lead kind whose name comes in given and family parts holds them; a kind not here has one
 * name field, typed whole, which is shown as typed. Kept here, not on the kinds, so a page that
 * sends a form carries none of this.
 */
const nameParts: Readonly<Record<string, (payload: Record<string, unknown>) => readonly [string, string]>> = {
  "centre-sign-up": (payload) => {
    const joined = String(payload.fullName ?? "").trim();
    const space = joined.indexOf(" ");
    return space < 0 ? [joined, ""] : [joined.slice(0, space), joined.slice(space + 1)];
  },
  "campaign-application": (payload) => [String(payload.firstName ?? ""), String(payload.lastName ?? "")],
};

/** A lead's contact name as it is written, or undefined for a kind whose name is one field. */
export function writtenLeadName(kind: string, payload: Record<string, unknown>): string | undefined {
  const parts = nameParts[kind]?.(payload);
  return parts ? writtenName(...parts) : undefined;
}
