import { z } from "zod";
import { isMailAddress, SIMPLE_EMAIL } from "./validation";

// No compiled fast path: zod would probe for it with `new Function`, which the pages'
// Content-Security-Policy refuses (and reports) since it allows no 'unsafe-eval'.
// Set here, before any schema is built, because every form schema imports this module.
z.config({ jitless: true });

// Unicode white space (\s already covers the no-break and other spaces) and the invisible
// characters String.prototype.trim keeps: zero-width space, non-joiner and joiner, word joiner,
// and the Mongolian vowel separator.
const BLANK_EDGES = /^[\s\u200B-\u200D\u2060\u180E]+|[\s\u200B-\u200D\u2060\u180E]+$/g;

/** The text without blank or invisible characters at either end: an answer made only of them is empty. */
export function trimBlank(text: string): string {
  return text.replace(BLANK_EDGES, "");
}

/**
 * The builders' own alerts, for an answer no form names a check for: one far too long, or not text
 * at all. Translations pass their own; English is the default, and what the server answers.
 */
export const fieldMessages = {
  tooLong: "This answer is too long",
  notText: "Please enter text",
};

export type FieldMessages = { readonly [Key in keyof typeof fieldMessages]: string };

/**
 * Field builders shared by the form schemas, so the browser and the server check alike. Every
 * message is passed in, so each schema reads as the requirements' list of checks. Inputs are trimmed of
 * blank and invisible characters before the checks.
 */
export function required(message: string, field: FieldMessages = fieldMessages) {
  return z.string(message).overwrite(trimBlank).min(1, message).max(500, field.tooLong);
}

/**
 * An e-mail field: the requirements' simple pattern, then the one-address check every address that
 * may reach a mail header passes (a lead's e-mail becomes its notification's Reply-To, a
 * subscriber's the To of status updates), with the same message.
 */
export function requiredEmail(emptyMessage: string, invalidMessage: string, field: FieldMessages = fieldMessages) {
  return required(emptyMessage, field).regex(SIMPLE_EMAIL, invalidMessage).refine(isMailAddress, invalidMessage);
}

export function optionalText(field: FieldMessages = fieldMessages) {
  return z.string(field.notText).overwrite(trimBlank).max(500, field.tooLong).default("");
}

export function optionalEmail(invalidMessage: string, field: FieldMessages = fieldMessages) {
  return optionalText(field).refine((value) => value === "" || isMailAddress(value), invalidMessage);
}

/**
 * One address for a mail header, and nothing else (isMailAddress): the staff invitations and the
 * server's own addresses. Trimmed at the edges; a line break inside is refused, not cut.
 */
export function mailAddress(message: string) {
  return z.string(message).overwrite(trimBlank).refine(isMailAddress, message);
}

export function ticked(message: string) {
  return z.literal(true, message);
}

export function oneOf<const Options extends readonly [string, ...string[]]>(options: Options, message: string) {
  return z.enum(options, message);
}
