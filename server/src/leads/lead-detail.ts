import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import { leadFieldLabel } from "@ikey/contracts/lead-field-labels";
import { leadColumns } from "@ikey/contracts/lead-kind";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DAY_MS } from "../time";
import { attributionOfRow } from "./attribution-columns";
import { type LeadContact, replyAddressOf } from "./lead-contacts";
import { leadKind } from "./lead-store";
import { leadSummaryOf, sameClientNear } from "./lead-summary";
import { readResponseTarget } from "./response-target";
import { samePersonLeads } from "./same-person-links";

type Delivery = LeadDetail["delivery"];

/** The sales e-mail's state as the outbox has it: queued, retrying after an error, sent or given up. */
function deliveryOf(
  row: { status: string; attempts: number; last_error: string | null; sent_at: number | null } | undefined,
): Delivery {
  if (!row) return { state: "none", attempts: 0, lastError: null, sentAt: null };
  const attempts = Number(row.attempts);
  const state =
    row.status === "sent" ? "sent" : row.status === "failed" ? "failed" : attempts > 0 ? "retrying" : "queued";
  return { state, attempts, lastError: row.last_error, sentAt: row.sent_at === null ? null : Number(row.sent_at) };
}

/**
 * A lead's page: every field as submitted (in the contract's order), where and when it came in,
 * its sales e-mail's delivery, its spam signals, its timeline and the same person's other leads. The first member to open it
 * marks it read for the team. Null when there is no such lead (or it was erased).
 */
export async function leadDetail(db: Kysely<Database>, id: number, now: number): Promise<LeadDetail | null> {
  const lead = await db
    .selectFrom("leads")
    .leftJoin("staff", "staff.id", "leads.assignee_id")
    .selectAll("leads")
    .select(["staff.email as assignee_email", sameClientNear])
    .where("leads.id", "=", id)
    .executeTakeFirst();
  if (!lead) return null;
  const kind = leadKind(lead.type);
  const payload = JSON.parse(lead.payload) as Record<string, unknown>;
  const submittedAt = Number(lead.submitted_at);

  const [mail, events, sameClient, samePerson, targetMinutes, demo] = await Promise.all([
    db
      .selectFrom("outbox")
      .select(["status", "attempts", "last_error", "sent_at"])
      .where("lead_id", "=", id)
      // The sales e-mail is queued first; the visitor's e-mails (the automatic reply, a demo's) follow it.
      .orderBy("id")
      .executeTakeFirst(),
    db.selectFrom("lead_events").selectAll().where("lead_id", "=", id).orderBy("id").execute(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("client_hash", "=", lead.client_hash)
      .where("submitted_at", ">", submittedAt - DAY_MS)
      .where("submitted_at", "<=", submittedAt)
      .executeTakeFirstOrThrow(),
    samePersonLeads(db, lead),
    readResponseTarget(db),
    latestDemo(db, id),
  ]);
  if (lead.viewed_at === null) {
    await db.updateTable("leads").set({ viewed_at: now }).where("id", "=", id).where("viewed_at", "is", null).execute();
  }

  const summary = leadSummaryOf({ ...lead, same_person: samePerson.length }, payload, { now, targetMinutes });
  return {
    ...summary,
    formTitle: kind.title,
    page: lead.page,
    language: lead.language,
    userAgent: lead.user_agent,
    fields: leadColumns(kind).map((name) => ({
      name,
      label: leadFieldLabel(kind.name, name),
      value: String(payload[name] ?? ""),
    })),
    delivery: deliveryOf(mail),
    signals: {
      honeypot: lead.is_spam === 1,
      attested: lead.attested === null ? null : lead.attested === 1,
      sameClientDay: Number(sameClient.n),
    },
    attribution: attributionOfRow(lead),
    timeline: [
      { at: submittedAt, actor: kind.title, kind: "received" as const },
      ...events.map((event) => {
        const detail = JSON.parse(event.detail);
        const common = { at: Number(event.at), actor: event.actor };
        // A contact's detail is the contact itself (leads/lead-contacts.ts).
        if (event.kind === "contact") return { ...common, kind: event.kind, contact: detail as LeadContact };
        return {
          ...common,
          kind: event.kind,
          ...(detail as { from?: string | null; to?: string | null; text?: string }),
        };
      }),
    ],
    samePersonLeads: samePerson,
    replyAddress: replyAddressOf(summary.email),
    demo,
  };
}

/** The lead's latest demo booking and its host, through the bookings' index of leads (migration 0028). */
async function latestDemo(db: Kysely<Database>, leadId: number): Promise<LeadDetail["demo"]> {
  const row = await db
    .selectFrom("demo_bookings")
    .innerJoin("staff", "staff.id", "demo_bookings.staff_id")
    .select([
      "demo_bookings.id",
      "demo_bookings.starts_at",
      "demo_bookings.ends_at",
      "demo_bookings.status",
      "staff.id as host_id",
      "staff.email as host_email",
      "staff.name as host_name",
    ])
    .where("demo_bookings.lead_id", "=", leadId)
    .orderBy("demo_bookings.id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    status: row.status,
    host: { id: Number(row.host_id), email: row.host_email, name: row.host_name },
  };
}
