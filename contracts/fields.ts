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

/*
 * Clean text (docs/decisions/0021-mail-addresses-and-csv.md): what a person typed reaches the
 * database, and from there a file, a mail header or a calendar, without the characters that would
 * make it say something else there. The browser and the server clean alike, as every text builder
 * below, and the server's own writers (the .ics files, the mailer's Subject, the stored User-Agent)
 * use the same two functions.
 */

/**
 * Every character a reader may take for the end of a line: LF, VT, FF, CR, the file, group and record
 * separators, NEL, and the line and paragraph separators: what Python's str.splitlines() splits on.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls that end a line are what it finds
export const LINE_BREAK = /[\n\v\f\r\x1C-\x1E\u0085\u2028\u2029]/;
const LINE_BREAK_RUNS = new RegExp(`${LINE_BREAK.source}+`, "g");
const EACH_LINE_BREAK = new RegExp(`\\r\\n|${LINE_BREAK.source}`, "g");

/**
 * What no text keeps: the C0 controls but the tab and the line breaks, DEL, the C1 controls but NEL,
 * and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 * reorder the text around them on screen ("Trojan Source"). The left-to-right and right-to-left
 * marks (U+200E, U+200F) stay: they reorder nothing past the next strong letter, and mixed-script
 * names need them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what it removes
const HIDDEN_CONTROLS = /[\0-\b\x0E-\x1B\x1F\x7F-\x84\x86-\x9F\u202A-\u202E\u2066-\u2069]/g;

/** One line of text: the hidden controls removed, and each run of line breaks one space. */
export function cleanLine(text: string): string {
  return text.replace(HIDDEN_CONTROLS, "").replace(LINE_BREAK_RUNS, " ");
}

/** Text of several lines: the hidden controls removed, and every line break a line feed. */
export function cleanLines(text: string): string {
  return text.replace(HIDDEN_CONTROLS, "").replace(EACH_LINE_BREAK, "\n");
}

/** Whether the text is clean as it is: one line (cleanLine), or several (cleanLines). */
export function isClean(text: string, lines: "one" | "several" = "one"): boolean {
  return (lines === "one" ? cleanLine(text) : cleanLines(text)) === text;
}

/**
 * The base of every text field: a string, cleaned (cleanLine, or cleanLines for a field of several
 * lines) and trimmed of blank characters, before any other check. `lineBreak`, when given, refuses a
 * line break with that message instead of joining the lines.
 */
export function text(
  options: { readonly lines?: "one" | "several"; readonly message?: string; readonly lineBreak?: string } = {},
) {
  const clean = options.lines === "several" ? cleanLines : cleanLine;
  const base = z.string(options.message);
  return (options.lineBreak ? base.refine((value) => !LINE_BREAK.test(value), options.lineBreak) : base).overwrite(
    (value) => trimBlank(clean(value)),
  );
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
 * message is passed in, so each schema reads as the requirements' list of checks. Text is cleaned
 * (text above) before the checks: a visitor cannot see what is removed, and the requirements'
 * alerts stay the only ones a form shows.
 */
export function required(message: string, field: FieldMessages = fieldMessages) {
  return text({ message }).min(1, message).max(500, field.tooLong);
}

/** A required field of several lines (a textarea): its line breaks kept, as line feeds. */
export function requiredLines(message: string, field: FieldMessages = fieldMessages) {
  return text({ lines: "several", message }).min(1, message).max(500, field.tooLong);
}

/**
 * An e-mail field: the requirements' simple pattern, then the one-address check every address that
 * may reach a mail header passes (a lead's e-mail becomes its notification's Reply-To, a
 * subscriber's the To of status updates), with the same message. Only trimmed, not cleaned: an
 * address with a control or an invisible character in it is refused (isMailAddress), never guessed at.
 */
export function requiredEmail(emptyMessage: string, invalidMessage: string, field: FieldMessages = fieldMessages) {
  return addressText(emptyMessage, field)
    .min(1, emptyMessage)
    .regex(SIMPLE_EMAIL, invalidMessage)
    .refine(isMailAddress, invalidMessage);
}

/** The base of the e-mail fields: a string trimmed of blank characters, no longer than any field. */
function addressText(message: string, field: FieldMessages) {
  return z.string(message).overwrite(trimBlank).max(500, field.tooLong);
}

export function optionalText(field: FieldMessages = fieldMessages) {
  return text({ message: field.notText }).max(500, field.tooLong).default("");
}

export function optionalEmail(invalidMessage: string, field: FieldMessages = fieldMessages) {
  return addressText(field.notText, field)
    .refine((value) => value === "" || isMailAddress(value), invalidMessage)
    .default("");
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
