/* The staff console's lead inbox (docs/decisions/0015): its workflow's statuses and its pages. Schemas: contracts/console-api-schemas.ts. */

/** A lead's workflow, in its order: "demo-held" is where marking its demo held moves it (docs/decisions/0026). */
export const LEAD_STATUSES = ["new", "contacted", "demo-scheduled", "demo-held", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "demo-scheduled": "Demo scheduled",
  "demo-held": "Demo held",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};
export const LEAD_PAGE_SIZE = 50;
/**
 * A new lead is linked to the leads of this many days before it whose e-mail or phone number, once
 * normalised, is the same: the same person asking again (docs/decisions/0030-same-person.md).
 */
export const SAME_PERSON_DAYS = 90;
/**
 * A burst from one client: at least this many leads from one client address within 24 hours of a
 * lead, before or after it, the lead itself included. One client books at most three demos a day
 * (DEMOS_PER_CLIENT_DAY, contracts/demo-booking.ts), so a fourth lead is past what a centre books;
 * the inbox and the lead's page mark it, so sales see that a run of requests is one sender's.
 */
export const CLIENT_BURST_LEADS = 4;
/** Malaysia keeps UTC+8 all year: the date filters' days start at midnight there. */
export const MALAYSIA_OFFSET = "+08:00";
