import type { Kysely } from "kysely";
import { type AuditActor, appendAudit } from "../audit-log/audit-log-store";
import { normaliseEmail } from "../credentials/normalise-email";
import { newToken, tokenHash } from "../credentials/random-tokens";
import type { Database, StaffRole, StaffStatus } from "../db/schema";
import { StaffProblem } from "../http/staff-problem";
import { enqueue } from "../outbox/outbox-store";
import { DAY_MS } from "../time";
import { invitationLink, invitationMail } from "./invitation-mail";

/** An invitation link works once, for a day. */
export const INVITATION_LIFETIME_MS = DAY_MS;

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
  readonly clientHash?: string;
}

/**
 * Invites a member, or invites again one who has not accepted yet (their earlier links stop
 * working): the member, the invitation (its token's hash only), the e-mail and the audit entry in
 * one transaction. So is one disabled before finishing enrolment: they have no account to enable,
 * so an invitation is their one way back (issue 49). An active member, or a disabled one who had
 * enrolled (Enable brings them back), is not invited again.
 */
export async function inviteStaff(db: Kysely<Database>, options: InviteOptions): Promise<Invitation> {
  const email = normaliseEmail(options.email);
  const token = newToken();
  const expiresAt = options.now + INVITATION_LIFETIME_MS;
  const link = invitationLink(options.siteUrl, token);
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("staff")
      .select(["id", "status", "password_hash", "totp_secret"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing && existing.status !== "invited" && !(existing.status === "disabled" && neverEnrolled(existing))) {
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
      await trx
        .updateTable("staff")
        .set({ role: options.role, status: "invited", disabled_at: null })
        .where("id", "=", staffId)
        .execute();
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
      clientHash: options.clientHash,
    });
  });
  return { link, expiresAt };
}

export interface StaffListing {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly status: StaffStatus;
  readonly createdAt: number;
  readonly lastSignInAt: number | null;
  readonly secondFactor: boolean;
  /** Sessions still stored (an expired one goes at its next use or the next pruning). */
  readonly sessions: number;
}

/** Every member, by e-mail: role, state, last sign-in, whether a second factor is enrolled, and sessions. */
export async function listStaff(db: Kysely<Database>): Promise<StaffListing[]> {
  const rows = await db
    .selectFrom("staff")
    .select((eb) => [
      "id",
      "email",
      "role",
      "status",
      "created_at",
      "last_sign_in_at",
      "totp_secret",
      eb
        .selectFrom("staff_sessions")
        .select((count) => count.fn.countAll<number>().as("n"))
        .whereRef("staff_sessions.staff_id", "=", "staff.id")
        .as("sessions"),
    ])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: Number(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
    secondFactor: row.totp_secret !== null,
    sessions: Number(row.sessions ?? 0),
  }));
}

/** A member's e-mail by id, or null. */
export async function staffEmailOf(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db.selectFrom("staff").select("email").where("id", "=", id).executeTakeFirst();
  return row?.email ?? null;
}

/** Refuses a change that would leave no active admin to manage the staff. */
async function keepAnAdmin(db: Kysely<Database>, changedId: number): Promise<void> {
  const others = await db
    .selectFrom("staff")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .where("id", "!=", changedId)
    .executeTakeFirst();
  if (!others) throw new StaffProblem("This would leave no active admin. Make someone else admin first.");
}

/**
 * Gives a member another role and ends their sessions, but for the one making the change
 * (`keepSession`), so the new role applies from their next sign-in.
 */
export async function changeStaffRole(
  db: Kysely<Database>,
  options: {
    readonly id: number;
    readonly role: StaffRole;
    readonly now: number;
    readonly actor: AuditActor;
    readonly keepSession?: string;
    readonly clientHash?: string;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("staff")
      .select(["email", "role"])
      .where("id", "=", options.id)
      .executeTakeFirst();
    if (!member) throw new StaffProblem("No such member.");
    if (member.role === options.role) return;
    if (member.role === "admin") await keepAnAdmin(trx, options.id);
    await trx.updateTable("staff").set({ role: options.role }).where("id", "=", options.id).execute();
    let sessions = trx.deleteFrom("staff_sessions").where("staff_id", "=", options.id);
    if (options.keepSession) sessions = sessions.where("id_hash", "!=", options.keepSession);
    await sessions.execute();
    await appendAudit(trx, {
      at: options.now,
      actor: options.actor,
      action: "staff.role",
      target: member.email,
      detail: { from: member.role, to: options.role },
      clientHash: options.clientHash,
    });
  });
}

/** Who disables or enables a member, and when. */
export interface StaffStatusChange {
  readonly email: string;
  readonly now: number;
  readonly actor: AuditActor;
  readonly clientHash?: string;
  /** What went with the member (the console's hand-over): in the audit entry. */
  readonly detail?: Record<string, unknown>;
}

/**
 * Disables a member and ends their sessions at once (each request reads its session from the
 * database, so every instance sees it), with any invitation still open. False when no such member.
 */
export async function disableStaff(db: Kysely<Database>, change: StaffStatusChange): Promise<boolean> {
  return db.transaction().execute(async (trx) => (await disableStaffIn(trx, change)) !== null);
}

/** disableStaff in the caller's transaction (the console's hand-over runs with it); answers the member's id, or null. */
export async function disableStaffIn(
  trx: Kysely<Database>,
  { email, now, actor, clientHash, detail }: StaffStatusChange,
): Promise<number | null> {
  const normal = normaliseEmail(email);
  const member = await trx
    .selectFrom("staff")
    .select(["id", "status", "role"])
    .where("email", "=", normal)
    .executeTakeFirst();
  if (!member) return null;
  // The command line may disable anyone (it is how a lost admin is locked out); the console keeps one admin.
  if (actor !== "cli" && member.role === "admin") await keepAnAdmin(trx, Number(member.id));
  if (member.status !== "disabled") {
    await trx.updateTable("staff").set({ status: "disabled", disabled_at: now }).where("id", "=", member.id).execute();
  }
  await trx.deleteFrom("staff_sessions").where("staff_id", "=", member.id).execute();
  await trx
    .updateTable("staff_invitations")
    .set({ used_at: now })
    .where("staff_id", "=", member.id)
    .where("used_at", "is", null)
    .execute();
  await appendAudit(trx, { at: now, actor, action: "staff.disable", target: normal, detail, clientHash });
  return Number(member.id);
}

/**
 * Enables a disabled member again, with the password and authenticator they had (an admin's
 * choice, in the audit log). One who never finished enrolling has no account to enable.
 */
export async function enableStaff(db: Kysely<Database>, change: StaffStatusChange): Promise<boolean> {
  const normal = normaliseEmail(change.email);
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("staff")
      .select(["id", "status", "password_hash", "totp_secret"])
      .where("email", "=", normal)
      .executeTakeFirst();
    if (!member) return false;
    if (member.status !== "disabled") throw new StaffProblem("This member is not disabled.");
    if (neverEnrolled(member)) {
      throw new StaffProblem(
        "This member never finished enrolling, so there is no account to enable: invite them again.",
      );
    }
    await trx.updateTable("staff").set({ status: "active", disabled_at: null }).where("id", "=", member.id).execute();
    await appendAudit(trx, {
      at: change.now,
      actor: change.actor,
      action: "staff.enable",
      target: normal,
      clientHash: change.clientHash,
    });
    return true;
  });
}

/** A member who never set both a password and an authenticator: there is no account to sign in to. */
function neverEnrolled(member: {
  readonly password_hash: string | null;
  readonly totp_secret: string | null;
}): boolean {
  return member.password_hash === null || member.totp_secret === null;
}
