import { z } from "zod";
import {
  demoDaySchema,
  demoMoveSchema,
  demoSlotsSchema,
  publicIncidentSchema,
  publicIncidentUpdateSchema,
} from "./api-schemas";
import { type Calendar, dayWindows } from "./calendar-day";
import { calendarDay } from "./calendar-day-schema";
import { DEMO_OUTCOMES, DEMO_TIME_ZONE, TIME_PATTERN } from "./demo-booking";
import { mailAddress, text } from "./fields";
import { FIRST_CONTACT_KINDS, INBOX_SORTS, RESPONSE_TARGET_BOUNDS } from "./first-response";
import { LANGUAGES } from "./languages";
import { LEAD_ASSIGNMENT_MODES } from "./lead-assignment";
import { ATTRIBUTION_KEYS, ATTRIBUTION_MAX_LENGTH, type AttributionKey } from "./lead-attribution";
import { LEAD_STATUSES } from "./lead-inbox";
import {
  CONTACT_CHANNELS,
  CONTACT_NOTE_MAX,
  CONTACT_OUTCOMES,
  OUTCOME_CHANNELS,
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
} from "./lead-replies";
import { leadKinds } from "./leads";
import { STAFF_ROLES } from "./staff";
import { STAFF_NAME_MAX, STAFF_NAME_PATTERN } from "./staff-profile";
import { STATUS_GROUP_IDS, STATUS_TARGETS } from "./status-history";
import { INCIDENT_MESSAGE_MAX, INCIDENT_STATUSES, INCIDENT_TITLE_MAX } from "./status-incidents";
import { recordIdNumber, recordIdParamsSchema, recordIdText } from "./whole-numbers";

/*
 * What the staff console's API takes and answers (docs/decisions/0015), as zod schemas, like
 * contracts/api-schemas.ts for the public API: the server's routes declare them, and the console
 * imports only their types, so zod and the forms' schemas stay out of its pages.
 */

// The staff: signing in, the session, invitations, the staff admin.
const email = text().toLowerCase().min(3, "Enter your e-mail address").max(254, "Enter your e-mail address");

/** E-mail, password and the second factor in one call: nothing tells a right password from a wrong one without it. */
export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password").max(1024, "That password is too long"),
  code: z
    .string()
    .trim()
    .min(6, "Enter the code from your authenticator app, or a recovery code")
    .max(20, "Enter the code from your authenticator app, or a recovery code"),
});

export const staffSessionSchema = z.object({
  /** The member's id: the console tells their own doings (a publication they asked for) from others'. */
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  name: z.string().nullable(),
  language: z.enum(LANGUAGES),
  csrfToken: z.string(),
});

/** A member's own name (empty: none, their address stands for it) and their e-mails' language. */
export const staffProfileSchema = z.object({
  name: text()
    .max(STAFF_NAME_MAX, `Keep your name to ${STAFF_NAME_MAX} characters`)
    .refine((name) => name === "" || STAFF_NAME_PATTERN.test(name), {
      message: "Use letters, spaces, dots, apostrophes and hyphens only",
    }),
  language: z.enum(LANGUAGES, { error: "Choose English, Bahasa Melayu or 简体中文" }),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
export type StaffSession = z.infer<typeof staffSessionSchema>;
/** "Who am I": the session, or null when signed out (not a 401: being signed out is no error here). */
export const currentSessionSchema = z.object({ session: staffSessionSchema.nullable() });
export type StaffInvitation = z.infer<typeof invitationSchema>;
export type PendingTotp = z.infer<typeof pendingTotpSchema>;

export const invitationTokenSchema = z.object({ token: z.string().min(20).max(100) });
export const invitationSchema = z.object({ email: z.string(), role: z.enum(STAFF_ROLES) });
export const invitationPasswordSchema = invitationTokenSchema.extend({
  password: z.string().min(1, "Choose a password").max(1024, "That password is too long"),
});
/** Step one's answer: the TOTP secret as a QR code (an SVG drawn by this server) and as text. */
export const pendingTotpSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export const invitationCodeSchema = invitationTokenSchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(1024),
  newPassword: z.string().min(1, "Choose a new password").max(1024, "That password is too long"),
});

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(["invited", "active", "disabled"]),
  createdAt: z.number(),
  lastSignInAt: z.number().nullable(),
  secondFactor: z.boolean(),
  sessions: z.number(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ members: z.array(staffMemberSchema) });

