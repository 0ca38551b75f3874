import type { LeadFilter, LeadList } from "@ikey/contracts/console-api-schemas";
import type { InboxSort } from "@ikey/contracts/first-response";
import { LEAD_PAGE_SIZE, LEAD_STATUSES, type LeadStatus } from "@ikey/contracts/lead-inbox";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { inboxConditions, narrowsLeads } from "./inbox-filter";
import { leadStatusCounts } from "./lead-status-counts";
import { leadSummaryOf, type ResponseClock, sameClientNear } from "./lead-summary";
import { unanswered } from "./unanswered-leads";

/**
 * One page of the inbox: after `cursor` (the last id of the page before), 50 leads with their
 * contact summary, first-response clock and how many leads of the same person each is linked to, plus the counts per status under the same filters,
 * the team's unread count, and the newest lead's id (the console polls it to show new leads).
 * Newest first; or, sorted by waiting, only the leads still waiting for a first contact, longest
 * waiting first: business time only grows with it, so that is the order of receipt, which an
 * index of the unanswered leads gives (docs/decisions/0029-first-response.md).
 */
export async function listInbox(
  db: Kysely<Database>,
  filter: LeadFilter & { readonly cursor?: number; readonly sort?: InboxSort },
  clock: ResponseClock,
): Promise<LeadList> {
  const waiting = filter.sort === "waiting";
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
      // Counted for the 50 leads shown only, from the leads' index of client and time.
      sameClientNear,
      "leads.first_contacted_at",
      "leads.first_contact_kind",
      "leads.first_response_ms",
      "leads.utm_source",
      "leads.utm_campaign",
      "leads.referrer_host",
    ])
    .limit(LEAD_PAGE_SIZE + 1);
  page = waiting
    ? page.where(unanswered).orderBy("leads.submitted_at", "asc").orderBy("leads.id", "asc")
    : page.orderBy("leads.id", "desc");
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
  if (filter.cursor && waiting) {
    // After the last lead shown, in (receipt, id) order: ties in receipt time go by id.
    const last = await db.selectFrom("leads").select("submitted_at").where("id", "=", filter.cursor).executeTakeFirst();
    const after = last ? Number(last.submitted_at) : 0;
    const cursor = filter.cursor;
    page = page.where((eb) =>
      eb.or([
        eb("leads.submitted_at", ">", after),
        eb.and([eb("leads.submitted_at", "=", after), eb("leads.id", ">", cursor)]),
      ]),
    );
  } else if (filter.cursor) page = page.where("leads.id", "<", filter.cursor);

  const [rows, counts, unread, latest] = await Promise.all([
    page.execute(),
    // Every lead's counts are kept as they change (migration 0024): counting 100,000 leads on
    // each load would read them all. A narrower view counts its own leads.
    narrowsLeads(filter) ? countByStatus(db, filter) : leadStatusCounts(db),
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
  return {
    leads: shown.map((row) => leadSummaryOf(row, JSON.parse(row.payload) as Record<string, unknown>, clock)),
    nextCursor: rows.length > LEAD_PAGE_SIZE ? Number(shown[shown.length - 1]?.id) : null,
    counts,
    unread: Number(unread.n),
    latestId: latest?.id == null ? null : Number(latest.id),
    targetMinutes: clock.targetMinutes,
  };
}

/** The leads per status under the filter's other conditions. */
async function countByStatus(db: Kysely<Database>, filter: LeadFilter): Promise<Record<LeadStatus, number>> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => ["leads.status", eb.fn.countAll<number>().as("n")])
    .where((eb) => inboxConditions(eb, filter, { status: false }))
    .groupBy("leads.status")
    .execute();
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
