import { z } from "zod";
import { SIMPLE_EMAIL } from "./validation";

// No compiled fast path: zod would probe for it with `new Function`, which the pages'
// Content-Security-Policy refuses (and reports) since it allows no 'unsafe-eval'.
// Set here, before any schema is built, because every form schema imports this module.
z.config({ jitless: true });

/**
 * Field builders shared by the form schemas. Every message is passed in, so each
 * schema reads as the spec's list of checks. Inputs are trimmed before the checks.
 */
export function required(message: string) {
  return z.string(message).trim().min(1, message).max(500, "This answer is too long");
}

export function requiredEmail(emptyMessage: string, invalidMessage: string) {
  return required(emptyMessage).regex(SIMPLE_EMAIL, invalidMessage).max(254, invalidMessage);
}

export function optionalText() {
  return z.string("Please enter text").trim().max(500, "This answer is too long").default("");
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