/** What the invitation form, the API and `npm run staff -- invite` answer for anything but one plain address. */
export const INVITATION_ADDRESS_MESSAGE =
  "Enter one e-mail address, such as name@example.com: no name, comma, angle brackets or line break.";
export const inviteSchema = z.object({
  email: mailAddress(INVITATION_ADDRESS_MESSAGE).toLowerCase(),
  role: z.enum(STAFF_ROLES, "Choose a role"),
});
export const invitedSchema = z.object({ link: z.string(), expiresAt: z.number() });
export const roleChangeSchema = z.object({ role: z.enum(STAFF_ROLES, "Choose a role") });
export const memberIdSchema = recordIdParamsSchema;
/** Where a member's open leads and demos to come go when they are disabled: a chosen member, or the round robin. */
export const disableMemberSchema = z.object({
  reassignTo: z.union([z.literal("round-robin"), recordIdNumber("member")], {
    error: 'Choose a member, or "round-robin".',
  }),
});
/** What goes with a member being disabled, for the confirmation: their open leads and demos to come. */
export const memberHandoverSchema = z.object({
  leads: z.object({
    total: z.number().int(),
    listed: z.array(z.object({ id: z.number().int(), who: z.string(), status: z.string() })),
  }),
  demos: z.object({
    total: z.number().int(),
    listed: z.array(
      z.object({ id: z.number().int(), leadId: z.number().int(), startsAt: z.number().int(), centre: z.string() }),
    ),
  }),
});
export type MemberHandover = z.infer<typeof memberHandoverSchema>;
export const okSchema = z.object({ ok: z.literal(true) });
/** The body of a call that needs nothing more than its address: none, or `{}`. */
export const emptyBodySchema = z.strictObject({}).optional();

// The lead inbox.
const leadNames = leadKinds.map((kind) => kind.name) as [string, ...string[]];
/** A day staff look back on or ahead to: 2018 to the end of next year. */
function recordDay(calendar: Calendar) {
  return calendarDay(calendar, dayWindows.records, {
    form: "Use a date such as 2026-11-23",
    notADay: "That date is not a day of the calendar",
    outside: (earliest, latest) => `Use a date from ${earliest} to ${latest}`,
  });
}

/**
 * A view of the inbox. Without a status it shows every lead but spam; with "spam" it is the spam
 * folder. The assignee is a member's id, or "none" for leads nobody has taken. The source and the
 * campaign are a lead's campaign tags (docs/decisions/0027-lead-attribution.md), matched exactly.
 */
const campaignTag = (max: number, message: string) => text().min(1, message).max(max, message).optional();
export function leadFilterSchema(calendar: Calendar) {
  return z.object({
    form: z.enum(leadNames, "Unknown form").optional(),
    status: z.enum(LEAD_STATUSES, "Unknown status").optional(),
    assignee: z.union([z.literal("none"), recordIdText("assignee")], "Unknown assignee").optional(),
    from: recordDay(calendar).optional(),
    to: recordDay(calendar).optional(),
    q: text().max(100, "Search for at most 100 characters").optional(),
    source: campaignTag(ATTRIBUTION_MAX_LENGTH.utmSource, "Unknown source"),
    campaign: campaignTag(ATTRIBUTION_MAX_LENGTH.utmCampaign, "Unknown campaign"),
  });
}
export type LeadFilter = z.infer<ReturnType<typeof leadFilterSchema>>;
/**
 * A page of a view: newest first, or (sort=waiting) only the leads still waiting for their first
 * contact, longest waiting first (docs/decisions/0029-first-response.md).
 */
export function leadListQuerySchema(calendar: Calendar) {
  return leadFilterSchema(calendar).extend({
    sort: z.enum(INBOX_SORTS, "Sort by newest or waiting").optional(),
    cursor: recordIdText("cursor").optional(),
  });
}

const person = z.object({ id: z.number(), email: z.string() });

