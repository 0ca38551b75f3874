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

/** A name the sign-up wizard joined as "<given> <family>" (centre-sign-up.ts, fullNameOf), as it is written. */
export function writtenJoinedName(joined: string): string {
  const trimmed = joined.trim();
  const space = trimmed.indexOf(" ");
  return space < 0 ? trimmed : writtenName(trimmed.slice(0, space), trimmed.slice(space + 1));
}
