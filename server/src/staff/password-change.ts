import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { hashPassword } from "../credentials/password-hash";
import type { Database } from "../db/schema";
import { StaffProblem } from "../http/staff-problem";
import { staffPasswordProblem } from "./password-policy";
import { staffEmailHash } from "./sign-in";
import type { StaffConsoleDeps } from "./staff-console-deps";
import type { SessionMember } from "./staff-sessions";

/**
 * A signed-in member changes their password: the current one is checked behind the sign-in's
 * brute-force limits, counted per session (the session is itself proof of a known browser, so
 * strangers' failures on the member's e-mail never block it: docs/decisions/0011-device-cookies.md),
 * the new one against the policy, and then every other session of theirs
 * ends (a session someone else holds does not outlive the change).
 */
export async function changeStaffPassword(
  deps: StaffConsoleDeps,
  member: SessionMember,
  change: { readonly currentPassword: string; readonly newPassword: string; readonly clientHash: string },
): Promise<void> {
  const db: Kysely<Database> = deps.db;
  const emailHash = await staffEmailHash(deps.hash, member.email);
  const admission = await deps.limiter.admit(emailHash, { session: member.sessionHash });
  if (!admission.admitted) {
    throw new StaffProblem("Too many wrong passwords. Try again later.", Math.ceil(admission.retryAfterMs / 1000));
  }
  const row = await db.selectFrom("staff").select("password_hash").where("id", "=", member.staffId).executeTakeFirst();
  const right = await deps.passwords.check(change.currentPassword, row?.password_hash ?? undefined);
  await admission.settle(!right);
  if (!right) throw new StaffProblem("Your current password is not right.");
  const problem = staffPasswordProblem(change.newPassword, [member.email]);
  if (problem) throw new StaffProblem(problem);
  const passwordHash = await hashPassword(change.newPassword, deps.scryptCost);
  const now = deps.clock();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff").set({ password_hash: passwordHash }).where("id", "=", member.staffId).execute();
    await trx
      .deleteFrom("staff_sessions")
      .where("staff_id", "=", member.staffId)
      .where("id_hash", "!=", member.sessionHash)
      .execute();
    await appendAudit(trx, {
      at: now,
      actor: { id: member.staffId, email: member.email },
      action: "staff.password",
      target: member.email,
      clientHash: change.clientHash,
    });
  });
}