export const leadSummarySchema = z.object({
  id: z.number(),
  form: z.string(),
  status: z.enum(LEAD_STATUSES),
  receivedAt: z.number(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  assignee: person.nullable(),
  unread: z.boolean(),
  /** How many other leads are linked to it as the same person (docs/decisions/0030-same-person.md). */
  samePerson: z.number(),
  /**
   * Leads from its client address within 24 hours of it, before or after, itself included: from
   * CLIENT_BURST_LEADS on, a burst from one client (contracts/lead-inbox.ts).
   */
  sameClient: z.number(),
  /** Its campaign's `utm_source`, else the referring site's host, and its `utm_campaign` (docs/decisions/0027). */
  source: z.string().nullable(),
  campaign: z.string().nullable(),
  /** When it was first contacted, and how; null while it waits (docs/decisions/0029-first-response.md). */
  firstContact: z.object({ at: z.number(), kind: z.enum(FIRST_CONTACT_KINDS) }).nullable(),
  /**
   * Business minutes from its receipt to its first contact, or until now while it waits; null for
   * spam, and for a lead out of New that nobody contacted (a demo its visitor booked).
   */
  waitingMinutes: z.number().nullable(),
  /** Still waiting, and for at least the response target. */
  overTarget: z.boolean(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadListSchema = z.object({
  leads: z.array(leadSummarySchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.number().nullable(),
  /** Per status, under the view's other filters. */
  counts: z.record(z.enum(LEAD_STATUSES), z.number()),
  /** Leads outside the spam folder nobody has opened yet. */
  unread: z.number(),
  /** The newest lead's id, to notice new ones without reloading. */
  latestId: z.number().nullable(),
  /** The response target, in business minutes. */
  targetMinutes: z.number(),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadEventSchema = z.object({
  at: z.number(),
  actor: z.string(),
  /** "contact": a reply sent, a call, chat or mail link followed, or how a call or chat went (docs/decisions/0031). */
  kind: z.enum(["received", "status", "assignee", "note", "contact"]),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  text: z.string().optional(),
  contact: z
    .object({
      kind: z.enum(["reply", "attempt", "outcome"]),
      channel: z.enum(CONTACT_CHANNELS),
      outcome: z.enum(CONTACT_OUTCOMES).optional(),
      subject: z.string().optional(),
      note: z.string().optional(),
    })
    .optional(),
});

export const leadDetailSchema = leadSummarySchema.extend({
  formTitle: z.string(),
  page: z.string().nullable(),
  /** The language of the page it was sent from (docs/decisions/0017). */
  language: z.enum(LANGUAGES),
  userAgent: z.string(),
  /** Every field as submitted, in the contract's order. */
  /** Each field as submitted: its name in the payload, and what the console calls it. */
  fields: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
  delivery: z.object({
    state: z.enum(["none", "queued", "sent", "retrying", "failed"]),
    attempts: z.number(),
    lastError: z.string().nullable(),
    sentAt: z.number().nullable(),
  }),
  signals: z.object({
    honeypot: z.boolean(),
    attested: z.boolean().nullable(),
    /** Leads from the same client in the 24 hours up to this one, this one included. */
    sameClientDay: z.number(),
  }),
  timeline: z.array(leadEventSchema),
  /** The other leads linked to it as the same person, newest first, and what they share with it. */
  samePersonLeads: z.array(
    z.object({
      id: z.number(),
      formTitle: z.string(),
      status: z.enum(LEAD_STATUSES),
      receivedAt: z.number(),
      name: z.string(),
      sameEmail: z.boolean(),
      samePhone: z.boolean(),
    }),
  ),
  /** Where a reply from the console goes: the lead's e-mail, or null when it gave none a header may hold. */
  replyAddress: z.string().nullable(),
  /** Its latest demo booking, whatever became of it (the page offers "Book again" after a no-show or cancellation), or null. */
  demo: z
    .object({
      id: z.number(),
      startsAt: z.number(),
      endsAt: z.number(),
      status: z.enum(["confirmed", "tentative", "lapsed", "cancelled", "held", "no-show"]),
      host: z.object({ id: z.number(), email: z.string(), name: z.string().nullable() }),
    })
    .nullable(),
  /** Where it came from, each part null when the visit had none (docs/decisions/0027-lead-attribution.md). */
  attribution: z.object(
    Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, z.string().nullable()])) as Record<
      AttributionKey,
      z.ZodNullable<z.ZodString>
    >,
  ),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadIdSchema = recordIdParamsSchema;
export const leadStatusChangeSchema = z.object({ status: z.enum(LEAD_STATUSES, "Choose a status") });
/** A change of assignee; a hand-off to a colleague may carry a note, which their e-mail and console notice show. */
export const leadAssigneeChangeSchema = z.object({
  assigneeId: recordIdNumber("assignee").nullable(),
  note: text({ lines: "several" }).max(1000, "Keep a hand-off note under 1,000 characters").optional(),
});
/** A member's unread console notices (a lead handed to them), newest first. */
export const staffNoticesSchema = z.object({
  notices: z.array(
    z.object({
      id: z.number().int(),
      kind: z.literal("hand-off"),
      leadId: z.number().int().nullable(),
      from: z.string(),
      note: z.string().nullable(),
      at: z.number().int(),
    }),
  ),
});
export type StaffNotices = z.infer<typeof staffNoticesSchema>;
export const leadNoteSchema = z.object({
  text: text({ lines: "several" }).min(1, "Write a note first").max(2000, "Keep a note under 2,000 characters"),
});
/**
 * An e-mail to the lead from its page (docs/decisions/0031-lead-replies.md). The subject is one line,
 * as it becomes the Subject header: a line break is refused, as a member would want to know of it.
 */
export const leadReplySchema = z.object({
  subject: text({ message: "Write a subject", lineBreak: "Keep the subject on one line" })
    .min(1, "Write a subject")
    .max(REPLY_SUBJECT_MAX, `Keep the subject under ${REPLY_SUBJECT_MAX} characters`),
  body: text({ lines: "several", message: "Write the message" })
    .min(1, "Write the message")
    .max(REPLY_BODY_MAX, `Keep the message under ${REPLY_BODY_MAX.toLocaleString("en")} characters`),
});
export type LeadReply = z.infer<typeof leadReplySchema>;
/** A call, chat or mail link followed on the lead's page. */
export const contactAttemptSchema = z.object({ channel: z.enum(CONTACT_CHANNELS, "Choose call, WhatsApp or e-mail") });
/** How a call or a chat went, with an optional note. */
export const contactOutcomeSchema = z.object({
  channel: z.enum(OUTCOME_CHANNELS, "Choose call or WhatsApp"),
  outcome: z.enum(CONTACT_OUTCOMES, "Choose how it went"),
  note: text({ lines: "several" })
    .max(CONTACT_NOTE_MAX, `Keep a note under ${CONTACT_NOTE_MAX.toLocaleString("en")} characters`)
    .optional(),
});
/**
 * What the inbox's filters offer: the forms, the members a lead can be assigned to, and the
 * campaign sources and names leads have come with.
 */
export const inboxOptionsSchema = z.object({
  forms: z.array(z.object({ name: z.string(), title: z.string() })),
  assignees: z.array(person),
  sources: z.array(z.string()),
  campaigns: z.array(z.string()),
});
export type InboxOptions = z.infer<typeof inboxOptionsSchema>;

/** The response target, in business minutes, as an admin sets it. */
export const responseTargetSchema = z.object({
  targetMinutes: z
    .number("Give the target as a number of minutes")
    .int("Give the target in whole minutes")
    .min(RESPONSE_TARGET_BOUNDS.min, `The target must be at least ${RESPONSE_TARGET_BOUNDS.min} minutes`)
    .max(RESPONSE_TARGET_BOUNDS.max, `The target must be at most ${RESPONSE_TARGET_BOUNDS.max} minutes`),
});
export type ResponseTarget = z.infer<typeof responseTargetSchema>;

/** The admins' assignment switch (docs/decisions/0032-lead-assignment.md). */
export const leadAssignmentSchema = z.object({
  mode: z.enum(LEAD_ASSIGNMENT_MODES, `The mode must be one of: ${LEAD_ASSIGNMENT_MODES.join(", ")}`),
});
export type LeadAssignment = z.infer<typeof leadAssignmentSchema>;

/**
 * The leads still waiting for their first contact, per assignee (null: nobody's yet): how many,
 * how many have waited past the target, and the longest wait, in business minutes.
 */
export const waitingLeadsSchema = z.object({
  targetMinutes: z.number(),
  members: z.array(
    z.object({
      assignee: person.nullable(),
      open: z.number(),
      overTarget: z.number(),
      longestWaitMinutes: z.number(),
    }),
  ),
});
export type WaitingLeads = z.infer<typeof waitingLeadsSchema>;

// The support desk: a parent-app account, looked up by e-mail.
export const accountLookupSchema = z.object({
  email: text().toLowerCase().min(3, "Enter the parent's e-mail address").max(254, "Enter the parent's e-mail address"),
});

export const accountRecordSchema = z.object({
  email: z.string(),
  state: z.enum(["active", "deactivated"]),
  createdAt: z.number(),
  lastLoginAt: z.number().nullable(),
  deactivatedAt: z.number().nullable(),
  /** When a deactivated account will be deleted for good, unless the parent signs in before. */
  deletionAt: z.number().nullable(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

/** No password hash, ever: only what support needs to answer the parent. */
export const accountLookupReplySchema = z.object({ account: accountRecordSchema.nullable() });

// The audit log.

export function auditQuerySchema(calendar: Calendar) {
  return z.object({
    /** A member's e-mail (or "cli", "unknown"), exactly. */
    actor: text().toLowerCase().max(254).optional(),
    /** An action, or its feature's prefix: "lead" finds "lead.view", "lead.status"… */
    action: z
      .string()
      .trim()
      .regex(/^[a-z-]+(\.[a-z-]+)?$/, "Use an action such as lead.view, or its first part")
      .optional(),
    from: recordDay(calendar).optional(),
    to: recordDay(calendar).optional(),
    cursor: recordIdText("cursor").optional(),
  });
}
export type AuditQuery = z.infer<ReturnType<typeof auditQuerySchema>>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  clientHash: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.number().nullable() });

// Incidents on Check App Status (contracts/status-incidents.ts), for support and admins.
const incidentTitle = text({ message: "Enter a title" })
  .min(1, "Enter a title")
  .max(INCIDENT_TITLE_MAX, `Keep the title under ${INCIDENT_TITLE_MAX} characters`);
const incidentMessage = text({ lines: "several", message: "Write a message" })
  .min(1, "Write a message")
  .max(INCIDENT_MESSAGE_MAX, `Keep the message under ${INCIDENT_MESSAGE_MAX} characters`);
const incidentGroups = z
  .array(z.enum(STATUS_GROUP_IDS, "Unknown group"), "Choose the affected groups")
  .min(1, "Choose the affected groups")
  .max(STATUS_GROUP_IDS.length);
const incidentStatus = z.enum(INCIDENT_STATUSES, "Choose a status");

export const incidentOpeningSchema = z.object({
  title: incidentTitle,
  groups: incidentGroups,
  status: incidentStatus,
  message: incidentMessage,
  /** The suggestion this incident answers, if any: it is marked as taken. */
  suggestionId: recordIdNumber("suggestion").optional(),
});
export type IncidentOpening = z.infer<typeof incidentOpeningSchema>;
export const incidentUpdateSchema = z.object({ status: incidentStatus, message: incidentMessage });
export type IncidentUpdateInput = z.infer<typeof incidentUpdateSchema>;
export const incidentIdSchema = recordIdParamsSchema;

/** The page's incident, with who opened it and who wrote each update. */
export const consoleIncidentSchema = publicIncidentSchema.extend({
  /** Who opened it: a member's e-mail, or "automatic" (STATUS_AUTO_INCIDENTS). */
  openedBy: z.string(),
  /** Newest first. */
  updates: z.array(publicIncidentUpdateSchema.extend({ by: z.string() })),
});
export type ConsoleIncident = z.infer<typeof consoleIncidentSchema>;
export const incidentSuggestionSchema = z.object({
  id: z.number(),
  target: z.enum(STATUS_TARGETS),
  groups: z.array(z.enum(STATUS_GROUP_IDS)),
  /** When the run of failed probes began, and how many there have been so far. */
  failingSince: z.number(),
  failures: z.number(),
  /** The kind of the latest failure (timeout, network, status, content). */
  failure: z.string().nullable(),
});
export type IncidentSuggestion = z.infer<typeof incidentSuggestionSchema>;
export const incidentDeskSchema = z.object({
  suggestions: z.array(incidentSuggestionSchema),
  /** Open incidents first, then the resolved ones of the last 90 days, newest first. */
  incidents: z.array(consoleIncidentSchema),
  /** Confirmed e-mail subscribers: how many each update reaches. */
  subscribers: z.number(),
});
export type IncidentDesk = z.infer<typeof incidentDeskSchema>;

/** The console's view: each article's answers, and its comments newest first. */
export const helpVoteSummarySchema = z.object({
  articles: z.array(
    z.object({
      article: z.string(),
      path: z.string(),
      yes: z.number().int(),
      no: z.number().int(),
      comments: z.array(z.object({ helpful: z.boolean(), comment: z.string(), language: z.string(), at: z.number() })),
    }),
  ),
});
export type HelpVoteSummary = z.infer<typeof helpVoteSummarySchema>;

// The demo calendar (docs/decisions/0026-demo-booking.md): booked demos by day or week, for sales and admins.
export const DEMO_CALENDAR_VIEWS = ["day", "week"] as const;
export type DemoCalendarView = (typeof DEMO_CALENDAR_VIEWS)[number];
/** A day (today in Malaysia when none is given), or the week from Monday to Sunday that holds it. */
export function demoCalendarQuerySchema(calendar: Calendar) {
  return z.object({
    view: z.enum(DEMO_CALENDAR_VIEWS, "Choose view=day or view=week").default("day"),
    date: recordDay(calendar).optional(),
  });
}

export const consoleDemoSchema = z.object({
  id: z.number(),
  leadId: z.number(),
  startsAt: z.number(),
  endsAt: z.number(),
  status: z.enum(["confirmed", "held", "no-show"]),
  name: z.string(),
  centre: z.string(),
  phone: z.string(),
  member: person,
  /** The signed-in member gives it. */
  mine: z.boolean(),
  /** The signed-in member may mark it held or no-show: it has begun, is still confirmed, and is theirs or they are an admin. */
  canMark: z.boolean(),
  /** It can still be moved or cancelled: confirmed and not begun. */
  canChange: z.boolean(),
});
export type ConsoleDemo = z.infer<typeof consoleDemoSchema>;

export const demoCalendarSchema = z.object({
  view: z.enum(DEMO_CALENDAR_VIEWS),
  /** The days shown, "YYYY-MM-DD" in Malaysia: one, or Monday to Sunday. */
  days: z.array(z.string()),
  /** Today in Malaysia. */
  today: z.string(),
  /** Every demo of those days but the cancelled: the member's own first, then by time. */
  demos: z.array(consoleDemoSchema),
});
export type DemoCalendar = z.infer<typeof demoCalendarSchema>;

export const demoIdSchema = recordIdParamsSchema;
export const demoOutcomeSchema = z.object({ outcome: z.enum(DEMO_OUTCOMES, "Choose held or no-show") });
/**
 * A move from the console: the new date and time, Malaysia time, as the visitor's link sends them.
 * The host keeps the demo; `memberId` hands it to another member, chosen explicitly (issue 49).
 */
export function consoleDemoMoveSchema(calendar: Calendar) {
  return demoMoveSchema(calendar)
    .omit({ token: true })
    .extend({ memberId: recordIdNumber("member").optional() });
}

/** A member who could give a demo, as the console's booking and moving name them. */
const slotMemberSchema = z.object({ id: z.number(), email: z.string(), name: z.string().nullable() });
export type SlotMember = z.infer<typeof slotMemberSchema>;

/** The free times the move dialog asks for: the host's own, or, with `member`, that member's. */
export function consoleDemoSlotsQuerySchema(calendar: Calendar) {
  return z.object({ date: demoDaySchema(calendar), member: recordIdText("member").optional() });
}
/** A day's free times for one member (whose they are), and the members the demo could be given to. */
export const consoleDemoSlotsSchema = demoSlotsSchema.extend({
  member: slotMemberSchema,
  members: z.array(slotMemberSchema),
});
export type ConsoleDemoSlots = z.infer<typeof consoleDemoSlotsSchema>;

/** The free times of a day for booking a lead's demo, each with who is free then, the assignee first. */
export const leadDemoSlotsSchema = z.object({
  timeZone: z.literal(DEMO_TIME_ZONE),
  date: z.string(),
  assigneeId: z.number().nullable(),
  slots: z.array(z.object({ time: z.string(), members: z.array(slotMemberSchema) })),
  nextDate: z.string().nullable(),
  horizonDays: z.number(),
  lastDate: z.string(),
  /** The visitor's typed time, when it reads as one and someone is free then: bookable in one step. */
  typed: z.object({ date: z.string(), time: z.string(), members: z.array(slotMemberSchema) }).nullable(),
});
export type LeadDemoSlots = z.infer<typeof leadDemoSlotsSchema>;
export function leadDemoSlotsQuerySchema(calendar: Calendar) {
  return z.object({ date: demoDaySchema(calendar) });
}
/** Book a lead's demo: the day and start (Malaysia time; any start in the member's hours) and its host. */
export function leadDemoBookingSchema(calendar: Calendar) {
  return z.object({
    date: demoDaySchema(calendar),
    time: z.string("Give the time as HH:MM.").regex(TIME_PATTERN, "Give the time as HH:MM."),
    memberId: recordIdNumber("member"),
  });
}

/** What a move or cancel from the console did: the demo's time, Malaysia time, and who gives it now. */
export const consoleDemoChangeSchema = z.object({
  status: z.enum(["confirmed", "cancelled"]),
  date: z.string(),
  time: z.string(),
  member: z.string(),
});
export type ConsoleDemoChange = z.infer<typeof consoleDemoChangeSchema>;

/** A member's private calendar feed: when its address was made, or null when they have none. */
export const demoFeedSchema = z.object({ createdAt: z.number().nullable() });
/** A new feed address: shown once, as only its token's hash is kept. */
export const demoFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.number() });
export type DemoFeedCreated = z.infer<typeof demoFeedCreatedSchema>;

// Demo hours (contracts/demo-booking-hours.ts): the sales members' availability and the booking rules.
const hoursRangeSchema = z.object({ start: z.string(), end: z.string() });
export const demoMemberHoursSchema = z.object({
  id: z.number(),
  email: z.string(),
  takesDemos: z.boolean(),
  /** Sunday (0) to Saturday (6), Malaysia time. */
  weeklyHours: z.array(z.array(hoursRangeSchema).readonly()).readonly(),
  dailyMaximum: z.number(),
  /** False while the member has the default hours, which everyone has until theirs are saved. */
  saved: z.boolean(),
  /** From today on, earliest first. */
  daysOff: z.array(z.string()),
});
export type DemoMemberHours = z.infer<typeof demoMemberHoursSchema>;
export const demoRulesAnswerSchema = z.object({
  lengthMinutes: z.number(),
  bufferMinutes: z.number(),
  startEveryMinutes: z.number(),
  noticeMinutes: z.number(),
  horizonDays: z.number(),
  confirmByEmail: z.boolean(),
});
/** A sales member sees their own; an admin every active sales member's. */
export const demoHoursSchema = z.object({
  /** Malaysia's today: days off before it cannot be set. */
  today: z.string(),
  rules: demoRulesAnswerSchema,
  members: z.array(demoMemberHoursSchema),
  /** What a member has until theirs are saved: the business hours, and the daily maximum. */
  defaults: demoMemberHoursSchema.pick({ weeklyHours: true, dailyMaximum: true }),
});
export type DemoHours = z.infer<typeof demoHoursSchema>;
/** After a change: the member as saved, and their booked demos it leaves outside their availability (they stay booked). */
export const demoHoursChangedSchema = z.object({ member: demoMemberHoursSchema, demosOutside: z.number() });
export type DemoHoursChanged = z.infer<typeof demoHoursChangedSchema>;
export function demoDayOffParamsSchema(calendar: Calendar) {
  return z.object({
    id: recordIdText(),
    day: calendarDay(calendar, dayWindows.dayOff, {
      form: "Give the day off as YYYY-MM-DD",
      notADay: "The day off is not a day of the calendar",
      outside: (earliest, latest) => `Give a day off from ${earliest} to ${latest}`,
    }),
  });
}

/**
 * A lead's conversation (docs/decisions/0041-conversations.md): its e-mails both ways, oldest
 * first, each with its full text and the part new in it (the page folds the rest), and the earlier
 * message of the same conversation it answers, when that is one of these.
 */
export const conversationSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      at: z.number().int(),
      side: z.enum(["lead", "member"]),
      fromName: z.string(),
      fromAddress: z.string(),
      subject: z.string(),
      text: z.string(),
      newText: z.string(),
      answers: z.number().int().nullable(),
    }),
  ),
  /** Older messages left out: the page shows the latest CONVERSATION_PAGE. */
  earlier: z.number().int().min(0),
  /** When the lead last answered, or null. */
  answeredAt: z.number().int().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
/** How many of a conversation's latest e-mails the lead's page shows. */
export const CONVERSATION_PAGE = 100;
