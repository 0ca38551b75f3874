import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Attestation tokens: `v1.<claims>.<signature>`, the claims being base64url JSON
 * of a random id and the issue and expiry times (epoch milliseconds), signed with
 * HMAC-SHA-256. Nothing in them names or follows the visitor: the id exists only
 * so that a single-use call can mark the token spent.
 */
const VERSION = "v1";
/** Far longer than any token we issue (about 120 characters); longer input is refused unread. */
const MAX_TOKEN_LENGTH = 512;

export interface TokenClaims {
  readonly id: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
}

export type TokenCheck =
  | { readonly valid: true; readonly claims: TokenClaims }
  | { readonly valid: false; readonly problem: "malformed" | "forged" | "expired" };

function isClaims(value: unknown): value is { id: string; iat: number; exp: number } {
  if (typeof value !== "object" || value === null) return false;
  const { id, iat, exp } = value as Record<string, unknown>;
  return typeof id === "string" && Number.isSafeInteger(iat) && Number.isSafeInteger(exp);
}

export function createTokenSigner(key: string) {
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

  return {
    issue(now: number, ttlMs: number): string {
      const claims = { id: randomBytes(16).toString("base64url"), iat: now, exp: now + ttlMs };
      const payload = `${VERSION}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },

    check(token: string, now: number): TokenCheck {
      const parts = token.length <= MAX_TOKEN_LENGTH ? token.split(".") : [];
      const [version, body, signature] = parts;
      if (parts.length !== 3 || version !== VERSION || !body || !signature)
        return { valid: false, problem: "malformed" };
      const expected = Buffer.from(sign(`${version}.${body}`));
      const given = Buffer.from(signature);
      // Constant time, so the signature cannot be guessed byte by byte from answer times.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { valid: false, problem: "forged" };
      }
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
      } catch {
        return { valid: false, problem: "malformed" };
      }
      if (!isClaims(claims)) return { valid: false, problem: "malformed" };
      if (now >= claims.exp) return { valid: false, problem: "expired" };
      return { valid: true, claims: { id: claims.id, issuedAt: claims.iat, expiresAt: claims.exp } };
    },
  };
}
