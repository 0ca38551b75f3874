import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Who acted: a member of the console, the command line (npm run staff), someone not signed in, or
 * the server itself (an incident opened by STATUS_AUTO_INCIDENTS).
 */
export type AuditActor = { readonly id: number; readonly email: string } | "cli" | "unknown" | "automatic";

export interface AuditEntry {
  readonly at: number;
  readonly actor: AuditActor;
  /** What happened, as "<feature>.<verb>", such as "staff.invite" or "lead.export". */
  readonly action: string;
  /** What it happened to: a member's e-mail, a lead's id… */
  readonly target?: string;
  /** Facts that explain the action (a new role, a count), never the personal data of a lead. */
  readonly detail?: Record<string, unknown>;
  /** The client's keyed hash; absent for the command line. */
  readonly clientHash?: string;
}

/** Appends one entry (the table refuses updates: docs/decisions/0015). Call it in the action's transaction. */
export async function appendAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: entry.at,
      actor_id: typeof entry.actor === "string" ? null : entry.actor.id,
      actor: typeof entry.actor === "string" ? entry.actor : entry.actor.email,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      client_hash: entry.clientHash ?? null,
    })
    .execute();
}

/** The one deletion the audit log allows: entries written before `cutoff`, by the yearly retention pass. */
export async function deleteAuditEntriesBefore(db: Kysely<Database>, cutoff: number): Promise<number> {
  const { numDeletedRows } = await db.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
  return Number(numDeletedRows);
}
