import { isLanguage, type Language } from "@ikey/contracts/languages";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import { newToken, tokenHash } from "../credentials/random-tokens";
import { appendLeadEvents } from "../db/lead-events";
import type { Database } from "../db/schema";
import { enqueue } from "../outbox/outbox-store";
import { MINUTE_MS } from "../time";
import { cancelledMails, confirmedMails, type DemoVisitor, handedMail } from "./booking-mail";
import { freeMembersAt, nextInTurn, takeBookingTurn } from "./booking-store";
import { BOOKING_ACTOR, type BookingLinks, slotStart, startOf, visitorLink } from "./lead-booking";
import { dropReminders, queueReminders } from "./reminders";

/**
 * Moving and cancelling a booked demo, whoever does it: its visitor through their link
 * (visitor-changes.ts) or a member in the console (routes/demo-booking-calendar.ts). Only who the lead's
 * history and the audit log name differs.
 */

/** A booked demo, with what its e-mails need. */
export interface ManagedDemo {
  readonly bookingId: number;
  readonly leadId: number;
  readonly staffId: number;
  readonly memberEmail: string;
  readonly memberName: string | null;
  readonly memberLanguage: Language;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly status: string;
  readonly sequence: number;
  /** While tentative: when it stops holding its slot unless its visitor confirms it. */
  readonly confirmBy: number | null;
  readonly visitor: DemoVisitor;
}

/**
 * Why a demo cannot be changed: no such demo, it is over or cancelled, the new time is not free,
 * it lapsed unconfirmed, or it still waits for its visitor's confirmation.
 */
export type ChangeRefusal = "unknown" | "over" | "cancelled" | "not-free" | "lapsed" | "unconfirmed";

/** Who changes a demo: its visitor, through their link, or a signed-in member of the console. */
export type DemoActor =
  | { readonly kind: "visitor" }
  /** The server, doing what follows from someone's change (the lead following its demo). */
  | { readonly kind: "server" }
  | { readonly kind: "member"; readonly id: number; readonly email: string; readonly clientHash: string };

/** Which demo: the one a visitor's link names by its token, or the one the console names by id. */
export type DemoKey = { readonly token: string } | { readonly bookingId: number };

/** What the server does as the consequence of someone's change: in the history by `serverActor`. */
const AUTOMATIC = { kind: "server" } as const satisfies DemoActor;

/** Who the lead's history names for a change made through the visitor's link. */
const VISITOR_ACTOR = "visitor (demo link)";

export async function findDemo(db: Kysely<Database>, key: DemoKey): Promise<ManagedDemo | null> {
  const query = db
    .selectFrom("demo_bookings")
    .innerJoin("leads", "leads.id", "demo_bookings.lead_id")
    .innerJoin("staff", "staff.id", "demo_bookings.staff_id")
    .select([
      "demo_bookings.id",
      "demo_bookings.lead_id",
      "demo_bookings.staff_id",
      "demo_bookings.starts_at",
      "demo_bookings.ends_at",
      "demo_bookings.status",
      "demo_bookings.sequence",
      "demo_bookings.confirm_by",
      "leads.payload",
      "leads.language",
      "staff.email as member_email",
      "staff.name as member_name",
      "staff.language as member_language",
    ]);
  const row = await ("token" in key
    ? query.where("demo_bookings.token_hash", "=", tokenHash(key.token))
    : query.where("demo_bookings.id", "=", key.bookingId)
  ).executeTakeFirst();
  if (!row) return null;
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  const field = (name: string) => String(payload[name] ?? "");
  return {
    bookingId: Number(row.id),
    leadId: Number(row.lead_id),
    staffId: Number(row.staff_id),
    memberEmail: row.member_email,
    memberName: row.member_name,
    memberLanguage: row.member_language,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    status: row.status,
    sequence: Number(row.sequence),
    confirmBy: row.confirm_by === null ? null : Number(row.confirm_by),
    visitor: {
      name: field("name"),
      companyName: field("companyName"),
      email: field("email"),
      contactNumber: field("contactNumber"),
      language: isLanguage(row.language) ? row.language : "en",
    },
  };
}

/**
 * What keeps a demo from being changed at `now`, or null: cancelled; lapsed, once the time its
 * visitor had to confirm it passed (whether or not lapsed-bookings.ts has recorded it yet); still
 * waiting for that confirmation; begun, or marked held or no-show.
 */
export function refusalOf(demo: ManagedDemo, now: number): ChangeRefusal | null {
  if (demo.status === "cancelled") return "cancelled";
  if (demo.status === "lapsed" || (demo.status === "tentative" && (demo.confirmBy ?? 0) <= now)) return "lapsed";
  if (demo.startsAt <= now) return "over";
  if (demo.status === "tentative") return "unconfirmed";
  // Held or no-show: marked once it had begun.
  if (demo.status !== "confirmed") return "over";
  return null;
}

