import { DEMO_FEED_PATH } from "@ikey/contracts/demo-booking";
import ical, { ICalEventStatus } from "ical-generator";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { newToken, tokenHash } from "../credentials/random-tokens";
import type { Database } from "../db/schema";
import { DAY_MS, HOUR_MS } from "../time";
import { BOOKED_STATUSES } from "./booking-store";
import { addEvent } from "./ics-event";
import { invitationUid } from "./invitation";
import type { BookingLinks } from "./lead-booking";

/**
 * Each member's private calendar feed: an .ics address with a secret token, which Google Calendar
 * or Outlook subscribe to, so the member's demos appear beside their other meetings. Only the
 * token's hash is kept; making a new one replaces it, and the old address stops working at once.
 */

/** How far back the feed goes: calendars drop what a feed no longer lists, so recent demos stay. */
const FEED_PAST_DAYS = 30;

/** The feed's address for `token`, on the console's host (this server). */
export function feedUrl(links: BookingLinks, token: string): string {
  return new URL(`${DEMO_FEED_PATH}/${token}.ics`, links.consoleUrl).href;
}

/** When the member's feed address was made, or null when they have none. */
export async function feedCreatedAt(db: Kysely<Database>, staffId: number): Promise<number | null> {
  const row = await db.selectFrom("demo_feeds").select("created_at").where("staff_id", "=", staffId).executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

/**
 * Makes the member's feed a new address, replacing any earlier one (which stops working at once),
 * and answers its token: this is the only time it exists outside the member's calendar.
 */
export async function resetFeed(
  db: Kysely<Database>,
  member: { readonly id: number; readonly email: string; readonly clientHash: string },
  now: number,
): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    const earlier = await feedCreatedAt(trx, member.id);
    await trx
      .insertInto("demo_feeds")
      .values({ staff_id: member.id, token_hash: tokenHash(token), created_at: now })
      .onConflict((conflict) =>
        conflict.column("staff_id").doUpdateSet({ token_hash: tokenHash(token), created_at: now }),
      )
      .execute();
    await appendAudit(trx, {
      at: now,
      actor: { id: member.id, email: member.email },
      action: earlier === null ? "demo.feed-create" : "demo.feed-reset",
      target: member.email,
      clientHash: member.clientHash,
    });
  });
  return token;
}

/**
 * The iCalendar text of the feed `token` names, or null when it names none (or its member is no
 * longer active): the member's demos of the last 30 days and to come, cancelled ones left out,
 * each with its invitation's UID and SEQUENCE, so a calendar that also got the invitation keeps
 * one event.
 */
export async function feedCalendar(
  db: Kysely<Database>,
  token: string,
  now: number,
  links: BookingLinks,
): Promise<string | null> {
  const member = await db
    .selectFrom("demo_feeds")
    .innerJoin("staff", "staff.id", "demo_feeds.staff_id")
    .select(["staff.id", "staff.email"])
    .where("demo_feeds.token_hash", "=", tokenHash(token))
    .where("staff.status", "=", "active")
    .executeTakeFirst();
  if (!member) return null;
  const demos = await db
    .selectFrom("demo_bookings")
    .innerJoin("leads", "leads.id", "demo_bookings.lead_id")
    .select([
      "demo_bookings.id",
      "demo_bookings.lead_id",
      "demo_bookings.starts_at",
      "demo_bookings.ends_at",
      "demo_bookings.status",
      "demo_bookings.sequence",
      "demo_bookings.updated_at",
      "leads.payload",
    ])
    .where("demo_bookings.staff_id", "=", member.id)
    .where("demo_bookings.status", "in", BOOKED_STATUSES)
    .where("demo_bookings.starts_at", ">=", now - FEED_PAST_DAYS * DAY_MS)
    .orderBy("demo_bookings.starts_at")
    .execute();

  const domain = new URL(links.siteUrl).hostname;
  const calendar = ical({
    prodId: { company: "iKEY", product: "Demo calendar", language: "EN" },
    name: `iKEY demos: ${member.email}`,
    // How often calendars should fetch it again, for those that take the hint.
    ttl: HOUR_MS / 1000,
  });
  for (const demo of demos) {
    const payload = JSON.parse(demo.payload) as Record<string, unknown>;
    const field = (name: string) => String(payload[name] ?? "");
    const leadUrl = new URL(`/staff/leads/${demo.lead_id}`, links.consoleUrl).href;
    const outcome = demo.status === "held" ? " (held)" : demo.status === "no-show" ? " (no-show)" : "";
    addEvent(calendar, {
      id: invitationUid(Number(demo.id), domain),
      sequence: Number(demo.sequence),
      stamp: new Date(Number(demo.updated_at)),
      start: new Date(Number(demo.starts_at)),
      end: new Date(Number(demo.ends_at)),
      summary: `iKEY demo: ${field("companyName")}${outcome}`,
      description: [
        `Name: ${field("name")}`,
        `Centre: ${field("companyName")}`,
        `Phone: ${field("contactNumber")}`,
        `Lead: ${leadUrl}`,
      ].join("\n"),
      url: leadUrl,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
