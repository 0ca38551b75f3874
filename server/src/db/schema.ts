import type { CmsKind, CmsState } from "@ikey/contracts/cms";
import type { CmsImageFormat, CmsImageUploadType } from "@ikey/contracts/cms-images";
import type { FirstContactKind } from "@ikey/contracts/first-response";
import type { HelpAudience } from "@ikey/contracts/help-centre";
import type { Language } from "@ikey/contracts/languages";
import type { LeadAssignmentMode } from "@ikey/contracts/lead-assignment";
import type { LeadStatus } from "@ikey/contracts/lead-inbox";
import type { StaffRole } from "@ikey/contracts/staff";
import type { Generated } from "kysely";

export type { LeadStatus, StaffRole };

/**
 * The tables, as both engines see them. Times are epoch milliseconds (bigint)
 * and flags are 0/1 integers, so SQLite and PostgreSQL return the same values.
 */
export interface LeadsTable {
  id: Generated<number>;
  /** The lead kind's name (contracts/leads.ts), such as "request-demo". */
  type: string;
  /** The validated payload as JSON: exactly the fields of the form's contract. */
  payload: string;
  submitted_at: number;
  user_agent: string;
  /** HMAC of the client address: enough to spot abuse, not to identify anyone. */
  client_hash: string;
  is_spam: number;
  idempotency_key: string | null;
  /** The inbox's workflow (migration 0008); honeypot catches start as "spam". */
  status: Generated<LeadStatus>;
  assignee_id: number | null;
  /** When a member first opened it: unread until then. */
  viewed_at: number | null;
  /** Lower-cased contact name, company, e-mail, phone and the phone's digits, one per line. */
  search_text: Generated<string>;
  /** The path of the page the form was sent from, when the browser said. */
  page: string | null;
  /** 1 when an attestation token came with it, 0 when none did; null before migration 0008. */
  attested: number | null;
  /** The language of the page it was sent from (migration 0010; earlier leads are English). */
  language: Generated<Language>;
  /** Its e-mail and phone as the same person's other leads have them (migration 0019; leads/same-person-keys.ts). */
  normalised_email: Generated<string | null>;
  normalised_phone: Generated<string | null>;
  /** When a member first contacted it, and how (migration 0018); null while it waits. Set once. */
  first_contacted_at: Generated<number | null>;
  first_contact_kind: Generated<FirstContactKind | null>;
  /** Business milliseconds from its receipt to its first contact. */
  first_response_ms: Generated<number | null>;
  /**
   * Where it came from (migration 0016, docs/decisions/0027-lead-attribution.md): the visit's first
   * page (path and query), the referring site's host and the campaign tags; null when absent or
   * dropped, and left out of the inserts that have none.
   */
  landing_page: Generated<string | null>;
  referrer_host: Generated<string | null>;
  utm_source: Generated<string | null>;
  utm_medium: Generated<string | null>;
  utm_campaign: Generated<string | null>;
  utm_term: Generated<string | null>;
  utm_content: Generated<string | null>;
  /** When it was offered to another member for waiting past the response target (migration 0021); set once. */
  reoffered_at: Generated<number | null>;
  /** When its visitor last answered by e-mail (migration 0030, docs/decisions/0041-conversations.md). */
  answered_at: Generated<number | null>;
  /**
   * How the lead got its assignee (migration 0029): by the server ("round-robin", "re-offer"), by
   * its booked demo ("demo") or by a member ("person"). Only the round robin's is re-offered.
   */
  assigned_how: Generated<"round-robin" | "re-offer" | "demo" | "person" | null>;
}

/**
 * One e-mail of a lead's conversation (migration 0030, conversations/conversation-store.ts): who
 * wrote it, its full sanitised text and the part new in it, threaded by its Message-ID.
 */
export interface ConversationMessagesTable {
  id: Generated<number>;
  lead_id: number;
  at: number;
  side: "lead" | "member";
  /** The member who wrote it, on the member's side. */
  staff_id: number | null;
  from_address: string;
  from_name: string;
  subject: string;
  text: string;
  /** The text without the quotes of earlier messages and the signature, which the history folds. */
  new_text: string;
  message_id: string;
  in_reply_to: string | null;
}

/**
 * Two leads of the same person (migration 0019; docs/decisions/0030-same-person.md): one row each
 * way, so a lead's others are the rows with its id first. Deleted with either lead.
 */
export interface SamePersonLinksTable {
  lead_id: number;
  other_id: number;
}

