/*
 * A member's own profile in the staff console (docs/decisions/0039-staff-profile.md): the name their
 * e-mails to leads are signed with, and the language the site writes to them in. No zod here, so the
 * console's pages stay light; the API's schema is in console-api-schemas.ts.
 */

export const STAFF_PROFILE_PATH = "/profile";
export const STAFF_NAME_MAX = 80;

/**
 * Letters of any script, marks, spaces, dots, apostrophes and hyphens: every name people write
 * ("Nurul Huda binti Ahmad", "Tan Mei Ling", "陈美玲", "O'Neil"), and nothing a mail header could
 * read as a separator, a quote or an address.
 */
export const STAFF_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
