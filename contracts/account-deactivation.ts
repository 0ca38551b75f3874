import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./account-rules";
import { requiredEmail } from "./fields";

export { DEACTIVATE_ACCOUNT_PATH, DELETION_DAYS, LOGIN_PATH, MIN_PASSWORD_LENGTH } from "./account-rules";

/**
 * Longer passwords are refused before hashing, so one request cannot buy much
 * server time; no password manager makes one this long.
 */
const MAX_PASSWORD_LENGTH = 256;

/**
 * What the deactivation page sends (Email, Password; requirements: Entities) and
 * what the login takes, checked in order (requirements: Validation rules).
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

/** Every answer of both calls, read for result.success and result.message (requirements: Entities, Calls). */
export const accountReplySchema = z.object({
  result: z.object({ success: z.boolean(), message: z.string() }),
});

export type AccountReply = z.infer<typeof accountReplySchema>;
