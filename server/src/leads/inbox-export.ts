import type { LeadFilter } from "@ikey/contracts/console-api-schemas";
import { leadStatusLabels } from "@ikey/contracts/lead-inbox";
import { leadColumns } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import type { Kysely } from "kysely";
import type { Database, DemoBookingStatus } from "../db/schema";
import { malaysiaDay, malaysiaIso } from "../time";
import { inboxConditions } from "./inbox-filter";
import { leadSourceOf } from "./lead-source";
import { leadKind } from "./lead-store";
import { csvOf } from "./leads-csv";

/** The bookings a lead's row shows: its demo to come or had, not one cancelled or never confirmed. */
const SHOWN_BOOKINGS: readonly DemoBookingStatus[] = ["confirmed", "tentative", "held", "no-show"];

/** What the file name says of one part of a filter: letters, digits and dashes, 40 at most. */
const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "other";

/**
 * The file's name: every filter of the view, then the Malaysian day of the export, such as
 * `leads-request-demo-contacted-2026-12-02.csv`; `leads-all-…` only for the whole inbox. A search's
 * words stay out (they may be a person's name): it says `search`.
 */
export function exportFileName(filter: LeadFilter, assigneeEmail: string | null, now: number): string {
  const parts = [
    filter.form,
    filter.status,
    filter.assignee === "none"
      ? "unassigned"
      : filter.assignee && `assigned-${slug(assigneeEmail?.split("@")[0] ?? String(filter.assignee))}`,
    filter.source && `source-${slug(filter.source)}`,
    filter.campaign && `campaign-${slug(filter.campaign)}`,
    filter.from && `from-${filter.from}`,
    filter.to && `to-${filter.to}`,
    filter.q && "search",
  ].filter((part): part is string => Boolean(part));
  return `leads-${parts.length ? parts.join("-") : "all"}-${malaysiaDay(now)}.csv`;
}

/**
 * The inbox's current view as CSV, oldest first (docs/decisions/0015-staff-console.md, "Export is the
 * view"): id and time received, the form (when the view holds several), the forms' fields in their
 * contracts' order, then what the inbox shows of each: status, assignee, first response (when and
 * how), the booked demo (start, host, its state), source and campaign. Times are Malaysia time with
 * the offset; the document starts with a byte-order mark, so Excel reads it as UTF-8.
 */
export async function inboxCsv(
  db: Kysely<Database>,
  filter: LeadFilter,
  now: number,
): Promise<{ csv: string; rows: number; fileName: string }> {
  const [rows, bookings, assignee] = await Promise.all([
    db
      .selectFrom("leads")
      .leftJoin("staff", "staff.id", "leads.assignee_id")
      .select([
        "leads.id",
        "leads.type",
        "leads.submitted_at",
        "leads.payload",
        "leads.status",
        "staff.email as assignee_email",
        "leads.first_contacted_at",
        "leads.first_contact_kind",
        "leads.utm_source",
        "leads.referrer_host",
        "leads.utm_campaign",
      ])
      .where((eb) => inboxConditions(eb, filter))
      .orderBy("leads.id")
      .execute(),
    // The view's bookings in one read (no index by lead: a subquery per row would scan them each time).
    db
      .selectFrom("demo_bookings")
      .innerJoin("staff", "staff.id", "demo_bookings.staff_id")
      .select(["demo_bookings.lead_id", "demo_bookings.starts_at", "demo_bookings.status", "staff.email"])
      .where("demo_bookings.status", "in", SHOWN_BOOKINGS)
      .where("demo_bookings.lead_id", "in", (eb) =>
        eb
          .selectFrom("leads")
          .select("leads.id")
          .where((inner) => inboxConditions(inner, filter)),
      )
      .orderBy("demo_bookings.id")
      .execute(),
    filter.assignee && filter.assignee !== "none"
      ? db.selectFrom("staff").select("email").where("id", "=", Number(filter.assignee)).executeTakeFirst()
      : undefined,
  ]);
  // The lead's latest booking is its demo (an earlier one was moved from or rebooked after).
  const demoOf = new Map(bookings.map((booking) => [Number(booking.lead_id), booking]));
  const kinds = filter.form ? [leadKind(filter.form)] : leadKinds;
  const mixed = kinds.length > 1;
  const fields = [...new Set(kinds.flatMap(leadColumns))];
  const header = [
    "id",
    "received_at",
    ...(mixed ? ["form"] : []),
    ...fields,
    "status",
    "assignee",
    "first_response_at",
    "first_response_by",
    "demo_at",
    "demo_host",
    "demo_status",
    "source",
    "campaign",
  ];
  const records = rows.map((row) => {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const demo = demoOf.get(Number(row.id));
    return [
      row.id,
      malaysiaIso(row.submitted_at),
      ...(mixed ? [row.type] : []),
      ...fields.map((field) => payload[field]),
      leadStatusLabels[row.status],
      row.assignee_email,
      malaysiaIso(row.first_contacted_at),
      row.first_contact_kind,
      demo ? malaysiaIso(demo.starts_at) : "",
      demo?.email,
      demo?.status,
      leadSourceOf(row),
      row.utm_campaign,
    ];
  });
  return {
    csv: csvOf(header, records, { bom: true }),
    rows: rows.length,
    fileName: exportFileName(filter, assignee?.email ?? null, now),
  };
}
