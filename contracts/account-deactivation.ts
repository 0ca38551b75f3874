import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./account-rules";
import { type FieldMessages, fieldMessages, requiredEmail } from "./fields";

export { DEACTIVATE_ACCOUNT_PATH, DELETION_DAYS, LOGIN_PATH, MIN_PASSWORD_LENGTH } from "./account-rules";

/**
 * Longer passwords are refused before hashing, so one request cannot buy much
 * server time; no password manager makes one this long.
 */
const MAX_PASSWORD_LENGTH = 256;

/**
 * The deactivation page's alerts (requirements: Validation rules), in the order it checks them.
 * The server answers with these; a translated page passes its own.
 */
export const accountCredentialsMessages = {
  email: "Please enter email",
  emailInvalid: "Please enter valid email",
  password: "Please enter password",
  passwordTooLong: "This password is too long",
};

export type AccountCredentialsMessages = { readonly [Key in keyof typeof accountCredentialsMessages]: string };

/**
 * What the deactivation page sends (Email, Password; requirements: Entities) and
 * what the login takes, checked in order (requirements: Validation rules).
 */
export function accountCredentialsSchemaWith(
  messages: AccountCredentialsMessages,
  field: FieldMessages = fieldMessages,
) {
  return z.object({
    Email: requiredEmail(messages.email, messages.emailInvalid, field),
    // Not trimmed: spaces are part of a password, and " " is not an empty one.
    Password: z.string(messages.password).min(1, messages.password).max(MAX_PASSWORD_LENGTH, messages.passwordTooLong),
  });
}

export const accountCredentialsSchema = accountCredentialsSchemaWith(accountCredentialsMessages);

export type AccountCredentials = z.infer<typeof accountCredentialsSchema>;

/** A password for a new account (the `npm run account -- create` command). */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, accountCredentialsMessages.passwordTooLong);

/** Every answer of both calls, read for result.success and result.message (requirements: Entities, Calls). */
export const accountReplySchema = z.object({
  result: z.object({ success: z.boolean(), message: z.string() }),
});

export type AccountReply = z.infer<typeof accountReplySchema>;
