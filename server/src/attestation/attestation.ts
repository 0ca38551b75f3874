import { createHmac } from "node:crypto";
import type { Challenge, Solution } from "altcha-lib";
import type { Kysely } from "kysely";
import type { ServerConfig } from "../config";
import type { Database } from "../db/schema";
import type { Limits } from "../limits/limits";
import type { Clock } from "../time";
import { CHALLENGE_LIFETIME_MS, createChallenges } from "./attestation-challenges";
import { createTokenSigner } from "./attestation-tokens";
import { createSpentStore } from "./spent-store";

export type ExchangeResult =
  | { readonly ok: true; readonly token: string; readonly ttlSeconds: number }
  | { readonly ok: false; readonly problem: "expired" | "forged" | "wrong" | "replayed" };

export type TokenProblem = "missing" | "malformed" | "forged" | "expired" | "replayed";

/** One key per purpose, derived from ATTESTATION_SECRET, so no signature can stand in for another. */
function subkey(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`ikey-attestation:${purpose}`).digest("hex");
}

/**
 * App attestation: issue proof-of-work challenges, exchange a solved one (once)
 * for a signed token, and check tokens on protected calls.
 */
/** The secret and switch of the configuration, with the difficulty and token lifetime of the limits. */
export type AttestationConfig = NonNullable<ServerConfig["attestation"]> & Limits["attestation"];

export function createAttestation(config: AttestationConfig, db: Kysely<Database>, clock: Clock) {
  const challenges = createChallenges(
    { signatureKey: subkey(config.secret, "challenge"), keySignatureKey: subkey(config.secret, "derived-key") },
    config.maxNumber,
  );
  const tokens = createTokenSigner(subkey(config.secret, "token"));
  const spent = createSpentStore(db);

  return {
    issueChallenge: (): Promise<Challenge> => challenges.issue(clock()),

    async exchange(challenge: Challenge, solution: Solution): Promise<ExchangeResult> {
      const now = clock();
      const check = await challenges.check(challenge, solution, now);
      if (check !== "valid") return { ok: false, problem: check };
      // Only a verified solution writes, so forged ones cannot fill the table.
      const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000 || now + CHALLENGE_LIFETIME_MS;
      if (!(await spent.spend("challenge", challenge.parameters.nonce, expiresAt))) {
        return { ok: false, problem: "replayed" };
      }
      return { ok: true, token: tokens.issue(now, config.tokenTtlSeconds * 1000), ttlSeconds: config.tokenTtlSeconds };
    },

    /** `consume`: the call may be made once per token, so a replayed token is refused. */
    async checkToken(token: string | undefined, { consume }: { consume: boolean }): Promise<"valid" | TokenProblem> {
      if (!token) return "missing";
      const check = tokens.check(token, clock());
      if (!check.valid) return check.problem;
      if (consume && !(await spent.spend("token", check.claims.id, check.claims.expiresAt))) return "replayed";
      return "valid";
    },

    prune: () => spent.prune(clock()),
  };
}

export type Attestation = ReturnType<typeof createAttestation>;
