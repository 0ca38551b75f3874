import { DEACTIVATE_ACCOUNT_PATH } from "@ikey/contracts/account-deactivation";
import type { FastifyInstance } from "fastify";
import { registerAccountRoute } from "../accounts/account-route";
import type { AccountService } from "../accounts/account-service";

/** POST /Api/Parent/Account/WebDeactivateAccount: the /deactivate-account page (web/app/features/account-deactivation). */
export async function accountDeactivationRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  registerAccountRoute(app, DEACTIVATE_ACCOUNT_PATH, accounts.deactivate, { attested: true });
}
