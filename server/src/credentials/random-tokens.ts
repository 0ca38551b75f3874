import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url: a session id, a CSRF token, or the secret in an e-mailed link. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a token: its SHA-256. A token this random needs no salt or slow
 * hash, and a copy of the table cannot be turned back into cookies or links.
 */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
