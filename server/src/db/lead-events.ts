import type { Kysely } from "kysely";
import type { Database, LeadEventsTable } from "./schema";

/**
 * Who an entry in a lead's history is by: a member (their id, and their e-mail as the lead's page
 * shows it), or a part of the server by the name the page shows ("Round robin", "demo booking"),
 * which is never a person: issue 49 keeps automatic changes off members' names.
 */
export type LeadEventAuthor = { readonly id: number; readonly email: string } | { readonly server: string };

/** One entry in a lead's history: a change, a note, or a contact (detail as LeadEventsTable says). */
export interface LeadEvent {
  readonly leadId: number;
  readonly at: number;
  readonly by: LeadEventAuthor;
  readonly kind: LeadEventsTable["kind"];
  readonly detail: Readonly<Record<string, unknown>>;
}

/**
 * The one writer of leads' histories, which the inbox, the bookings and the hand-overs all add to:
 * in the caller's transaction, beside the change it records, many entries in one statement.
 */
export async function appendLeadEvents(db: Kysely<Database>, events: readonly LeadEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto("lead_events")
    .values(
      events.map(({ leadId, at, by, kind, detail }) => ({
        lead_id: leadId,
        at,
        actor_id: "server" in by ? null : by.id,
        actor: "server" in by ? by.server : by.email,
        kind,
        detail: JSON.stringify(detail),
      })),
    )
    .execute();
}
