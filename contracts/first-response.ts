/*
 * The first-response clock (docs/decisions/0029-first-response.md): how long a lead waits, in
 * business hours, from its receipt to its first contact, against a target the admins set. No zod
 * here, so the console's pages can import it; the API's schemas are in console-api-schemas.ts.
 */

/**
 * What counted as a lead's first contact: a member moved its status on from New, sent it a reply
 * from the console, or logged a call or chat with it.
 */
export const FIRST_CONTACT_KINDS = ["status", "reply", "call"] as const;
export type FirstContactKind = (typeof FIRST_CONTACT_KINDS)[number];

/** The target until an admin sets one: a lead answered within one business hour. */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 60;
/** From five minutes to one working week (five days of ten hours). */
export const RESPONSE_TARGET_BOUNDS = { min: 5, max: 3_000 } as const;

/** The inbox's orders: newest first, or the unanswered leads that have waited longest first. */
export const INBOX_SORTS = ["newest", "waiting"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** Business minutes as a person reads them: "45 min", "2 h 05 min", "3 h". */
export function businessDuration(minutes: number): string {
  const whole = Math.floor(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")} min`;
}
