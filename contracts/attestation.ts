/**
 * App attestation (requirements: App attestation): what the browser and the
 * server must agree on. No zod here: the browser's attestation code loads on
 * pages that must stay light, and these are plain constants and two small
 * functions.
 */

/** The request header that carries the attestation token on protected calls. */
export const ATTESTATION_HEADER = "X-Attestation-Token";

/** The proof of work's key derivation (ALTCHA v2; server/src/attestation/attestation-challenges.ts). */
export const POW_ALGORITHM = "PBKDF2/SHA-256";

/** GET: a new signed proof-of-work challenge. */
export const ATTESTATION_CHALLENGE_PATH = "/api/attestation/challenge";

/** POST {challenge, solution}: answers {token, ttl} for a correct, unspent solution. */
export const ATTESTATION_EXCHANGE_PATH = "/api/attestation/exchange";

/** The exchange's answer: `ttl` is a duration string in seconds, such as "3600s". */
export interface AttestationExchangeResponse {
  readonly token: string;
  readonly ttl: string;
}

/** A whole number of seconds as a duration string: 3600 → "3600s". */
export function formatTtl(seconds: number): string {
  return `${Math.round(seconds)}s`;
}

/**
 * A duration string in seconds ("3600s", "3600.5s") in milliseconds, or null
 * when it is not one (a token whose lifetime is unknown must not be kept).
 */
export function parseTtl(ttl: unknown): number | null {
  if (typeof ttl !== "string") return null;
  const match = /^(\d{1,9})(\.\d{1,9})?s$/.exec(ttl);
  if (!match) return null;
  return Math.round(Number(`${match[1]}${match[2] ?? ""}`) * 1000);
}
