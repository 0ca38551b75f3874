import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import type { DeviceCookie, DeviceTokens } from "../credentials/device-tokens";
import { normaliseEmail } from "../credentials/normalise-email";
import type { PasswordChecker } from "../credentials/password-hash";
import type { Database } from "../db/schema";
import type { AttemptLimiter } from "../limits/attempt-limiter";
import type { KeyedHash } from "../privacy/keyed-hash";
import { hashRecoveryCode } from "./recovery-codes";
import { open } from "./secret-box";
import { type SessionMember, startSession } from "./staff-sessions";
import { acceptTotp } from "./totp";

export interface SignInAttempt {
  readonly email: string;
  readonly password: string;
  /** A 6-digit TOTP code, or a recovery code. */
  readonly code: string;
  readonly clientAddress: string;
  /** The request's Cookie header: a browser that has signed in as this member before holds a device cookie. */
  readonly cookies?: string;
}

export type SignInOutcome =
  | {
      readonly kind: "signed-in";
      readonly token: string;
      readonly member: Omit<SessionMember, "sessionHash">;
      /** Makes (or keeps) this browser a known device of the member's, with a limit of its own. */
      readonly device: DeviceCookie;
    }
  | { readonly kind: "wrong" }
  | { readonly kind: "refused"; readonly retryAfterMs: number };

export interface SignInDependencies {
  readonly db: Kysely<Database>;
  readonly now: () => number;
  readonly passwords: PasswordChecker;
  /** The parent accounts' limits, under the staff console's own keys (scope "staff"). */
  readonly limiter: AttemptLimiter;
  /** Device cookies under the "staff" scope (docs/decisions/0011-device-cookies.md). */
  readonly devices: DeviceTokens;
  readonly hash: KeyedHash;
  readonly sealKey: Buffer;
}

/** The keyed hash a member's sign-in limits and device cookies are bound to: neither stores the e-mail. */
export function staffEmailHash(hash: KeyedHash, email: string): Promise<string> {
  return hash(`staff-email:${normaliseEmail(email)}`);
}

/**
 * One sign-in: e-mail, password and second factor together (docs/decisions/0015), so nothing
 * tells a right password from a wrong one without the second factor. A wrong password and an
 * unknown e-mail do the same work past the limiter (two lookups, one scrypt against a dummy hash
 * when there is no member, one settle, one audit entry), so they answer alike and as fast.
 *
 * A browser that has signed in as the member before is counted on its own (its device cookie),
 * so the lock strangers cause on the e-mail never reaches it (docs/decisions/0011-device-cookies.md).
 */
export async function signIn(deps: SignInDependencies, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = normaliseEmail(attempt.email);
  const emailHash = await staffEmailHash(deps.hash, email);
  const clientHash = await deps.hash(attempt.clientAddress);
  const device = await deps.devices.known(emailHash, attempt.cookies);
  const admission = await deps.limiter.admit(emailHash, device ? { device } : { clientHash });
  if (!admission.admitted) return { kind: "refused", retryAfterMs: admission.retryAfterMs };

  let member: (Pick<SessionMember, "email" | "role" | "name" | "language"> & { id: number }) | undefined;
  try {
    const row = await deps.db
      .selectFrom("staff")
      .select(["id", "email", "role", "name", "language", "password_hash", "totp_secret", "totp_step"])
      .where("email", "=", email)
      .where("status", "=", "active")
      .executeTakeFirst();
    const passwordRight = await deps.passwords.check(attempt.password, row?.password_hash ?? undefined);
    // The second factor is checked only after the right password, so a typo never spends a recovery code.
    const factorRight = row && passwordRight ? await checkSecondFactor(deps, row, attempt.code) : false;
    if (row && factorRight) {
      member = { id: Number(row.id), email: row.email, role: row.role, name: row.name, language: row.language };
    }
  } catch (error) {
    // A database error is not a failed guess: give the attempt back.
    await admission.settle(false).catch(() => {});
    throw error;
  }
  await admission.settle(!member);

  const now = deps.now();
  if (!member) {
    const known = await deps.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
    // The typed e-mail is kept only when it is a member's: a stranger's typing stays out of the log.
    await appendAudit(deps.db, {
      at: now,
      actor: known ? { id: Number(known.id), email } : "unknown",
      action: "staff.sign-in-failed",
      clientHash,
    });
    return { kind: "wrong" };
  }
  const token = await startSession(deps.db, { staffId: member.id, now, clientHash });
  await appendAudit(deps.db, { at: now, actor: member, action: "staff.sign-in", clientHash });
  return {
    kind: "signed-in",
    token,
    member: {
      staffId: member.id,
      email: member.email,
      role: member.role,
      name: member.name,
      language: member.language,
    },
    device: await deps.devices.issue(emailHash),
  };
}

interface FactorRow {
  readonly id: number;
  readonly totp_secret: string | null;
  readonly totp_step: number | null;
}

/**
 * A TOTP code newer than the last one accepted (stored at once, and only if still newer, so two
 * requests with one code cannot both pass), or an unused recovery code (spent the same way).
 */
async function checkSecondFactor(deps: SignInDependencies, row: FactorRow, code: string) {
  const typed = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(typed)) {
    if (!row.totp_secret) return false;
    const usedStep = row.totp_step === null ? null : Number(row.totp_step);
    const step = await acceptTotp(open(deps.sealKey, row.totp_secret), typed, deps.now(), usedStep);
    if (step === null) return false;
    const stored = await deps.db
      .updateTable("staff")
      .set({ totp_step: step })
      .where("id", "=", row.id)
      .where((eb) => eb.or([eb("totp_step", "is", null), eb("totp_step", "<", step)]))
      .executeTakeFirst();
    return Number(stored.numUpdatedRows) === 1;
  }
  const codeHash = await hashRecoveryCode(deps.hash, typed);
  if (!codeHash) return false;
  const spent = await deps.db
    .updateTable("staff_recovery_codes")
    .set({ used_at: deps.now() })
    .where("staff_id", "=", row.id)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