/** The demo `key` names, while it can still be changed: confirmed, and not yet begun. */
export async function changeableDemo(
  db: Kysely<Database>,
  key: DemoKey,
  now: number,
): Promise<ManagedDemo | ChangeRefusal> {
  const demo = await findDemo(db, key);
  if (!demo) return "unknown";
  return refusalOf(demo, now) ?? demo;
}

/**
 * Runs a change in one transaction that takes the bookings' turn first (as a booking does), so
 * two changes of one demo, or a change and a booking, never both see it as it was. The demo is
 * looked up once before: a token that names none (a guess) costs one indexed read and never waits
 * for, or holds up, the turn. A demo refused then stays refused (over and cancelled are final).
 */
export async function changeDemo<Result>(
  db: Kysely<Database>,
  key: DemoKey,
  now: number,
  change: (trx: Kysely<Database>, demo: ManagedDemo) => Promise<Result>,
): Promise<Result | ChangeRefusal> {
  const found = await changeableDemo(db, key, now);
  if (typeof found === "string") return found;
  return db.transaction().execute(async (trx) => {
    await takeBookingTurn(trx);
    const demo = await changeableDemo(trx, key, now);
    return typeof demo === "string" ? demo : change(trx, demo);
  });
}

/** The change in the lead's history, and, when a member made it, in the audit log (facts only, no personal data). */
async function record(
  trx: Kysely<Database>,
  actor: DemoActor,
  demo: ManagedDemo,
  now: number,
  change: { readonly action: string; readonly note: string; readonly detail: Record<string, unknown> },
): Promise<void> {
  await appendLeadEvents(trx, [
    {
      leadId: demo.leadId,
      at: now,
      by: actor.kind === "member" ? actor : { server: VISITOR_ACTOR },
      kind: "note",
      detail: { text: change.note },
    },
  ]);
  if (actor.kind !== "member") return;
  await appendAudit(trx, {
    at: now,
    actor: { id: actor.id, email: actor.email },
    action: change.action,
    target: `lead ${demo.leadId}`,
    detail: { booking: demo.bookingId, ...change.detail },
    clientHash: actor.clientHash,
  });
}

/**
 * The lead follows its demo to another member: in its history and the audit log as the inbox
 * records an assignment, by the booking (the member's or visitor's own entry is the move).
 */
async function recordReassignment(
  trx: Kysely<Database>,
  demo: ManagedDemo,
  to: { readonly staffId: number; readonly email: string },
  now: number,
): Promise<void> {
  const lead = await trx.selectFrom("leads").select("assignee_id").where("id", "=", demo.leadId).executeTakeFirst();
  const fromId = lead?.assignee_id === null || lead?.assignee_id === undefined ? null : Number(lead.assignee_id);
  if (fromId === to.staffId) return;
  const from =
    fromId === null
      ? undefined
      : await trx.selectFrom("staff").select("email").where("id", "=", fromId).executeTakeFirst();
  await trx
    .updateTable("leads")
    .set({ assignee_id: to.staffId, assigned_how: "demo" })
    .where("id", "=", demo.leadId)
    .execute();
  // The lead following its demo is the booking's doing, not a member's choice (issue 49): the
  // member's own entry is the move, recorded beside it.
  await recordLeadChange(trx, AUTOMATIC, demo.leadId, now, {
    kind: "assignee",
    serverActor: BOOKING_ACTOR,
    detail: { from: from?.email ?? null, to: to.email },
  });
}

/**
 * A change of the lead's assignee or status, in its history and the audit log as the inbox records
 * one: by the member who made it, or, when a visitor's change led to it, by `serverActor` in the
 * history and `automatic` in the audit log.
 */
export async function recordLeadChange(
  trx: Kysely<Database>,
  actor: DemoActor,
  leadId: number,
  now: number,
  change: {
    readonly kind: "assignee" | "status";
    readonly serverActor: string;
    readonly detail: Record<string, unknown>;
  },
): Promise<void> {
  const member = actor.kind === "member" ? actor : null;
  await appendLeadEvents(trx, [
    { leadId, at: now, by: member ?? { server: change.serverActor }, kind: change.kind, detail: change.detail },
  ]);
  await appendAudit(trx, {
    at: now,
    actor: member ? { id: member.id, email: member.email } : "automatic",
    action: `lead.${change.kind}`,
    target: `lead ${leadId}`,
    detail: change.detail,
    ...(member ? { clientHash: member.clientHash } : {}),
  });
}

