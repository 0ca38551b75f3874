import { z } from "zod";
import { requiredEmail } from "./fields";

/** Spec point 7: the deactivation call, served by this project's server at the same path. */
export const DEACTIVATE_ACCOUNT_PATH = "/Api/Parent/Account/WebDeactivateAccount";

/** The parent app's login; logging in again is how a deactivated account comes back (spec point 4). */
export const LOGIN_PATH = "/Api/Parent/Account/Login";

/** Spec points 2, 4 and 9: a deactivated account is permanently deleted after this many days. */
export const DELETION_DAYS = 180;

/** Spec point 9: a new password needs at least this many characters. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Longer passwords are refused before hashing, so one request cannot buy much
 * server time; no password manager makes one this long.
 */
const MAX_PASSWORD_LENGTH = 256;

/**
 * What the deactivation page sends (spec point 3: Email, Password) and what the
 * login takes, checked in the order of spec point 5.
 */
export const accountCredentialsSchema = z.object({
  Email: requiredEmail("Please enter email", "Please enter valid email"),
  // Not trimmed: spaces are part of a password, and " " is not an empty one.
  Password: z
    .string("Please enter password")
    .min(1, "Please enter password")
    .max(MAX_PASSWORD_LENGTH, "This password is too long"),
});

export type AccountCredentials = z.infer<typeof accountCredentialsSchema>;

/** A password for a new account (the `npm run account -- create` command). */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, "This password is too long");

/** Spec points 3 and 7: every answer of both calls, read for result.success and result.message. */
export const accountReplySchema = z.object({
  result: z.object({ success: z.boolean(), message: z.string() }),
});

export type AccountReply = z.infer<typeof accountReplySchema>;
