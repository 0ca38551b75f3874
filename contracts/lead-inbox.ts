import { z } from "zod";
import "./fields";
import { leadKinds } from "./leads";

/* The staff console's lead inbox (docs/decisions/0015): its filters, its pages and a lead's page. */

export const LEAD_STATUSES = ["new", "contacted", "demo-scheduled", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "demo-scheduled": "Demo scheduled",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};
export const LEAD_PAGE_SIZE = 50;
/** Malaysia keeps UTC+8 all year: the date filters' days start at midnight there. */
export const MALAYSIA_OFFSET = "+08:00";

const leadNames = leadKinds.map((kind) => kind.name) as [string, ...string[]];
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-11-23");

/**
 * A view of the inbox. Without a status it shows every lead but spam; with "spam" it is the spam
 * folder. The assignee is a member's id, or "none" for leads nobody has taken.
 */
export const leadFilterSchema = z.object({
  form: z.enum(leadNames, "Unknown form").optional(),
  status: z.enum(LEAD_STATUSES, "Unknown status").optional(),
  assignee: z.union([z.literal("none"), z.coerce.number().int().positive()], "Unknown assignee").optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(100, "Search for at most 100 characters").optional(),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;
export const leadListQuerySchema = leadFilterSchema.extend({ cursor: z.coerce.number().int().positive().optional() });

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
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadEventSchema = z.object({
  at: z.number(),
  actor: z.string(),
  kind: z.enum(["received", "status", "assignee", "note"]),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  text: z.string().optional(),
});

export const leadDetailSchema = leadSummarySchema.extend({
  formTitle: z.string(),
  page: z.string().nullable(),
  userAgent: z.string(),
  /** Every field as submitted, in the contract's order. */
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
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
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadIdSchema = z.object({ id: z.coerce.number().int().positive() });
export const leadStatusChangeSchema = z.object({ status: z.enum(LEAD_STATUSES, "Choose a status") });
export const leadAssigneeChangeSchema = z.object({ assigneeId: z.number().int().positive().nullable() });
export const leadNoteSchema = z.object({
  text: z.string().trim().min(1, "Write a note first").max(2000, "Keep a note under 2,000 characters"),
});
export const assigneesSchema = z.object({ members: z.array(person) });
