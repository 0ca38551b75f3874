/**
 * The deactivation page's fixed facts, apart from its checks (account-deactivation.ts):
 * the page renders these with no zod in its code, and the checks load when needed.
 */

/** Spec point 7: the deactivation call, served by this project's server at the same path. */
export const DEACTIVATE_ACCOUNT_PATH = "/Api/Parent/Account/WebDeactivateAccount";

/** The parent app's login; logging in again is how a deactivated account comes back (spec point 4). */
export const LOGIN_PATH = "/Api/Parent/Account/Login";

/** Spec points 2, 4 and 9: a deactivated account is permanently deleted after this many days. */
export const DELETION_DAYS = 180;

/** Spec point 9: a new password needs at least this many characters. */
export const MIN_PASSWORD_LENGTH = 8;
