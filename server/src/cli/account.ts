import { accountCredentialsSchema, DELETION_DAYS, newPasswordSchema } from "@ikey/contracts/account-deactivation";
import { findAccount, insertAccount } from "../accounts/account-store";
import { normaliseEmail } from "../credentials/normalise-email";
import { hashPassword } from "../credentials/password-hash";
import { isUniqueViolation } from "../db/errors";
import { DAY_MS, formatMalaysiaTime } from "../time";
import { readDatabase } from "./read-only";
import { writeDatabase } from "./write-database";

const usage = ["Usage: npm run account -- create <email> <password>", "       npm run account -- show <email>"].join(
  "\n",
);

class UsageError extends Error {}

function checkedEmail(email: string | undefined): string {
  const result = accountCredentialsSchema.shape.Email.safeParse(email ?? "");
  if (!result.success) throw new UsageError(`${result.error.issues[0]?.message ?? "Invalid email"}.\n${usage}`);
  return result.data;
}

/**
 * Creates parent-app accounts and shows their status, on the database the server
 * uses (SQLite in WAL mode or PostgreSQL), so it works while the server runs.
 * The password is never printed.
 */
async function main([command, ...args]: string[]) {
  if (command === "create" && args.length === 2) {
    const email = checkedEmail(args[0]);
    const password = newPasswordSchema.safeParse(args[1]);
    if (!password.success) throw new UsageError(`${password.error.issues[0]?.message ?? "Invalid password"}.`);
    const passwordHash = await hashPassword(password.data);
    return writeDatabase(async (db) => {
      try {
        await insertAccount(db, { email, passwordHash, now: Date.now() });
      } catch (error) {
        if (isUniqueViolation(error)) throw new UsageError(`An account for ${email} already exists.`);
        throw error;
      }
      return `Created an active account for ${normaliseEmail(email)}.`;
    });
  }
  if (command === "show" && args.length === 1) {
    const email = checkedEmail(args[0]);
    return readDatabase(async (db) => {
      const account = await findAccount(db, email);
      if (!account) throw new UsageError(`No account for ${email}.`);
      const lines = [
        `email:        ${account.email}`,
        `status:       ${account.status}`,
        `created:      ${formatMalaysiaTime(account.created_at)}`,
        `last login:   ${account.last_login_at === null ? "never" : formatMalaysiaTime(account.last_login_at)}`,
      ];
      if (account.deactivated_at !== null) {
        lines.push(
          `deactivated:  ${formatMalaysiaTime(account.deactivated_at)}`,
          `deleted from: ${formatMalaysiaTime(account.deactivated_at + DELETION_DAYS * DAY_MS)}, unless it logs in again`,
        );
      }
      return lines.join("\n");
    });
  }
  throw new UsageError(usage);
}

main(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 1 : 2);
  },
);
