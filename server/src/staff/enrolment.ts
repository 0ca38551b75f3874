import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { hashPassword, type ScryptCost } from "../credentials/password-hash";
import { tokenHash } from "../credentials/random-tokens";
import type { Database, StaffRole } from "../db/schema";
import { StaffProblem } from "../http/staff-problem";
import type { KeyedHash } from "../privacy/keyed-hash";
import { staffPasswordProblem } from "./password-policy";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { open, seal } from "./secret-box";
import { acceptTotp, newTotpSecret, totpUri } from "./totp";

/** The issuer authenticator apps show beside the code. */
const TOTP_ISSUER = "iKEY Staff";

export interface OpenInvitation {
  readonly staffId: number;
  readonly email: string;
  readonly role: StaffRole;
}

/**
 * The member an invitation link is for, while it is unused, unexpired and the member is still
 * only invited; otherwise null, whichever the reason (the page says the link no longer works).
 */
export async function openInvitation(db: Kysely<Database>, token: string, now: number): Promise<OpenInvitation | null> {
  const row = await db
    .selectFrom("staff_invitations")
    .innerJoin("staff", "staff.id", "staff_invitations.staff_id")
    .select(["staff.id", "staff.email", "staff.role"])
    .where("staff_invitations.token_hash", "=", tokenHash(token))
    .where("staff_invitations.used_at", "is", null)
    .where("staff_invitations.expires_at", ">", now)
    .where("staff.status", "=", "invited")
    .executeTakeFirst();
  return row ? { staffId: Number(row.id), email: row.email, role: row.role } : null;
}

const CLOSED = "This invitation link no longer works. Ask an admin for a new one.";

/**
 * A refusal that is a wrong secret: a link that names no open invitation, or a code the
 * authenticator did not make. The routes count these per client (routes/staff.ts `secretCheck`);
 * other refusals (a weak password, a step out of order) are the right member's, and are not.
 */
export class WrongEnrolmentSecret extends StaffProblem {}

/** What the enrolment page shows: the secret to scan (as a QR code) or type, once. */
export interface PendingTotp {
  readonly secret: string;
  readonly uri: string;
}

export interface EnrolmentKeys {
  /** Seals the TOTP secret (sealingKey(STAFF_SECRET_KEY, "staff-totp")). */
  readonly sealKey: Buffer;
  readonly scryptCost?: ScryptCost;
}

/**
 * Step one of accepting an invitation: the password (refused with the policy's reason) and a
 * new TOTP secret, both kept on the still-invited member. Doing it again starts over with a new
 * secret, so a half-finished enrolment on another device is simply replaced.
 */
export async function startEnrolment(
  db: Kysely<Database>,
  { token, password, now }: { readonly token: string; readonly password: string; readonly now: number },
  keys: EnrolmentKeys,
): Promise<PendingTotp> {
  const invitation = await openInvitation(db, token, now);
  if (!invitation) throw new WrongEnrolmentSecret(CLOSED);
  const problem = staffPasswordProblem(password, [invitation.email]);
  if (problem) throw new StaffProblem(problem);
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(password, keys.scryptCost);
  await db
    .updateTable("staff")
    .set({ password_hash: passwordHash, totp_secret: seal(keys.sealKey, secret), totp_step: null })
    .where("id", "=", invitation.staffId)
    .where("status", "=", "invited")
    .execute();
  return { secret, uri: totpUri(secret, invitation.email, TOTP_ISSUER) };
}

/**
 * Step two: a code from the authenticator proves it holds the secret. The member becomes active,
 * the link stops working, and ten recovery codes are made; they are answered once, here, and only
 * their keyed hashes are kept. All in one transaction. Answers the member's e-mail too: the browser
 * that enrolled becomes their first known one (routes/staff.ts).
 */
export async function finishEnrolment(
  db: Kysely<Database>,
  { token, code, now }: { readonly token: string; readonly code: string; readonly now: number },
  keys: EnrolmentKeys & { readonly hash: KeyedHash },
): Promise<{ readonly recoveryCodes: string[]; readonly email: string }> {
  const invitation = await openInvitation(db, token, now);
  if (!invitation) throw new WrongEnrolmentSecret(CLOSED);
  const member = await db
    .selectFrom("staff")
    .select(["password_hash", "totp_secret"])
    .where("id", "=", invitation.staffId)
    .executeTakeFirstOrThrow();
  if (!member.password_hash || !member.totp_secret) throw new StaffProblem("Set your password first.");
  const step = await acceptTotp(open(keys.sealKey, member.totp_secret), code, now, null);
  if (step === null)
    throw new WrongEnrolmentSecret("That code is not right. Check your authenticator app's time and try again.");

  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map((recovery) => hashRecoveryCode(keys.hash, recovery)));
  await db.transaction().execute(async (trx) => {
    // Only the first of two finishing at once wins: the second finds the link used.
    const used = await trx
      .updateTable("staff_invitations")
      .set({ used_at: now })
      .where("token_hash", "=", tokenHash(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new StaffProblem(CLOSED);
    await trx
      .updateTable("staff")
      .set({ status: "active", totp_step: step })
      .where("id", "=", invitation.staffId)
      .execute();
    await trx
      .insertInto("staff_recovery_codes")
      .values(hashes.map((codeHash) => ({ staff_id: invitation.staffId, code_hash: codeHash ?? "", used_at: null })))
      .execute();
    await appendAudit(trx, {
      at: now,
      actor: { id: invitation.staffId, email: invitation.email },
      action: "staff.enrol",
      target: invitation.email,
    });
  });
  return { recoveryCodes, email: invitation.email };
}
