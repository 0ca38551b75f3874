import {
  attestationChallengeSchema,
  attestationExchangeSchema,
  attestationTokenSchema,
  problemSchema,
} from "@ikey/contracts/api-schemas";
import { ATTESTATION_CHALLENGE_PATH, ATTESTATION_EXCHANGE_PATH, formatTtl } from "@ikey/contracts/attestation";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Attestation } from "./attestation";

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
export async function attestationRoutes(server: FastifyInstance, { attestation }: { attestation: Attestation }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    ATTESTATION_CHALLENGE_PATH,
    { schema: { response: { 200: attestationChallengeSchema } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      // The library types the algorithm as any string; the reply's schema checks it is ours.
      return (await attestation.issueChallenge()) as z.output<typeof attestationChallengeSchema>;
    },
  );

  app.post(
    ATTESTATION_EXCHANGE_PATH,
    {
      schema: {
        body: attestationExchangeSchema,
        response: { 200: attestationTokenSchema, 400: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const result = await attestation.exchange(request.body.challenge, request.body.solution);
      if (!result.ok) {
        const [status, error, message] = refusals[result.problem];
        return reply.code(status).send({ error, message });
      }
      return { token: result.token, ttl: formatTtl(result.ttlSeconds) };
    },
  );
}
