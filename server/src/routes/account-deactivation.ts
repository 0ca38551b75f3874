import {
  type AccountCredentials,
  accountCredentialsSchema,
  accountReplySchema,
  DEACTIVATE_ACCOUNT_PATH,
  LOGIN_PATH,
} from "@ikey/contracts/account-deactivation";
import { problemSchema } from "@ikey/contracts/api-schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccountClient, AccountOutcome, AccountService } from "../accounts/account-service";
import { serializeDeviceCookie } from "../credentials/device-tokens";
import { requireJsonObject } from "../http/json-body";
import { requestLanguage } from "../http/request-language";

/**
 * One account call: JSON {Email, Password} checked with the shared contract by the
 * route's schema (400 with the first failing check's message otherwise), then 200 with the service's outcome. A refusal
 * after too many failures also says when to come back in Retry-After.
 */
function registerAccountRoute(
  server: FastifyInstance,
  path: string,
  action: (credentials: AccountCredentials, client: AccountClient) => Promise<AccountOutcome>,
  { attested = false }: { attested?: boolean } = {},
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const options = {
    schema: { body: accountCredentialsSchema, response: { 200: accountReplySchema, "4xx": problemSchema } },
    preValidation: [
      // The website's deactivation call spends an attestation token (docs/decisions/0007),
      // checked before the password, so unattested guesses never reach the lockout counters.
      ...(attested ? [app.requireAttestation({ consume: true })] : []),
      requireJsonObject(),
    ],
  };
  app.post(path, options, async (request, reply) => {
    const outcome = await action(request.body, {
      address: request.ip,
      cookies: request.headers.cookie,
      language: requestLanguage(request.headers["content-language"]),
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

/**
 * The two account calls: POST /Api/Parent/Account/WebDeactivateAccount, from the
 * /deactivate-account page (web/app/features/account-deactivation), and POST
 * /Api/Parent/Account/Login, the parent app's login, which also reactivates a
 * deactivated account.
 */
export async function accountDeactivationRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  // The website's call spends an attestation token; the apps' login is not attested.
  registerAccountRoute(app, DEACTIVATE_ACCOUNT_PATH, accounts.deactivate, { attested: true });
  registerAccountRoute(app, LOGIN_PATH, accounts.login);
}
