import type { Kysely } from "kysely";
import { normaliseEmail } from "../accounts/account-store";
import { type AuditActor, appendAudit } from "../audit-log/audit-log-store";
import type { Database, StaffRole, StaffStatus } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import { invitationLink, invitationMail } from "./invitation-mail";
import { newToken, tokenHash } from "./session-tokens";

export const STAFF_ROLES: readonly StaffRole[] = ["admin", "sales", "support"];
/** An invitation link works once, for a day. */
export const INVITATION_LIFETIME_MS = 24 * 3_600_000;

export class StaffProblem extends Error {}

export interface Invitation {
  readonly link: string;
  readonly expiresAt: number;
}

export interface InviteOptions {
  readonly email: string;
  readonly role: StaffRole;
  readonly now: number;
  readonly siteUrl: string;
  readonly supportEmail: string;
  readonly actor: AuditActor;
}

/**
 * Invites a member, or invites again one who has not accepted yet (their earlier links stop
 * working): the member, the invitation (its token's hash only), the e-mail and the audit entry in
 * one transaction. An active or disabled member is not invited again.
 */
export async function inviteStaff(db: Kysely<Database>, options: InviteOptions): Promise<Invitation> {
  const email = normaliseEmail(options.email);
  const token = newToken();
  const expiresAt = options.now + INVITATION_LIFETIME_MS;
  const link = invitationLink(options.siteUrl, token);
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("staff")
      .select(["id", "status"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing && existing.status !== "invited") {
      throw new StaffProblem(`${email} is already a member (${existing.status}).`);
    }
    const staffId =
      existing?.id ??
      (
        await trx
          .insertInto("staff")
          .values({ email, role: options.role, status: "invited", created_at: options.now })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    if (existing) {
      await trx.updateTable("staff").set({ role: options.role }).where("id", "=", staffId).execute();
      await trx
        .updateTable("staff_invitations")
        .set({ used_at: options.now })
        .where("staff_id", "=", staffId)
        .where("used_at", "is", null)
        .execute();
    }
    await trx
      .insertInto("staff_invitations")
      .values({
        token_hash: tokenHash(token),
        staff_id: staffId,
        created_at: options.now,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    await enqueue(
      trx,
      { staffId },
      invitationMail(email, options.role, link, expiresAt, options.supportEmail),
      options.now,
    );
    await appendAudit(trx, {
      at: options.now,
      actor: options.actor,
      action: "staff.invite",
      target: email,
      detail: { role: options.role },
    });
  });
  return { link, expiresAt };
}

export interface StaffListing {
  readonly email: string;
  readonly role: StaffRole;
  readonly status: StaffStatus;
  readonly createdAt: number;
  readonly lastSignInAt: number | null;
  readonly secondFactor: boolean;
}

/** Every member, by e-mail: role, state, last sign-in and whether a second factor is enrolled. */
export async function listStaff(db: Kysely<Database>): Promise<StaffListing[]> {
  const rows = await db
    .selectFrom("staff")
    .select(["email", "role", "status", "created_at", "last_sign_in_at", "totp_secret"])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: Number(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
    secondFactor: row.totp_secret !== null,
  }));
}

/**
 * Disables a member and ends their sessions at once (each request reads its session from the
 * database, so every instance sees it), with any invitation still open. False when no such member.
 */
export async function disableStaff(
  db: Kysely<Database>,
  { email, now, actor }: { readonly email: string; readonly now: number; readonly actor: AuditActor },
): Promise<boolean> {
  const normal = normaliseEmail(email);
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("staff")
      .select(["id", "status"])
      .where("email", "=", normal)
      .executeTakeFirst();
    if (!member) return false;
    if (member.status !== "disabled") {
      await trx
        .updateTable("staff")
        .set({ status: "disabled", disabled_at: now })
        .where("id", "=", member.id)
        .execute();
    }
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", member.id).execute();
    await trx
      .updateTable("staff_invitations")
      .set({ used_at: now })
      .where("staff_id", "=", member.id)
      .where("used_at", "is", null)
      .execute();
    await appendAudit(trx, { at: now, actor, action: "staff.disable", target: normal });
    return true;
  });
}
