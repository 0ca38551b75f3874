import type { z } from "zod";

/**
 * The required e-mail check (requirements: Validation rules): non-space text, "@", text, ".", text. Deliberately
 * simple; a delivered e-mail is the only real proof of an address.
 */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One e-mail address as it may reach a mail header (To, Reply-To): the simple pattern above, without
 * what would make a header carry a second address or a second header. No white space, control or
 * invisible format characters (so no CR or LF, no bidirectional override, no zero-width space: an
 * address that looks like another), no comma or semicolon (address lists), no angle brackets, quotes,
 * parentheses, square brackets, backslash or colon (display names, comments, groups), at most 254
 * characters. Every e-mail field, the staff invitations and the mailer check it
 * (docs/decisions/0021-mail-addresses-and-csv.md).
 */
const MAIL_ADDRESS =
  /^[^\s\p{Cc}\p{Cf}@,;:<>()[\]\\"]+@[^\s\p{Cc}\p{Cf}@,;:<>()[\]\\"]+\.[^\s\p{Cc}\p{Cf}@,;:<>()[\]\\"]+$/u;

/** Whether the text is one plain address that may go into a mail header as it is (MAIL_ADDRESS). */
export function isMailAddress(text: string): boolean {
  return text.length <= 254 && MAIL_ADDRESS.test(text);
}

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * The first failing check in the schema's own order. Each schema lists its
 * fields, and each field its checks, in the required order (requirements:
 * Validation rules), so this is the one alert the visitor sees. The server
 * answers a body the same way (server/src/http/problems.ts).
 */
export function firstError(schema: z.ZodType, data: unknown): FieldError | null {
  const result = schema.safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: issue?.path.map(String).join(".") || "body", message: issue?.message ?? "Invalid form." };
}

/** The honeypot: a field no person sees or fills. A submission that fills it is kept, flagged as spam. */
export const HONEYPOT_FIELD = "faxNumber";
