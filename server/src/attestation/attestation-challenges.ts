import { POW_ALGORITHM } from "@ikey/contracts/attestation";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { MINUTE_MS } from "../time";

/**
 * The proof of work (ALTCHA v2, deterministic mode): the server picks a secret
 * counter, derives its key once and signs it; the browser must try counters from
 * 0 up until it derives a key with the same first 16 bytes, that is, until it
 * finds the counter. PBKDF2 runs natively in the browser (Web Crypto), so a
 * visitor's phone works about as efficiently per attempt as a bot's server does.
 */
/** PBKDF2 iterations per attempt: enough that Web Crypto's per-call overhead is small beside the work. */
export const POW_COST = 1_000;
/** Long enough for a slow phone to solve and exchange; a spent mark is kept this long. */
export const CHALLENGE_LIFETIME_MS = 10 * MINUTE_MS;

export type SolutionCheck = "valid" | "expired" | "forged" | "wrong";

export interface ChallengeKeys {
  /** Signs the challenge's parameters (difficulty, expiry), so none can be changed. */
  readonly signatureKey: string;
  /** Signs the derived key, so a solution is verified without deriving anything. */
  readonly keySignatureKey: string;
}

export function createChallenges(keys: ChallengeKeys, maxNumber: number) {
  return {
    issue(now: number): Promise<Challenge> {
      return createChallenge({
        algorithm: POW_ALGORITHM,
        cost: POW_COST,
        // From half the maximum up: every challenge costs real work, never a lucky zero.
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        expiresAt: Math.floor((now + CHALLENGE_LIFETIME_MS) / 1000),
        hmacSignatureSecret: keys.signatureKey,
        hmacKeySignatureSecret: keys.keySignatureKey,
      });
    },

    /** Two HMACs and no key derivation: refusing a forged or unsolved challenge costs next to nothing. */
    async check(challenge: Challenge, solution: Solution, now: number): Promise<SolutionCheck> {
      if ((challenge.parameters.expiresAt ?? 0) * 1000 <= now) return "expired";
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: keys.signatureKey,
          hmacKeySignatureSecret: keys.keySignatureKey,
        });
        if (result.verified) return "valid";
        if (result.expired) return "expired";
        return result.invalidSignature ? "forged" : "wrong";
      } catch {
        // The library throws on values no challenge of ours can hold.
        return "forged";
      }
    },
  };
}