export function invitationFields(demo: ManagedDemo, links: BookingLinks, now: number) {
  return {
    bookingId: demo.bookingId,
    leadId: demo.leadId,
    domain: new URL(links.siteUrl).hostname,
    sequence: demo.sequence,
    startsAt: demo.startsAt,
    endsAt: demo.endsAt,
    memberEmail: demo.memberEmail,
    memberName: demo.memberName,
    memberLanguage: demo.memberLanguage,
    consoleUrl: links.consoleUrl,
    now,
  };
}

/**
 * Where a move goes: a day and a start, and, from the console, `memberId` when the member moving it
 * chose to give it to another member explicitly (issue 49).
 */
export interface MoveTarget {
  readonly date: string;
  readonly time: string;
  readonly memberId?: number;
}

/**
 * Moves the demo `key` names to another free start. Its host keeps it: from the console the new time
 * must be free for them, unless the member moving it chose another member (`to.memberId`), who must be
 * free then; through the visitor's link, who cannot choose, the next member in turn takes it when its
 * host is not free, and the lead with it. The invitation keeps its UID with a higher SEQUENCE, so
 * calendars replace it; a host who no longer gives it is told whom it went to, with the CANCEL.
 * Reminders follow the new time.
 */
export function moveDemoAs(
  db: Kysely<Database>,
  actor: DemoActor,
  key: DemoKey,
  to: MoveTarget,
  now: number,
  links: BookingLinks,
): Promise<ManagedDemo | ChangeRefusal> {
  return changeDemo(db, key, now, (trx, demo) => moveInTurn(trx, { actor, key, demo, to, now, links }));
}

/** Who gives the demo at its new start: its host when free, else as moveDemoAs says; null when no one may. */
async function newHost(
  trx: Kysely<Database>,
  actor: DemoActor,
  demo: ManagedDemo,
  free: readonly number[],
  to: MoveTarget,
  now: number,
): Promise<number | null> {
  const chosen = to.memberId ?? demo.staffId;
  if (free.includes(chosen)) return chosen;
  if (actor.kind === "member" || free.length === 0) return null;
  return nextInTurn(trx, free, now);
}

/** A member as another member's e-mail names them: their name, else their e-mail address. */
/** A member as the e-mails name them: their name, else their address. */
export const shownName = (member: { readonly name: string | null; readonly email: string }) =>
  member.name ?? member.email;

/** The demo as `staffId` gives it: their address, name and e-mail language, and the next sequence. */
export async function withHost(trx: Kysely<Database>, demo: ManagedDemo, staffId: number): Promise<ManagedDemo> {
  const member = await trx
    .selectFrom("staff")
    .select(["email", "name", "language"])
    .where("id", "=", staffId)
    .executeTakeFirstOrThrow();
  return {
    ...demo,
    staffId,
    memberEmail: member.email,
    memberName: member.name,
    memberLanguage: member.language,
    sequence: demo.sequence + 1,
  };
}

/**
 * The e-mails of a confirmed demo's move or change of host (`demo` as it was, `moved` as it is,
 * `link` the visitor's), and its reminders queued again. Another host: the old one reads "handed
 * to" with the calendar's cancel, the new one "given to you"; the visitor reads the move, or, at an
 * unchanged time, who gives it now (booking-mail.ts).
 */
export async function queueChangeMails(
  trx: Kysely<Database>,
  { demo, moved, link }: { readonly demo: ManagedDemo; readonly moved: ManagedDemo; readonly link: string },
  links: BookingLinks,
  now: number,
): Promise<void> {
  const handed = moved.staffId !== demo.staffId;
  if (handed) {
    const toOldHost = handedMail(demo.visitor, invitationFields({ ...demo, sequence: moved.sequence }, links, now), {
      startsAt: moved.startsAt,
      to: shownName({ name: moved.memberName, email: moved.memberEmail }),
    });
    await enqueue(trx, { leadId: demo.leadId }, toOldHost, now);
  }
  const fields = { ...invitationFields(moved, links, now), visitorLink: link };
  const change = handed
    ? {
        kind: "given" as const,
        was: demo.startsAt,
        from: shownName({ name: demo.memberName, email: demo.memberEmail }),
      }
    : { kind: "moved" as const, was: demo.startsAt };
  for (const mail of confirmedMails(moved.visitor, fields, change)) {
    await enqueue(trx, { leadId: demo.leadId }, mail, now);
  }
  await dropReminders(trx, demo.bookingId);
  await queueReminders(trx, { ...moved, visitorLink: link }, moved.visitor, now);
}