/** A lead's timeline: status changes, assignments and notes, with who and when. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  at: number;
  actor_id: number | null;
  actor: string;
  kind: "status" | "assignee" | "note" | "contact";
  /** JSON: { from, to } for a change, { text } for a note, the contact for a contact (leads/lead-contacts.ts). */
  detail: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** The row belongs to a lead or to an account, never both. */
  lead_id: number | null;
  /** Account e-mails go with their account when it is purged. */
  account_id: number | null;
  /** A staff member's invitation (migration 0007). */
  staff_id: Generated<number | null>;
  /** An e-mail to a status subscriber (migration 0009): deleted with the subscriber. */
  subscriber_id: Generated<number | null>;
  /** A demo's reminder (migration 0013), beside its lead: replaced when the demo moves, gone when it is cancelled. */
  demo_booking_id: Generated<number | null>;
  /** The e-mail to send, as JSON: to, replyTo, subject, text, any HTML and any extra headers. */
  message: string;
  /** "pending" | "sent" | "failed" | "dropped" (stale: never sent) */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** While a worker holds the row; another worker may take it after this. */
  claimed_until: number | null;
  last_error: string | null;
  smtp_message_id: string | null;
  created_at: number;
  sent_at: number | null;
  /** After this the e-mail is no longer true (migration 0029): dropped, never sent late. */
  stale_at: Generated<number | null>;
}

export interface StaffNoticesTable {
  id: Generated<number>;
  staff_id: number;
  lead_id: number | null;
  kind: "hand-off";
  /** JSON: { from, note } for a hand-off. */
  detail: string;
  created_at: number;
  read_at: number | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

/** A token bucket of a request limit: `tokens` left as of `updated_at` (epoch ms). */
export interface RateBucketsTable {
  key: string;
  tokens: number;
  updated_at: number;
}

export type AccountStatus = "active" | "deactivated";

/** A parent-app account. */
export interface AccountsTable {
  id: Generated<number>;
  /** Lower-cased, so it is unique and compared without regard to case. */
  email: string;
  /** scrypt with a per-account salt, its parameters included (credentials/password-hash.ts). */
  password_hash: string;
  status: AccountStatus;
  /** Set while deactivated: the purge deletes the account 180 days after it. */
  deactivated_at: number | null;
  last_login_at: number | null;
  created_at: number;
  /** The language of the page it was last deactivated from: its e-mails are written in it (migration 0010). */
  language: Generated<Language>;
}

/** A counter key (e-mail or client hash) refused until `locked_until`. */
export interface LockoutsTable {
  key: string;
  locked_until: number;
}

/** Keys generated once and shared by every instance on this database. */
export interface ServerKeysTable {
  name: string;
  value: string;
}

export interface ScheduledJobsTable {
  job: string;
  last_slot: number;
}

/** A spent attestation challenge or token, kept until it would have expired anyway. */
export interface AttestationSpentTable {
  /** "challenge" | "token" */
  kind: string;
  /** The challenge's nonce or the token's random id: nothing about the visitor. */
  id: string;
  expires_at: number;
}

export type StaffStatus = "invited" | "active" | "disabled";

/** A member of the staff console (docs/decisions/0015). */
export interface StaffTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  role: StaffRole;
  status: StaffStatus;
  password_hash: string | null;
  /** Sealed with the staff key (staff/secret-box.ts). */
  totp_secret: string | null;
  /** The last TOTP time step accepted: a code of that step or earlier is refused. */
  totp_step: number | null;
  created_at: number;
  last_sign_in_at: number | null;
  disabled_at: number | null;
  /** As the member wrote it: what their e-mails to leads are signed with. Null: none given. */
  name: string | null;
  /** The language the site's e-mails to the member are written in. */
  language: Generated<Language>;
}

export interface StaffInvitationsTable {
  token_hash: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface StaffSessionsTable {
  id_hash: string;
  staff_id: number;
  created_at: number;
  last_seen_at: number;
  client_hash: string;
}

export interface StaffRecoveryCodesTable {
  staff_id: number;
  code_hash: string;
  used_at: number | null;
}

/** Append-only (a trigger refuses updates). */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_id: number | null;
  /** The member's e-mail, or "cli" for the command line. */
  actor: string;
  action: string;
  target: string | null;
  /** JSON, never personal data beyond what the action needs. */
  detail: string | null;
  client_hash: string | null;
}

/** One background probe of a keepalive target (migration 0009). */
export interface StatusProbesTable {
  id: Generated<number>;
  target: string;
  probed_at: number;
  /** 1 working, 0 not. */
  working: number;
  duration_ms: number;
  /** The kind of failure (contracts/status-history.ts PROBE_FAILURES), null when working. */
  failure: string | null;
}

export interface StatusRollupsTable {
  target: string;
  period: "hour" | "day";
  bucket_start: number;
  checks: number;
  failures: number;
  p50_ms: number | null;
  p95_ms: number | null;
}

