import {
  ATTESTATION_CHALLENGE_PATH,
  ATTESTATION_EXCHANGE_PATH,
  type AttestationExchangeResponse,
  formatTtl,
} from "@ikey/contracts/attestation";
import type { Challenge, Solution } from "altcha-lib";
import type { FastifyInstance } from "fastify";
import type { Attestation } from "./attestation";
import { POW_ALGORITHM } from "./attestation-challenges";

const hex = (length: number) => ({ type: "string", pattern: `^[0-9a-f]{${length}}$` }) as const;

/** Exactly what our challenges hold, so the library never sees a shape it would throw on. */
const exchangeBodySchema = {
  type: "object",
  required: ["challenge", "solution"],
  additionalProperties: false,
  properties: {
    challenge: {
      type: "object",
      required: ["parameters", "signature"],
      additionalProperties: false,
      properties: {
        parameters: {
          type: "object",
          required: ["algorithm", "nonce", "salt", "cost", "keyLength", "keyPrefix", "keySignature", "expiresAt"],
          additionalProperties: false,
          properties: {
            algorithm: { const: POW_ALGORITHM },
            nonce: hex(32),
            salt: hex(32),
            cost: { type: "integer", minimum: 1, maximum: 10_000_000 },
            keyLength: { type: "integer", minimum: 1, maximum: 64 },
            keyPrefix: { type: "string", pattern: "^[0-9a-f]{2,128}$" },
            keySignature: hex(64),
            expiresAt: { type: "integer", minimum: 1 },
          },
        },
        signature: hex(64),
      },
    },
    solution: {
      type: "object",
      required: ["counter", "derivedKey"],
      additionalProperties: false,
      properties: {
        counter: { type: "integer", minimum: 0, maximum: 0xffffffff },
        derivedKey: { type: "string", pattern: "^[0-9a-f]{2,128}$", maxLength: 128 },
      },
    },
  },
} as const;

const refusals = {
  expired: [400, "Challenge Expired", "The challenge has expired; ask for a new one."],
  forged: [400, "Invalid Challenge", "The challenge was not issued by this server, or was changed."],
  wrong: [400, "Wrong Solution", "The solution does not solve the challenge."],
  replayed: [409, "Challenge Spent", "This challenge has been exchanged already; ask for a new one."],
} as const;

/**
 * The two attestation endpoints: a signed challenge for anyone who asks, and a
 * token for a correct solution of an unspent one.
 */
export async function attestationRoutes(app: FastifyInstance, { attestation }: { attestation: Attestation }) {
  app.get(ATTESTATION_CHALLENGE_PATH, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return attestation.issueChallenge();
  });

  app.post<{ Body: { challenge: Challenge; solution: Solution } }>(
    ATTESTATION_EXCHANGE_PATH,
    { schema: { body: exchangeBodySchema } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const result = await attestation.exchange(request.body.challenge, request.body.solution);
      if (!result.ok) {
        const [status, error, message] = refusals[result.problem];
        return reply.code(status).send({ error, message });
      }
      const answer: AttestationExchangeResponse = { token: result.token, ttl: formatTtl(result.ttlSeconds) };
      return answer;
    },
  );
}
