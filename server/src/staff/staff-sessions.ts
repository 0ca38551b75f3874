import type { Language } from "@ikey/contracts/languages";
import type { Kysely } from "kysely";
import { newToken, tokenHash } from "../credentials/random-tokens";
import type { Database, StaffRole } from "../db/schema";
import { STAFF_IDLE_MS, STAFF_SESSION_MAX_MS } from "./session-tokens";

/** The signed-in member a session belongs to, as each request sees them. */
export interface SessionMember {
  readonly staffId: number;
  readonly email: string;
  readonly role: StaffRole;
  /** The member's own name, if they gave one (docs/decisions/0039-staff-profile.md). */
  readonly name: string | null;
  /** The language the site's e-mails to the member are written in. */
  readonly language: Language;
  /** The session's own key in the table, to end it or the member's others. */
  readonly sessionHash: string;
}

/** A last-seen time is written at most once a minute: a busy console does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Starts a session for an active member; the token goes in the cookie and only its hash is kept. */
export async function startSession(
  db: Kysely<Database>,
  { staffId, now, clientHash }: { readonly staffId: number; readonly now: number; readonly clientHash: string },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: tokenHash(token),
      staff_id: staffId,
      created_at: now,
      last_seen_at: now,
      client_hash: clientHash,
    })
    .execute();
  await db.updateTable("staff").set({ last_sign_in_at: now }).where("id", "=", staffId).execute();
  return token;
}

/**
 * The member behind a session cookie, or null: no such session, 30 minutes idle, 12 hours old,
 * or a member no longer active (disabled members are signed out at their next request). A
 * session found expired is deleted. A live one is marked as seen.
 */
export async function readSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: number,
): Promise<SessionMember | null> {
  if (!token) return null;
  const sessionHash = tokenHash(token);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select([
      "staff.id",
      "staff.email",
      "staff.role",
      "staff.name",
      "staff.language",
      "staff.status",
      "staff_sessions.created_at",
      "staff_sessions.last_seen_at",
    ])
    .where("staff_sessions.id_hash", "=", sessionHash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Number(row.last_seen_at);
  const expired = now - lastSeen >= STAFF_IDLE_MS || now - Number(row.created_at) >= STAFF_SESSION_MAX_MS;
  if (expired || row.status !== "active") {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", sessionHash).execute();
    return null;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now }).where("id_hash", "=", sessionHash).execute();
  }
  return {
    staffId: Number(row.id),
    email: row.email,
    role: row.role,
    name: row.name,
    language: row.language,
    sessionHash,
  };
}

/** Signs out: this session only. */
export async function endSession(db: Kysely<Database>, sessionHash: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", sessionHash).execute();
}

/**
 * Ends a member's sessions: all of them (an admin's "end sessions"), or all but the one making the
 * change (after a password or role change). Answers how many ended.
 */
export async function endMemberSessions(
  db: Kysely<Database>,
  staffId: number,
  { except }: { readonly except?: string } = {},
): Promise<number> {
  let query = db.deleteFrom("staff_sessions").where("staff_id", "=", staffId);
  if (except) query = query.where("id_hash", "!=", except);
  const { numDeletedRows } = await query.executeTakeFirst();
  return Number(numDeletedRows);
}
