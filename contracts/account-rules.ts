/**
 * The deactivation page's fixed facts, apart from its checks (account-deactivation.ts):
 * the page renders these with no zod in its code, and the checks load when needed.
 */

/** The deactivation call, served by this project's server at the same path (requirements: Calls). */
export const DEACTIVATE_ACCOUNT_PATH = "/Api/Parent/Account/WebDeactivateAccount";

/**
 * The parent app's login; logging in again is how a deactivated account comes back
 * (requirements: States and transitions).
 */
export const LOGIN_PATH = "/Api/Parent/Account/Login";

/** A deactivated account is permanently deleted after this many days (requirements: Constants and limits). */
export const DELETION_DAYS = 180;

/** A new password needs at least this many characters (requirements: Constants and limits). */
export const MIN_PASSWORD_LENGTH = 8;