export interface StatusIncidentsTable {
  id: Generated<number>;
  title: string;
  /** Group ids, comma-separated. */
  groups: string;
  status: string;
  started_at: number;
  resolved_at: number | null;
  opened_by: number | null;
  /** The member's e-mail, or "automatic". */
  opened_by_email: string;
}

export interface StatusIncidentUpdatesTable {
  id: Generated<number>;
  incident_id: number;
  status: string;
  message: string;
  created_at: number;
  by_email: string;
}

export interface StatusSuggestionsTable {
  id: Generated<number>;
  target: string;
  failing_since: number;
  failures: number;
  failure: string | null;
  created_at: number;
  /** Set when an incident takes it, a member dismisses it or the target works again. */
  closed_at: number | null;
  incident_id: number | null;
}

export interface StatusSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: number;
  confirmed_at: number | null;
  /** The language of the page subscribed on: its e-mails are in it (migration 0032). */
  language: Generated<Language>;
}

export interface HelpVotesTable {
  id: Generated<number>;
  article: string;
  visitor_hash: string;
  /** 1 for "Yes", 0 for "No". */
  helpful: number;
  comment: string | null;
  language: string;
  created_at: number;
}

/** The admins' first-response target (migration 0018): one row, absent until first saved. */
export interface FirstResponseSettingsTable {
  id: number;
  target_minutes: number;
  updated_at: number;
}

/** The admins' assignment switch (migration 0021): one row, absent until first saved. */
export interface LeadAssignmentSettingsTable {
  id: number;
  mode: LeadAssignmentMode;
  updated_at: number;
}

/** One lead handed out by the server (migration 0021): what the round robin counts, per member. */
export interface LeadAssignmentsTable {
  id: Generated<number>;
  staff_id: number;
  at: number;
  how: "round-robin" | "demo" | "re-offer";
}

/** The admins' booking rules (migration 0012): one row, absent until first saved. */
export interface DemoSettingsTable {
  id: number;
  length_minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  horizon_days: number;
  /** 1 when a new booking waits for the visitor's confirmation from their e-mail (migration 0026). */
  confirm_by_email: Generated<number>;
  /** A day offers a start every this many minutes on the clock (migration 0028). */
  start_every_minutes: Generated<number>;
  updated_at: number;
}

/** A sales member's availability; a member without a row takes demos in the default hours. */
export interface DemoAvailabilityTable {
  staff_id: number;
  takes_demos: number;
  /** JSON WeeklyHours (contracts/demo-booking.ts). */
  weekly_hours: string;
  daily_maximum: number;
  updated_at: number;
}

export interface DemoDaysOffTable {
  staff_id: number;
  /** YYYY-MM-DD, a Malaysian calendar day. */
  day: string;
}

/**
 * "tentative": waiting for the visitor's confirmation from their e-mail until `confirm_by`;
 * "lapsed": not confirmed in time, its slot free again (migration 0026).
 */
export type DemoBookingStatus = "confirmed" | "cancelled" | "held" | "no-show" | "tentative" | "lapsed";

export interface DemoBookingsTable {
  id: Generated<number>;
  lead_id: number;
  staff_id: number;
  starts_at: number;
  ends_at: number;
  status: DemoBookingStatus;
  /** Lower-cased. */
  email: string;
  /**
   * The mailbox the address delivers to (credentials/normalise-email.ts mailboxKey): one holds at
   * most two demos to come. Every booking sets it (booking-store.ts); the column's default, '',
   * is only there for the rows migration 0026 backfills.
   */
  email_key: Generated<string>;
  sequence: Generated<number>;
  token_hash: string;
  /** While tentative: the moment it stops holding its slot unless the visitor confirms it. */
  confirm_by: number | null;
  created_at: number;
  updated_at: number;
  /** The Malaysian day of the last move through the visitor's link, and the moves on it (migration 0027). */
  link_moves_day: string | null;
  link_moves: Generated<number>;
}

/** A member's private calendar feed (migration 0014): only the hash of its address's token. */
export interface DemoFeedsTable {
  staff_id: number;
  token_hash: string;
  created_at: number;
}

/** When an address last got a lead's automatic reply (migration 0017): its keyed hash, never the address. */
export interface AutoRepliesTable {
  address_hash: string;
  sent_at: number;
}

/** A member's morning digest for a Malaysian day, claimed once (docs/decisions/0034-morning-digest.md). */
export interface MorningDigestsTable {
  staff_id: number;
  /** YYYY-MM-DD, a Malaysian calendar day. */
  day: string;
  claimed_at: number;
}

