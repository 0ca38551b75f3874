import {
  type AccountCredentials,
  accountCredentialsSchema,
  DEACTIVATE_ACCOUNT_PATH,
  LOGIN_PATH,
} from "@ikey/contracts/account-deactivation";
import { checkForm } from "@ikey/contracts/validation";
import type { FastifyInstance } from "fastify";
import type { AccountClient, AccountOutcome, AccountService } from "../accounts/account-service";
import { serializeDeviceCookie } from "../accounts/device-tokens";
import { fail, jsonObjectBody } from "../http/json-body";

/** The deactivation reply (requirements: Entities): { result: { success, message } }, and nothing else. */
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
function registerAccountRoute(
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
    const checked = checkForm(accountCredentialsSchema, body);
    if ("problem" in checked) {
      return fail(reply, 400, "Validation Failed", checked.problem.message, checked.problem.field);
    }

    const outcome = await action(checked.data, {
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
