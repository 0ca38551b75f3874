import type { PublicIncident } from "@ikey/contracts/api-schemas";
import type { ConsoleIncident } from "@ikey/contracts/console-api-schemas";
import type { StatusGroupId } from "@ikey/contracts/status-history";
import { type IncidentStatus, RECENT_INCIDENT_DAYS } from "@ikey/contracts/status-incidents";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DAY_MS } from "../time";

/** Who wrote an incident or an update: a member, or the server (STATUS_AUTO_INCIDENTS). */
export type IncidentAuthor = { readonly id: number; readonly email: string } | "automatic";

export interface IncidentUpdate {
  readonly id: number;
  readonly status: IncidentStatus;
  readonly message: string;
  readonly at: number;
  readonly by: string;
}

export interface StoredIncident {
  readonly id: number;
  readonly title: string;
  readonly groups: StatusGroupId[];
  readonly status: IncidentStatus;
  readonly startedAt: number;
  readonly resolvedAt: number | null;
  readonly openedBy: string;
  /** Newest first. */
  readonly updates: IncidentUpdate[];
}

export class IncidentResolved extends Error {
  constructor() {
    super("This incident is resolved: it takes no more updates.");
  }
}

const authorEmail = (author: IncidentAuthor) => (author === "automatic" ? "automatic" : author.email);

/** Opens an incident with its first update, in the caller's transaction; resolves with its id. */
export async function openIncident(
  db: Kysely<Database>,
  opening: { title: string; groups: readonly StatusGroupId[]; status: IncidentStatus; message: string },
  author: IncidentAuthor,
  now: number,
): Promise<number> {
  const { id } = await db
    .insertInto("status_incidents")
    .values({
      title: opening.title,
      groups: opening.groups.join(","),
      status: opening.status,
      started_at: now,
      resolved_at: opening.status === "resolved" ? now : null,
      opened_by: author === "automatic" ? null : author.id,
      opened_by_email: authorEmail(author),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertUpdate(db, Number(id), opening.status, opening.message, author, now);
  return Number(id);
}

/**
 * Adds an update and moves the incident to its status; "resolved" resolves it. Resolves with false
 * when there is no such incident; throws IncidentResolved when it is already resolved.
 */
export async function postIncidentUpdate(
  db: Kysely<Database>,
  incidentId: number,
  update: { status: IncidentStatus; message: string },
  author: IncidentAuthor,
  now: number,
): Promise<boolean> {
  const changed = await db
    .updateTable("status_incidents")
    .set({ status: update.status, resolved_at: update.status === "resolved" ? now : null })
    .where("id", "=", incidentId)
    .where("status", "!=", "resolved")
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) {
    const exists = await db.selectFrom("status_incidents").select("id").where("id", "=", incidentId).executeTakeFirst();
    if (exists) throw new IncidentResolved();
    return false;
  }
  await insertUpdate(db, incidentId, update.status, update.message, author, now);
  return true;
}

async function insertUpdate(
  db: Kysely<Database>,
  incidentId: number,
  status: IncidentStatus,
  message: string,
  author: IncidentAuthor,
  now: number,
) {
  await db
    .insertInto("status_incident_updates")
    .values({ incident_id: incidentId, status, message, created_at: now, by_email: authorEmail(author) })
    .execute();
}

/**
 * Open incidents, then those resolved since `resolvedSince`, newest first, with their updates; or
 * the one incident `{ id }`.
 */
export async function listIncidents(
  db: Kysely<Database>,
  which: { readonly resolvedSince: number } | { readonly id: number },
): Promise<StoredIncident[]> {
  const rows = await db
    .selectFrom("status_incidents")
    .selectAll()
    .where((eb) =>
      "id" in which
        ? eb("id", "=", which.id)
        : eb.or([eb("resolved_at", "is", null), eb("resolved_at", ">=", which.resolvedSince)]),
    )
    .orderBy("id", "desc")
    .execute();
  if (rows.length === 0) return [];
  const updates = await db
    .selectFrom("status_incident_updates")
    .selectAll()
    .where(
      "incident_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("id", "desc")
    .execute();
  const incidents = rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    groups: row.groups.split(",") as StatusGroupId[],
    status: row.status as IncidentStatus,
    startedAt: Number(row.started_at),
    resolvedAt: row.resolved_at === null ? null : Number(row.resolved_at),
    openedBy: row.opened_by_email,
    updates: updates
      .filter((update) => Number(update.incident_id) === Number(row.id))
      .map((update) => ({
        id: Number(update.id),
        status: update.status as IncidentStatus,
        message: update.message,
        at: Number(update.created_at),
        by: update.by_email,
      })),
  }));
  // Open ones first; within each, newest first (the query's order).
  return [
    ...incidents.filter((incident) => incident.resolvedAt === null),
    ...incidents.filter((incident) => incident.resolvedAt !== null),
  ];
}

export async function findIncident(db: Kysely<Database>, id: number): Promise<StoredIncident | undefined> {
  return (await listIncidents(db, { id }))[0];
}

/** What the page and the feed show: no member's address. */
export function publicIncidentOf(incident: StoredIncident): PublicIncident {
  const { openedBy: _openedBy, updates, ...rest } = incident;
  return { ...rest, updates: updates.map(({ id: _id, by: _by, ...update }) => update) };
}

export function consoleIncidentOf(incident: StoredIncident): ConsoleIncident {
  return { ...incident, updates: incident.updates.map(({ id: _id, ...update }) => update) };
}

/** The page's incidents: open ones and those resolved in the last RECENT_INCIDENT_DAYS days. */
export async function publicIncidents(db: Kysely<Database>, now: number): Promise<PublicIncident[]> {
  return (await listIncidents(db, { resolvedSince: now - RECENT_INCIDENT_DAYS * DAY_MS })).map(publicIncidentOf);
}
