import { type Kysely, sql } from "kysely";
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

/**
 * Appends the entry unless the same actor did the same to the same target within `withinMs` before
 * it (a member reading a lead again and again, issue 49: one entry says they read it). One
 * statement, an insert from a select that finds no such entry: read from the time index, the last
 * hour's entries only. Two instances answering the same member in the same instant could both
 * write; a second entry of a read is harmless, a lost one is not, so nothing waits on a lock.
 */
export async function appendAuditOnce(db: Kysely<Database>, entry: AuditEntry, withinMs: number): Promise<void> {
  const actorId = typeof entry.actor === "string" ? null : entry.actor.id;
  const actorName = typeof entry.actor === "string" ? entry.actor : entry.actor.email;
  const target = entry.target ?? null;
  await db
    .insertInto("audit_log")
    .columns(["at", "actor_id", "actor", "action", "target", "detail", "client_hash"])
    .expression(
      db
        .selectNoFrom([
          // Cast: PostgreSQL types a parameter of a select list as text, whatever column it goes to.
          sql<number>`cast(${entry.at} as bigint)`.as("at"),
          sql<number | null>`cast(${actorId} as bigint)`.as("actor_id"),
          sql<string>`cast(${actorName} as text)`.as("actor"),
          sql<string>`cast(${entry.action} as text)`.as("action"),
          sql<string | null>`cast(${target} as text)`.as("target"),
          sql<string | null>`cast(${entry.detail ? JSON.stringify(entry.detail) : null} as text)`.as("detail"),
          sql<string | null>`cast(${entry.clientHash ?? null} as text)`.as("client_hash"),
        ])
        .where((inner) =>
          inner.not(
            inner.exists(
              db
                .selectFrom("audit_log")
                .select("audit_log.id")
                .where("audit_log.at", ">", entry.at - withinMs)
                .where("audit_log.action", "=", entry.action)
                .where("audit_log.target", target === null ? "is" : "=", target)
                .where("audit_log.actor", "=", actorName),
            ),
          ),
        ),
    )
    .execute();
}
