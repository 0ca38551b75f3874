import { DELETION_DAYS } from "@ikey/contracts/account-deactivation";

/**
 * What the two calls answer in result.message. The deactivation page shows a
 * failure's message in an alert (requirements: Error catalogue), so these are written for parents.
 */
export const accountMessages = {
  /** Wrong password and unknown e-mail alike: the answer must not tell which e-mails have accounts. */
  wrongCredentials: "The email or password is incorrect. Please try again.",
  deactivated: `Your account has been deactivated. It will be permanently deleted in ${DELETION_DAYS} days unless you log in again.`,
  alreadyDeactivated: "This account is already deactivated. Log in to the iKEY app to reactivate it.",
  loggedIn: "You are logged in.",
  reactivated: "Welcome back. Your account has been reactivated.",
  tooManyAttempts(retryAfterMs: number): string {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    return `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  },
} as const;