/** The move itself, inside changeDemo's transaction, once the demo is found changeable (moveDemoAs says what it does). */
export async function moveInTurn(
  trx: Kysely<Database>,
  {
    actor,
    key,
    demo,
    to,
    now,
    links,
  }: {
    readonly actor: DemoActor;
    readonly key: DemoKey;
    readonly demo: ManagedDemo;
    readonly to: MoveTarget;
    readonly now: number;
    readonly links: BookingLinks;
  },
): Promise<ManagedDemo | ChangeRefusal> {
  const start = slotStart(to.date, to.time, now);
  if (!start) return "not-free";
  const free = await freeMembersAt(trx, { ...start, now, exceptBooking: demo.bookingId });
  const staffId = await newHost(trx, actor, demo, free.members, to, now);
  if (staffId === null) return "not-free";
  const moved: ManagedDemo = {
    ...(await withHost(trx, demo, staffId)),
    startsAt: start.startsAt,
    endsAt: start.startsAt + free.lengthMinutes * MINUTE_MS,
  };
  // The visitor's e-mails carry their link. A visitor's move keeps the link they used; only the
  // token's hash is stored, so a member's move gives the demo a new link, and the old one stops.
  const token = "token" in key ? key.token : newToken();
  await trx
    .updateTable("demo_bookings")
    .set({
      staff_id: staffId,
      starts_at: moved.startsAt,
      ends_at: moved.endsAt,
      sequence: moved.sequence,
      token_hash: tokenHash(token),
      updated_at: now,
    })
    .where("id", "=", demo.bookingId)
    .execute();
  const link = visitorLink(links, demo.visitor.language, token);
  await queueChangeMails(trx, { demo, moved, link }, links, now);
  const handed = staffId !== demo.staffId;
  const when = `${to.date} ${to.time} (Malaysia time)`;
  const handedTo = handed ? `, handed to ${moved.memberEmail}` : "";
  await record(trx, actor, demo, now, {
    action: "demo.move",
    note:
      actor.kind === "visitor"
        ? `The visitor moved the demo to ${when}${handedTo}.`
        : `Moved the demo to ${when}${handedTo}.`,
    detail: {
      from: startOf(demo.startsAt),
      to: startOf(moved.startsAt),
      ...(handed ? { host: moved.memberEmail } : {}),
    },
  });
  if (handed) await recordReassignment(trx, demo, { staffId, email: moved.memberEmail }, now);
  return moved;
}

/** Cancels the demo `key` names: its slot is free again at once, and both calendars get the CANCEL. */
export function cancelDemoAs(
  db: Kysely<Database>,
  actor: DemoActor,
  key: DemoKey,
  now: number,
  links: BookingLinks,
): Promise<ManagedDemo | ChangeRefusal> {
  return changeDemo(db, key, now, async (trx, demo) => {
    const cancelled: ManagedDemo = { ...demo, status: "cancelled", sequence: demo.sequence + 1 };
    await trx
      .updateTable("demo_bookings")
      .set({ status: "cancelled", sequence: cancelled.sequence, updated_at: now })
      .where("id", "=", demo.bookingId)
      .execute();
    for (const mail of cancelledMails(demo.visitor, invitationFields(cancelled, links, now))) {
      await enqueue(trx, { leadId: demo.leadId }, mail, now);
    }
    await dropReminders(trx, demo.bookingId);
    await record(trx, actor, demo, now, {
      action: "demo.cancel",
      note:
        actor.kind === "visitor"
          ? "The visitor cancelled the demo."
          : `Cancelled the demo of ${startOf(demo.startsAt)} (Malaysia time).`,
      detail: { at: startOf(demo.startsAt) },
    });
    await reopenLead(trx, actor, demo, now);
    return cancelled;
  });
}

/**
 * A lead whose only demo is cancelled is no longer "Demo scheduled": sales must reach it again.
 * Cancelled by a member, who has been in touch, it is "Contacted"; cancelled by its visitor through
 * the link, no one has spoken to them yet, so it is "New" again, in its member's queue. A lead
 * sales have already moved on (won, lost) stays where they put it.
 */
async function reopenLead(trx: Kysely<Database>, actor: DemoActor, demo: ManagedDemo, now: number): Promise<void> {
  const to = actor.kind === "member" ? "contacted" : "new";
  const { numUpdatedRows } = await trx
    .updateTable("leads")
    .set({ status: to })
    .where("id", "=", demo.leadId)
    .where("status", "=", "demo-scheduled")
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) return;
  // A consequence of the cancellation, the system's: the member's entry is the cancellation.
  await recordLeadChange(trx, AUTOMATIC, demo.leadId, now, {
    kind: "status",
    serverActor: actor.kind === "member" ? BOOKING_ACTOR : VISITOR_ACTOR,
    detail: { from: "demo-scheduled", to },
  });
}
