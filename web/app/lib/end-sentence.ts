/**
 * `text` as the end of a sentence: with a full stop after it, unless it already
 * ends with one. A configured name such as "iKEY Technology Sdn. Bhd." brings its
 * own, and a sentence does not end twice ("Bhd.. All rights reserved.").
 */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
