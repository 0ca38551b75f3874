import type { LeadFilter, LeadList } from "@ikey/contracts/console-api-schemas";
import { LEAD_PAGE_SIZE, LEAD_STATUSES, type LeadStatus } from "@ikey/contracts/lead-inbox";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { inboxConditions } from "./inbox-filter";
import { leadSummaryOf } from "./lead-summary";

/**
 * One page of the inbox, newest first: after `cursor` (the last id of the page before), 50 leads
 * with their contact summary and how many leads of the same person each is linked to, plus the counts per status under the same filters, the team's
 * unread count, and the newest lead's id (the console polls it to show new leads).
 */
export async function listInbox(
  db: Kysely<Database>,
  filter: LeadFilter & { readonly cursor?: number },
): Promise<LeadList> {
  let page = db
    .selectFrom("leads")
    .leftJoin("staff", "staff.id", "leads.assignee_id")
    .select([
      "leads.id",
      "leads.type",
      "leads.status",
      "leads.submitted_at",
      "leads.payload",
      "leads.viewed_at",
      "leads.assignee_id",
      "staff.email as assignee_email",
      // Counted for the 50 leads shown only, from the links' primary key.
      (eb) =>
        eb
          .selectFrom("same_person_links")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .whereRef("same_person_links.lead_id", "=", "leads.id")
          .as("same_person"),
    ])
    .orderBy("leads.id", "desc")
    .limit(LEAD_PAGE_SIZE + 1);
  // A search finds its matches first from the narrow index (or trigrams), then reads those rows:
  // walking the wide rows newest first would read every one when little or nothing matches.
  page = filter.q
    ? page.where("leads.id", "in", (eb) =>
        eb
          .selectFrom("leads")
          .select("leads.id")
          .where((inner) => inboxConditions(inner, filter)),
      )
    : page.where((eb) => inboxConditions(eb, filter));
  if (filter.cursor) page = page.where("leads.id", "<", filter.cursor);

  const [rows, counted, unread, latest] = await Promise.all([
    page.execute(),
    db
      .selectFrom("leads")
      .select((eb) => ["leads.status", eb.fn.countAll<number>().as("n")])
      .where((eb) => inboxConditions(eb, filter, { status: false }))
      .groupBy("leads.status")
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "!=", "spam")
      .where("viewed_at", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.max<number>("id").as("id"))
      .where("status", "!=", "spam")
      .executeTakeFirst(),
  ]);

  const shown = rows.slice(0, LEAD_PAGE_SIZE);
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of counted) counts[row.status] = Number(row.n);
  return {
    leads: shown.map((row) => leadSummaryOf(row, JSON.parse(row.payload) as Record<string, unknown>)),
    nextCursor: rows.length > LEAD_PAGE_SIZE ? Number(shown[shown.length - 1]?.id) : null,
    counts,
    unread: Number(unread.n),
    latestId: latest?.id == null ? null : Number(latest.id),
  };
}
