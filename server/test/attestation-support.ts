import { ATTESTATION_CHALLENGE_PATH, ATTESTATION_EXCHANGE_PATH } from "@ikey/contracts/attestation";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";

/** Attestation configured and enforced (createTestApp makes it a difficulty that solves in milliseconds). */
export const enforcedAttestation = {
  ATTESTATION_SECRET: "attestation-test-secret-0123456789abcdef",
  ATTESTATION_ENFORCE: "true",
  ATTESTATION_ENABLED: "true",
};

export async function fetchChallenge(app: FastifyInstance): Promise<Challenge> {
  const response = await app.inject({ url: ATTESTATION_CHALLENGE_PATH });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.statusCode}`);
  return response.json();
}

/** Does the work a browser does: try counters until the derived key matches. */
export async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

export function exchange(app: FastifyInstance, payload: unknown) {
  return app.inject({ method: "POST", url: ATTESTATION_EXCHANGE_PATH, payload: payload as object });
}

/** A fresh token, the honest way: challenge, solve, exchange. */
export async function solvedToken(app: FastifyInstance): Promise<string> {
  const challenge = await fetchChallenge(app);
  const response = await exchange(app, { challenge, solution: await solve(challenge) });
  if (response.statusCode !== 200) throw new Error(`exchange answered ${response.statusCode}: ${response.body}`);
  return response.json().token;
}