/**
 * Signed changes to the number of leads per status (migration 0024; leads/lead-status-counts.ts):
 * written by triggers on `leads` only, summed to read, folded now and then.
 */
export interface LeadStatusCountsTable {
  id: Generated<number>;
  status: LeadStatus;
  n: number;
}

/** The console's publishing (migration 0034; docs/decisions/0045-cms.md): an announcement or a help article. */
export interface CmsItemsTable {
  id: Generated<number>;
  kind: CmsKind;
  audience: HelpAudience | null;
  created_at: number;
  created_by: number | null;
}

/** One language of an item: its draft, its state, and the revision the site shows. */
export interface CmsTextsTable {
  item_id: number;
  language: Language;
  title: Generated<string>;
  summary: Generated<string>;
  body: Generated<string>;
  slug: Generated<string>;
  version: Generated<number>;
  draft_revision_id: number | null;
  live_revision_id: number | null;
  state: Generated<CmsState>;
  publish_at: number | null;
  unpublish_at: number | null;
  first_published_at: number | null;
  source_revision_id: number | null;
  approval_requested_by: number | null;
  approval_requested_at: number | null;
  approval_publish_at: number | null;
  approval_unpublish_at: number | null;
  /** Changes to a live text scheduled to replace it at a time (migration 0036). */
  next_revision_id: number | null;
  next_publish_at: number | null;
  /** The audience a help article's text is live under, and its scheduled changes' (migration 0037). */
  live_audience: HelpAudience | null;
  next_audience: HelpAudience | null;
  updated_at: number | null;
  updated_by: number | null;
}

/** Every save of a text: never changed once a later one exists, so any can be compared and restored. */
export interface CmsRevisionsTable {
  id: Generated<number>;
  item_id: number;
  language: Language;
  title: string;
  summary: string;
  body: string;
  slug: string;
  saved_at: number;
  saved_by: number | null;
  note: string | null;
}

/** A slug, the item's for good in its kind and language. */
export interface CmsSlugsTable {
  kind: CmsKind;
  language: Language;
  slug: string;
  item_id: number;
}

export interface CmsSettingsTable {
  kind: CmsKind;
  /** 1 when a publication of this kind waits for a second member's approval. */
  approval: number;
}

/** A picture uploaded in the console (migration 0035; server/src/cms/cms-images.ts): its id is its file's hash. */
export interface CmsImagesTable {
  id: string;
  /** After its EXIF rotation, as pages show it. */
  width: number;
  height: number;
  source_type: CmsImageUploadType;
  created_at: number;
  created_by: number | null;
}

/** One width of a picture in one format, as it is served: written once with its picture, never changed. */
export interface CmsImageVariantsTable {
  image_id: string;
  width: number;
  format: CmsImageFormat;
  height: number;
  bytes: Buffer;
}

export interface Database {
  leads: LeadsTable;
  lead_status_counts: LeadStatusCountsTable;
  same_person_links: SamePersonLinksTable;
  lead_events: LeadEventsTable;
  conversation_messages: ConversationMessagesTable;
  outbox: OutboxTable;
  staff_notices: StaffNoticesTable;
  rate_limits: RateLimitsTable;
  rate_buckets: RateBucketsTable;
  accounts: AccountsTable;
  lockouts: LockoutsTable;
  server_keys: ServerKeysTable;
  scheduled_jobs: ScheduledJobsTable;
  attestation_spent: AttestationSpentTable;
  staff: StaffTable;
  staff_invitations: StaffInvitationsTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  status_probes: StatusProbesTable;
  status_rollups: StatusRollupsTable;
  status_incidents: StatusIncidentsTable;
  status_incident_updates: StatusIncidentUpdatesTable;
  status_suggestions: StatusSuggestionsTable;
  status_subscribers: StatusSubscribersTable;
  help_votes: HelpVotesTable;
  cms_items: CmsItemsTable;
  cms_texts: CmsTextsTable;
  cms_revisions: CmsRevisionsTable;
  cms_slugs: CmsSlugsTable;
  cms_settings: CmsSettingsTable;
  cms_images: CmsImagesTable;
  cms_image_variants: CmsImageVariantsTable;
  demo_settings: DemoSettingsTable;
  first_response_settings: FirstResponseSettingsTable;
  lead_assignment_settings: LeadAssignmentSettingsTable;
  lead_assignments: LeadAssignmentsTable;
  demo_availability: DemoAvailabilityTable;
  demo_days_off: DemoDaysOffTable;
  demo_bookings: DemoBookingsTable;
  demo_feeds: DemoFeedsTable;
  auto_replies: AutoRepliesTable;
  morning_digests: MorningDigestsTable;
}
