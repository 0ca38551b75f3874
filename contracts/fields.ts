import { z } from "zod";
import { SIMPLE_EMAIL } from "./validation";

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
 * Field builders shared by the form schemas, so the browser and the server check alike. Every
 * message is passed in, so each schema reads as the requirements' list of checks. Inputs are trimmed of
 * blank and invisible characters before the checks.
 */
export function required(message: string) {
  return z.string(message).overwrite(trimBlank).min(1, message).max(500, "This answer is too long");
}

export function requiredEmail(emptyMessage: string, invalidMessage: string) {
  return required(emptyMessage).regex(SIMPLE_EMAIL, invalidMessage).max(254, invalidMessage);
}

export function optionalText() {
  return z.string("Please enter text").overwrite(trimBlank).max(500, "This answer is too long").default("");
}

export function optionalEmail(invalidMessage: string) {
  return optionalText().refine((value) => value === "" || SIMPLE_EMAIL.test(value), invalidMessage);
}

export function ticked(message: string) {
  return z.literal(true, message);
}

export function oneOf<const Options extends readonly [string, ...string[]]>(options: Options, message: string) {
  return z.enum(options, message);
}
