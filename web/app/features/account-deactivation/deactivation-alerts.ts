import type { AccountCredentialsMessages } from "@ikey/contracts/account-deactivation";
import * as m from "../../paraglide/messages.js";

/** The page's alerts in its language; contracts/account-deactivation.ts holds the spec's English and order. */
export const deactivationAlerts = (): AccountCredentialsMessages => ({
  email: m.deactivation_email_required(),
  emailInvalid: m.deactivation_email_invalid(),
  password: m.deactivation_password_required(),
  passwordTooLong: m.deactivation_password_too_long(),
});
