import { LOGIN_PATH } from "@ikey/contracts/account-deactivation";
import type { FastifyInstance } from "fastify";
import { registerAccountRoute } from "../accounts/account-route";
import type { AccountService } from "../accounts/account-service";

/** POST /Api/Parent/Account/Login: the parent app's login, which also reactivates a deactivated account. */
export async function accountLoginRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  registerAccountRoute(app, LOGIN_PATH, accounts.login);
}
