import { accountCredentialsSchema } from "@ikey/contracts/account-deactivation";
import { business } from "@ikey/contracts/business";
import { inviteSchema } from "@ikey/contracts/console-api-schemas";
import { STAFF_ROLES, type StaffRole } from "@ikey/contracts/staff";
import { StaffProblem } from "../http/staff-problem";
import { staffKeyFor } from "../staff/staff-key-file";
import { disableStaff, inviteStaff, listStaff } from "../staff/staff-store";
import { formatMalaysiaTime } from "../time";
import { readDatabase } from "./read-only";
import { writeDatabase } from "./write-database";

const usage = [
  "Usage: npm run staff -- invite <email> --role admin|sales|support|marketing",
  "       npm run staff -- list",
  "       npm run staff -- disable <email>",
].join("\n");

class UsageError extends Error {}

/** The e-mail argument, checked as the console checks it: an invitation's as the invitation form's. */
function checkedEmail(
  email: string | undefined,
  schema: typeof inviteSchema.shape.email | typeof accountCredentialsSchema.shape.Email,
): string {
  const result = schema.safeParse(email ?? "");
  if (!result.success)
    throw new UsageError(`${(result.error.issues[0]?.message ?? "Invalid email").replace(/\.?$/, ".")}\n${usage}`);
  return result.data;
}

function checkedRole(role: string | undefined): StaffRole {
  if (!STAFF_ROLES.includes(role as StaffRole))
    throw new UsageError(`The role must be admin, sales, support or marketing.\n${usage}`);
  return role as StaffRole;
}

/**
 * The staff console's members (docs/decisions/0015), on the database the server uses, so every
 * command works while it runs. An invitation is queued as an e-mail through the outbox and its
 * link is also printed, so the first admin of a server without SMTP can start.
 */
async function main([command, ...args]: string[]) {
  if (command === "invite" && args.length === 3 && args[1] === "--role") {
    const email = checkedEmail(args[0], inviteSchema.shape.email);
    const role = checkedRole(args[2]);
    return writeDatabase(async (db, config) => {
      // Nothing here is sealed, but a first invitation before the first start makes the key the
      // server will then read, so the two never disagree.
      const { notice } = staffKeyFor(config);
      if (notice) console.error(notice);
      const invitation = await inviteStaff(db, {
        email,
        role,
        now: Date.now(),
        siteUrl: config.staffConsoleUrl,
        supportEmail: business.supportEmail,
        actor: "cli",
      });
      return [
        `Invited ${email.trim().toLowerCase()} as ${role}. The invitation e-mail is queued; the server sends it.`,
        `The link, which works once until ${formatMalaysiaTime(invitation.expiresAt)}:`,
        invitation.link,
      ].join("\n");
    });
  }
  if (command === "list" && args.length === 0) {
    return readDatabase(async (db) => {
      const members = await listStaff(db);
      if (members.length === 0) return "No staff yet: npm run staff -- invite <email> --role admin";
      return members
        .map((member) =>
          [
            member.email.padEnd(32),
            member.role.padEnd(8),
            member.status.padEnd(9),
            member.secondFactor ? "2FA      " : "no 2FA   ",
            member.lastSignInAt === null
              ? "never signed in"
              : `last sign-in ${formatMalaysiaTime(member.lastSignInAt)}`,
          ].join(" "),
        )
        .join("\n");
    });
  }
  if (command === "disable" && args.length === 1) {
    const email = checkedEmail(args[0], accountCredentialsSchema.shape.Email);
    return writeDatabase(async (db) => {
      const done = await disableStaff(db, { email, now: Date.now(), actor: "cli" });
      if (!done) throw new UsageError(`No staff member ${email}.`);
      return `Disabled ${email.trim().toLowerCase()}; their sessions have ended.`;
    });
  }
  throw new UsageError(usage);
}

main(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError || error instanceof StaffProblem ? 1 : 2);
  },
);
