import { type AccountCredentials, accountCredentialsSchema } from "@ikey/contracts/account-deactivation";
import { firstError } from "@ikey/contracts/validation";
import type { FastifyInstance } from "fastify";
import { fail, jsonObjectBody } from "../routes/json-body";
import type { AccountClient, AccountOutcome } from "./account-service";
import { serializeDeviceCookie } from "./device-tokens";

/** Spec point 3's reply: { result: { success, message } }, and nothing else. */
const replySchema = {
  type: "object",
  required: ["result"],
  properties: {
    result: {
      type: "object",
      required: ["success", "message"],
      properties: { success: { type: "boolean" }, message: { type: "string" } },
    },
  },
} as const;

/**
 * One account call: JSON {Email, Password} checked with the shared contract (a 4xx
 * naming the problem otherwise), then 200 with the service's outcome. A refusal
 * after too many failures also says when to come back in Retry-After.
 */
export function registerAccountRoute(
  app: FastifyInstance,
  path: string,
  action: (credentials: AccountCredentials, client: AccountClient) => Promise<AccountOutcome>,
  { attested = false }: { attested?: boolean } = {},
) {
  const options = {
    schema: { response: { 200: replySchema } },
    // The website's deactivation call spends an attestation token (docs/decisions/0007),
    // checked before the password, so unattested guesses never reach the lockout counters.
    ...(attested ? { preHandler: app.requireAttestation({ consume: true }) } : {}),
  };
  app.post(path, options, async (request, reply) => {
    const parsed = jsonObjectBody(request);
    if ("problem" in parsed) return fail(reply, parsed.problem.status, parsed.problem.error, parsed.problem.message);
    const { body } = parsed;
    const problem = firstError(accountCredentialsSchema, body);
    if (problem) return fail(reply, 400, "Validation Failed", problem.message, problem.field);

    const outcome = await action(accountCredentialsSchema.parse(body), {
      address: request.ip,
      cookies: request.headers.cookie,
    });
    if (outcome.device) reply.header("Set-Cookie", serializeDeviceCookie(outcome.device));
    if (outcome.retryAfterMs !== undefined) {
      reply.header("Retry-After", String(Math.ceil(outcome.retryAfterMs / 1000)));
    }
    // Answers about credentials must never be cached on the way.
    reply.header("Cache-Control", "no-store");
    return { result: { success: outcome.success, message: outcome.message } };
  });
}
